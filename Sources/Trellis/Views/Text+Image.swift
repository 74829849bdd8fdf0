extension Text {
    /// Creates text that shows an image: the glyph of an
    /// `Image(systemName:)`, the placeholder `▣` of a named picture.
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" Favourites")   // ★ Favourites
    /// Text("\(Image(systemName: "star.fill")) Favourites")          // the same
    /// ```
    ///
    /// The glyph is looked up when the text is laid out, so a symbol an app
    /// defines with ``Image/defineSymbol(_:as:)`` is drawn too. The
    /// environment's symbol variant is not applied: name the variant
    /// (`"star.fill"`). Cost: one table lookup per image when the text's
    /// layout is built.
    nonisolated public init(_ image: Image) {
        switch image.source {
        case .system(let name): runs = Runs(Run(string: name, style: TextRunStyle(isSymbol: true)))
        case .named: runs = Runs(Run(string: Image.placeholder, style: TextRunStyle()))
        }
    }

    /// This text with each object replacement character (U+FFFC, which a
    /// ``LocalizedStringKey`` puts where a text or an image was
    /// interpolated) replaced by the runs of the next of `embedded`: each
    /// keeps its own styles over those of the run it stands in, and its
    /// links.
    ///
    /// ```
    /// runs ["Saved \u{FFFC}"(bold), " ok"], embedded [Text(✓ symbol)]
    ///   → ["Saved "(bold), ✓ symbol(bold), " ok"]
    /// ```
    ///
    /// A relative date embedded shows the distance as it was when the key
    /// was made. Cost: one pass over the characters of the runs that hold
    /// a marker.
    nonisolated func placing(_ embedded: [Text]) -> Text {
        var remaining = embedded[...]
        var placed = self
        var placedRuns: [Run] = []
        placedRuns.reserveCapacity(runs.count + embedded.count * 2)
        for run in runs {
            guard run.string.contains(LocalizedStringKey.embeddedMarker) else {
                placedRuns.append(run)
                continue
            }
            var text = ""
            for character in run.string {
                guard character == LocalizedStringKey.embeddedMarker, let inner = remaining.popFirst() else {
                    text.append(character)
                    continue
                }
                if !text.isEmpty {
                    placedRuns.append(Run(string: text, style: run.style))
                    text = ""
                }
                let offset = UInt16(clamping: placed.links.count)
                placed.links += inner.links
                for innerRun in inner.runs {
                    var merged = innerRun
                    merged.style = innerRun.style.placed(in: run.style, linkOffset: offset)
                    placedRuns.append(merged)
                }
            }
            if !text.isEmpty {
                placedRuns.append(Run(string: text, style: run.style))
            }
        }
        placed.runs = Runs(placedRuns)
        return placed
    }
}

extension TextRunStyle {
    /// This style inside `outer`: its own colour, font and link where it
    /// sets them, `outer`'s otherwise, and the attributes of both. Its own
    /// link index moves by `linkOffset`, the links of the text before it.
    nonisolated func placed(in outer: TextRunStyle, linkOffset: UInt16) -> TextRunStyle {
        var style = self
        style.attributes.formUnion(outer.attributes)
        if foreground == nil, !isTinted, level == 0 {
            style.foreground = outer.foreground
            style.isTinted = outer.isTinted
            style.level = outer.level
        }
        style.font = font ?? outer.font
        style.fontWeight = fontWeight ?? outer.fontWeight
        style.link = link > 0 ? link &+ linkOffset : outer.link
        return style
    }
}

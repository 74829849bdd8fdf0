import Foundation

extension GraphicsContext {
    /// A text fixed in the canvas's environment, ready to measure and draw:
    /// what ``GraphicsContext/resolve(_:)`` returns.
    ///
    /// ```swift
    /// var label = context.resolve(Text("Peak"))
    /// label.shading = .color(.red)
    /// let size = label.measure(in: CGSize(width: 20, height: 1))
    /// context.draw(label, at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
    /// ```
    ///
    /// Runs with a colour of their own keep it; the others take
    /// ``shading`` (the environment's foreground style unless set).
    @MainActor
    public struct ResolvedText {
        /// The runs, each symbol's glyph in place of its name.
        let runs: [Text.Run]
        let text: TextEnvironment
        /// The colour of runs that set none.
        public var shading: Shading = .foreground

        init(_ source: Text, in environment: EnvironmentValues) {
            text = environment.text
            runs = source.runs.map { run in
                guard run.style.isSymbol else { return run }
                return Text.Run(string: SystemSymbols.glyph(for: run.string), style: run.style)
            }
        }

        /// The text's size in cells when it wraps at `size.width` and shows
        /// at most `size.height` lines.
        public func measure(in size: CGSize) -> CGSize {
            let lines = lines(width: Int(size.width.rounded(.down)), maximumLines: Int(size.height.rounded(.down)))
            return CGSize(width: lines.map(\.width).max() ?? 0, height: lines.count)
        }

        /// The lines wrapped at `width` columns (unwrapped for `nil`).
        func lines(width: Int?, maximumLines: Int?) -> [TextLayout.Line] {
            TextLayout(runs: runs, ambiguousIsWide: text.ambiguousIsWide)
                .lines(width: width.map { max($0, 0) }, maximumLines: maximumLines, truncation: text.truncationMode)
        }

        /// The style of run `index`'s cells, its colour `fallback` when it
        /// sets none.
        func cellStyle(ofRun index: Int, fallback: Color?) -> Cell {
            let style = index >= 0 ? runs[index].style : TextRunStyle()
            let attributes = text.attributes.union(style.attributes).union(Font.attributes(of: style, in: text))
            return Cell(foreground: style.foreground ?? fallback, background: .clear, attributes: attributes)
        }
    }

    /// `text` fixed in the canvas's environment (its font, colours and
    /// symbols), to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text, in: environment)
    }

    /// Draws `text` on one line per paragraph with the point `anchor` of
    /// its frame at `point`.
    ///
    /// ```swift
    /// context.draw(Text("Max"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
    /// context.draw(Text("●"), at: CGPoint(x: 10, y: 3))   // centred on cell (10, 3)
    /// ```
    ///
    /// Worked example: "Hello" (5 columns, 1 row) centred at (10, 3) spans
    /// x 7.5–12.5 and y 2.5–3.5; each edge rounds half up to a cell, so
    /// the text fills columns 8–12 of row 3, its middle letter at column 10,
    /// the cell of the point. The transform moves the point; the text is
    /// never turned or scaled.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-leading cell,
    /// with at most as many lines as `rect` has rows (the last one cut
    /// with `…`).
    ///
    /// ```swift
    /// context.draw(Text("A longer caption"), in: CGRect(x: 1, y: 1, width: 8, height: 2))
    /// ```
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text with the point `anchor` of its frame at
    /// `point`, as drawing a `Text` at a point does.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let lines = text.lines(width: nil, maximumLines: nil)
        let width = lines.map(\.width).max() ?? 0
        let placed = point.applying(transform)
        let left = Self.cell(placed.x - anchor.x * CGFloat(width))
        let top = Self.cell(placed.y - anchor.y * CGFloat(lines.count))
        put(lines, of: text, column: left, row: top, width: width)
    }

    /// Draws a resolved text in `rect`, as drawing a `Text` in a rectangle does.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let placed = rect.applying(transform)
        let width = Int(placed.width.rounded(.down))
        let lines = text.lines(width: width, maximumLines: max(1, Int(placed.height.rounded(.down))))
        put(lines, of: text, column: Self.cell(placed.minX), row: Self.cell(placed.minY), width: width)
    }

    /// Draws `image`'s glyph (an SF Symbol's character, `▣` for a named
    /// picture) with its point `anchor` at `point`, as a text.
    ///
    /// ```swift
    /// context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 4, y: 1))
    /// ```
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(Text(image), at: point, anchor: anchor)
    }

    /// Draws `image`'s glyph at the centre of `rect` (a glyph is not
    /// resized); the fill style is accepted.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(Text(image), at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// The cell of coordinate `value`, rounding half up: 2.5 is in cell 3,
    /// 2.49 in cell 2.
    private static func cell(_ value: CGFloat) -> Int {
        Int((value + 0.5).rounded(.down))
    }

    /// Draws `lines` from (`column`, `row`), each placed in `width` by the
    /// environment's text alignment.
    private func put(_ lines: [TextLayout.Line], of text: ResolvedText, column: Int, row: Int, width: Int) {
        guard opacity > 0 else { return }
        let cells = lines.indices.flatMap { index in (0..<max(lines[index].width, 1)).map { (column + $0, row + index) } }
        let color = text.shading.painter(for: self, cells: cells, isFill: false)
        let position = text.text.alignment == .leading ? 0 : text.text.alignment == .center ? 1 : 2
        for (index, line) in lines.enumerated() {
            var x = column + Alignment.offset(position: position, length: line.width, in: width)
            let y = row + index
            for glyph in line.glyphs {
                defer { x += glyph.width }
                guard isDrawable(x, y), glyph.width < 2 || isDrawable(x + 1, y) else { continue }
                var style = text.cellStyle(ofRun: glyph.run, fallback: color(x, y))
                if style.foreground == .secondary {
                    style.foreground = nil
                    style.attributes.insert(.dim)
                }
                picture.add(.glyph(glyph.grapheme, width: glyph.width, column: x, row: y, style: style))
            }
        }
    }
}

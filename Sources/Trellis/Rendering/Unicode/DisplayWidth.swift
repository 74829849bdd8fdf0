/// The number of terminal columns a grapheme cluster or a string takes: 0, 1
/// or 2 per `Character`.
///
/// The width of a cluster is decided by its first scalar, the base, looked up
/// in tables generated from the Unicode character database
/// (`DisplayWidthTable`, made by `generate_display_widths.py`):
///
/// - zero width: combining and enclosing marks, format characters, zero width
///   space and joiner, Hangul medial vowels and final consonants → 0 (but not
///   the soft hyphen U+00AD, which terminals show: it is ambiguous);
/// - wide: East Asian Width W or F (CJK, Hangul syllables, fullwidth forms,
///   emoji with default emoji presentation) → 2;
/// - ambiguous: East Asian Width A (`·`, Greek and Cyrillic letters, `①`, …) → 2 when
///   `ambiguousIsWide`, else 1;
/// - everything else → 1, including unassigned code points outside the CJK
///   and emoji blocks.
///
/// The rest of the cluster then adjusts the width:
///
/// - a base of zero width takes the width of the first later scalar that has
///   one (a prepended format character before a digit);
/// - U+FE0F (VS16, emoji presentation) anywhere makes the cluster 2, and
///   otherwise U+FE0E (VS15, text presentation) makes it 1; neither changes a
///   cluster of zero width;
/// - two regional indicators (a flag) make 2; a lone one is 1;
/// - everything else adds nothing: combining marks, skin-tone modifiers, and
///   the scalars after a zero width joiner, so an emoji ZWJ sequence takes the
///   width of its base.
///
/// Control characters (C0, DEL, C1) are 1 each, the width of the visible
/// symbol `TextSanitizer` draws for them; CR LF, the only cluster of two, is 2.
/// A tab is 1 too, although `TextSanitizer` draws it as four spaces: measure
/// text after expanding its tabs.
///
/// ```
/// "a"     → 1        "漢"  → 2        "é" (e + U+0301) → 1
/// "👨‍👩‍👧"    → 2        "🇫🇷"  → 2        "🇫" alone        → 1
/// "☺︎" (U+263A U+FE0E) → 1            "☺️" (U+263A U+FE0F) → 2
/// "α"     → 1, or 2 with ambiguousIsWide
/// ```
///
/// Cost: O(1) for a one-byte (ASCII) cluster and for Latin-1; otherwise up to
/// three binary searches over a few hundred ranges for the base, and one more
/// per later scalar only while the width is still zero.
enum DisplayWidth {
    /// The class of one Unicode scalar in the width tables.
    enum Kind: Sendable, Equatable {
        /// Takes no column: marks, format characters, Hangul medial and final
        /// jamo.
        case zero
        /// Takes one column: everything in no table.
        case narrow
        /// East Asian ambiguous: one column, or two on a terminal set to
        /// treat ambiguous characters as wide.
        case ambiguous
        /// Takes two columns: East Asian Width W or F.
        case wide
    }

    /// The columns `character` takes on the terminal: 0, 1 or 2.
    ///
    /// The base scalar decides the width and VS16, VS15, a second regional
    /// indicator or a non-zero scalar after a zero-width base adjust it, as
    /// described on ``DisplayWidth``: `"漢"` → 2, `"e\u{301}"` → 1,
    /// `"👨‍👩‍👧"` → 2, `"🇫🇷"` → 2, `"☺\u{FE0E}"` → 1, `"☺\u{FE0F}"` → 2.
    /// Pass `ambiguousIsWide` for a terminal that draws East Asian ambiguous
    /// characters (`"·"`, `"α"`, `"①"`) two columns wide.
    ///
    /// Cost: O(1) for ASCII and Latin-1; a few binary searches otherwise.
    static func of(_ character: Character, ambiguousIsWide: Bool = false) -> Int {
        // Every one-byte cluster is ASCII: printable, or a control drawn as a
        // one-column symbol.
        if character.utf8.count == 1 {
            return 1
        }
        var scalars = character.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return 0 }
        guard let second = scalars.next() else {
            return width(of: base, ambiguousIsWide: ambiguousIsWide)
        }
        if isControl(base) {
            // Controls form clusters only as CR LF: two symbols.
            return isControl(second) ? 2 : 1
        }

        var columns = width(of: base, ambiguousIsWide: ambiguousIsWide)
        var regionalIndicators = isRegionalIndicator(base) ? 1 : 0
        var emojiPresentation = false
        var textPresentation = false
        var next: Unicode.Scalar? = second
        while let scalar = next {
            switch scalar.value {
            case 0xFE0F:
                emojiPresentation = true
            case 0xFE0E:
                textPresentation = true
            default:
                if isRegionalIndicator(scalar) {
                    regionalIndicators += 1
                }
                if columns == 0 {
                    columns = width(of: scalar, ambiguousIsWide: ambiguousIsWide)
                }
            }
            next = scalars.next()
        }

        if columns == 0 {
            return 0
        }
        if regionalIndicators >= 2 || emojiPresentation {
            return 2
        }
        if textPresentation {
            return 1
        }
        return columns
    }

    /// The columns `string` takes on the terminal: the sum of the widths of
    /// its characters.
    ///
    /// `"ab漢"` → 4, `"e\u{301}🇫🇷"` → 3. The width of each character is the
    /// one `of(_:ambiguousIsWide:)` gives for a `Character`.
    ///
    /// Cost: one pass over the UTF-8 bytes when the string is all ASCII (every
    /// byte is then one column); otherwise that pass stops at the first
    /// non-ASCII byte and a second pass segments the string into characters.
    static func of<S: StringProtocol>(_ string: S, ambiguousIsWide: Bool = false) -> Int {
        var bytes = 0
        for byte in string.utf8 {
            guard byte < 0x80 else {
                var total = 0
                for character in string {
                    total += of(character, ambiguousIsWide: ambiguousIsWide)
                }
                return total
            }
            bytes += 1
        }
        return bytes
    }

    /// The columns one scalar takes on its own: 0, 1 or 2 by its table
    /// class; 1 for a control.
    ///
    /// Cost: O(1) below U+0100; up to three binary searches above.
    static func width(of scalar: Unicode.Scalar, ambiguousIsWide: Bool) -> Int {
        switch kind(of: scalar) {
        case .zero: 0
        case .narrow: 1
        case .ambiguous: ambiguousIsWide ? 2 : 1
        case .wide: 2
        }
    }

    /// The table class of `scalar`; controls, which are in no table, are
    /// `.narrow`.
    ///
    /// Below U+0100 only East Asian ambiguous characters are special, read
    /// from a bit mask; above, the zero width, wide and ambiguous tables are
    /// binary searched in turn (they are disjoint).
    ///
    /// Cost: O(1) below U+0100; O(log n) over a few hundred ranges above.
    static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 {
            return .narrow
        }
        if value < 0x100 {
            let mask = value < 0xC0 ? DisplayWidthTable.latin1AmbiguousLow : DisplayWidthTable.latin1AmbiguousHigh
            return mask & (1 << UInt64(value & 0x3F)) != 0 ? .ambiguous : .narrow
        }
        if contains(value, starts: DisplayWidthTable.zeroWidthStarts, ends: DisplayWidthTable.zeroWidthEnds) {
            return .zero
        }
        if contains(value, starts: DisplayWidthTable.wideStarts, ends: DisplayWidthTable.wideEnds) {
            return .wide
        }
        if contains(value, starts: DisplayWidthTable.ambiguousStarts, ends: DisplayWidthTable.ambiguousEnds) {
            return .ambiguous
        }
        return .narrow
    }

    /// Whether `value` lies in one of the inclusive ranges `starts[i]...ends[i]`
    /// of a sorted, non-overlapping table.
    ///
    /// Cost: O(log n) comparisons, after an O(1) check against the table's
    /// first start and last end.
    static func contains(_ value: UInt32, starts: [UInt32], ends: [UInt32]) -> Bool {
        guard let first = starts.first, let last = ends.last, value >= first, value <= last else {
            return false
        }
        // Find the number of ranges that start at or before `value`.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = low + (high - low) / 2
            if starts[middle] <= value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        // `low >= 1` because `value >= starts[0]`.
        return value <= ends[low - 1]
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    ///
    /// Cost: O(1).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a regional indicator symbol (U+1F1E6...U+1F1FF),
    /// two of which make a flag.
    ///
    /// Cost: O(1).
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}

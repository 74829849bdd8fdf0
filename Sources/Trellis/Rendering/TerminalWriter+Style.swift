/// Graphic renditions: the shortest `SGR` sequence from the terminal's
/// style to a cell's, colours downsampled to the terminal's capability.
extension TerminalWriter {
    /// Changes the SGR state to `target` with the shortest sequence: the
    /// specific changes, or a reset followed by everything `target` sets.
    ///
    /// ```
    /// bold red     → red          ESC[22m          (not ESC[0;31m)
    /// bold italic red → red       ESC[0;31m        (not ESC[22;23m)
    /// ```
    mutating func setStyle(_ target: Style) {
        guard style != target else { return }
        if let sequence = memo.change(from: style, to: target) {
            output.append(contentsOf: sequence)
            style = target
            return
        }
        let start = output.count
        writeStyleChange(to: target)
        memo.remember(Array(output[start...]), from: style, to: target)
        style = target
    }

    mutating func writeStyleChange(to target: Style) {
        Self.appendParameters(from: nil, to: target, into: &resetParameters)
        append("\u{1B}[")
        if let current = style {
            Self.appendParameters(from: current, to: target, into: &changeParameters)
        }
        if style != nil, changeParameters.count <= resetParameters.count {
            output.append(contentsOf: changeParameters)
        } else {
            output.append(contentsOf: resetParameters)
        }
        append("m")
    }

    /// Writes into `parameters` the SGR parameters, separated by `;`, that
    /// turn `current` into `target`; from nil, a reset and everything
    /// `target` sets. The reset is written as an empty parameter, which
    /// ECMA-48 defines as SGR's default, 0 (`ESC[m`, `ESC[;1m`): a byte
    /// less than `0` on every reset.
    ///
    /// ```
    /// nil → plain                             (empty: ESC[m)
    /// nil → bold red on blue                  ;1;31;44
    /// bold dim on blue → dim on blue          22;2      (22 turns off both)
    /// ```
    static func appendParameters(from current: Style?, to target: Style, into parameters: inout [UInt8]) {
        parameters.removeAll(keepingCapacity: true)
        let base = current ?? .plain
        defer {
            if current == nil, !parameters.isEmpty {
                parameters.insert(UInt8(ascii: ";"), at: 0)
            }
        }

        let removed = base.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(base.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            appendParameter(22, to: &parameters)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        for (attribute, off) in offCodes where removed.contains(attribute) {
            appendParameter(off, to: &parameters)
        }
        for (attribute, on) in onCodes where added.contains(attribute) {
            appendParameter(on, to: &parameters)
        }
        if target.foreground != base.foreground {
            appendColor(target.foreground, foreground: true, to: &parameters)
        }
        if target.background != base.background {
            appendColor(target.background, foreground: false, to: &parameters)
        }
    }

    /// The SGR codes that set each attribute.
    static let onCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
    ]

    /// The SGR codes that clear an attribute, apart from bold and dim (22
    /// clears both).
    static let offCodes: [(TextAttributes, Int)] = [
        (.italic, 23), (.underline, 24), (.inverse, 27), (.strikethrough, 29),
    ]

    /// Appends the parameters that select `color` as the foreground or the
    /// background.
    ///
    /// ```
    /// .ansi(1) fg → 31     .ansi(9) bg → 101     .palette(208) fg → 38;5;208
    /// ```
    static func appendColor(_ color: Color.SGRColor, foreground: Bool, to parameters: inout [UInt8]) {
        let extended = foreground ? 38 : 48
        switch color {
        case .default:
            appendParameter(foreground ? 39 : 49, to: &parameters)
        case .ansi(let index):
            let base = foreground ? 30 : 40
            appendParameter(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8, to: &parameters)
        case .palette(let index):
            appendParameter(extended, to: &parameters)
            appendParameter(5, to: &parameters)
            appendParameter(Int(index), to: &parameters)
        case .rgb(let red, let green, let blue):
            appendParameter(extended, to: &parameters)
            appendParameter(2, to: &parameters)
            appendParameter(Int(red), to: &parameters)
            appendParameter(Int(green), to: &parameters)
            appendParameter(Int(blue), to: &parameters)
        }
    }

    /// Appends `value` to a parameter list, after a `;` unless it is the
    /// first.
    static func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty {
            parameters.append(UInt8(ascii: ";"))
        }
        appendDecimal(value, to: &parameters)
    }
}

extension TerminalWriter {
    /// The writer's memory of renditions and style changes: the last cell
    /// style and its rendition, and the bytes of the most recent style
    /// changes. A reference, so the writer's non-mutating helpers can use
    /// it; it depends only on the writer's capability, which never changes.
    final class StyleMemo {
        // Unchecked exclusivity: the writer reaches the memo only from its
        // own methods, one at a time; a dynamic check at every access was a
        // fifth of a look-up.
        @exclusivity(unchecked) var lastRendition:
            (foreground: Color?, background: Color?, attributes: TextAttributes, style: Style)?
        @exclusivity(unchecked) private var changes: [(from: Style?, to: Style, sequence: [UInt8])] = []
        @exclusivity(unchecked) private var next = 0

        /// The most changes remembered.
        private static let capacity = 32

        /// The bytes that change `from` into `to`, if remembered. The
        /// changes are compared in place, by index: a copy of one would
        /// retain its bytes.
        func change(from: Style?, to: Style) -> [UInt8]? {
            for index in changes.indices where changes[index].to == to && changes[index].from == from {
                return changes[index].sequence
            }
            return nil
        }

        /// Remembers the bytes that change `from` into `to`, replacing the
        /// oldest change once full.
        func remember(_ sequence: [UInt8], from: Style?, to: Style) {
            if changes.count < Self.capacity {
                changes.append((from, to, sequence))
            } else {
                changes[next] = (from, to, sequence)
                next = (next + 1) % Self.capacity
            }
        }
    }
}

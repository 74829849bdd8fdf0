/// The node of a `Picker`: lays out its label and options itself, draws
/// the marks around them, and takes the focus, keys and clicks.
///
/// Its children are the label and the content; the options are the
/// content's list items, each matched to the selection by its `.tag`.
/// Layout, for the two presentations (options at their ideal sizes):
///
/// ```
/// menu, closed    Size [ Small ▾ ]          label, then "[ ", the selected option, " ▾ ]"
/// menu, open      Size [ Small ▾ ]
///                   ✓ Small                 one row per option below, the highlighted one
///                     Large                 in reverse video
/// inline          Size
///                 (•) Small                 one row per option, a radio mark before it
///                 ( ) Large
/// segmented        Small │ Large            side by side, no label, the chosen one
///                                           (with its padding) in reverse video
/// ```
///
/// The options' views are drawn by the node (`drawsSubviews` is false),
/// so the menu draws only the selected option while closed (the others
/// are placed under it, inside the picker's frame). Cost:
/// O(options) to measure, draw and handle a key.
@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>:
    TypedNode<Picker<Label, SelectionValue, Content>>, Focusable
{
    private var presentation = PickerPresentation.menu
    private var isEnabled = true
    private var hasFocus = false
    private var isOpen = false
    /// The option the open menu's highlight is on.
    private var highlighted = 0
    private var selection: SelectionValue?

    override func mountContent() {
        children = [makeChild(ControlLabel(view.label)), makeChild(view.content)]
        readInputs()
    }

    override func reconcile() {
        updateChild(children[0], to: ControlLabel(view.label))
        updateChild(children[1], to: view.content)
        readInputs()
    }

    override func readsDidChange() {
        readInputs()
    }

    override var focusable: (any Focusable)? { self }

    private func readInputs() {
        let (value, enabled, presentation) = Evaluation.run(for: self) {
            (view.selection.wrappedValue, environment.isEnabled, environment.pickerPresentation)
        }
        if value != selection || enabled != isEnabled || presentation != self.presentation {
            selection = value
            isEnabled = enabled
            self.presentation = presentation
            if !enabled, hasFocus {
                graph.focus.move(to: nil)
            }
            setNeedsLayout()
        }
    }

    // MARK: Options

    private var labelItems: [ViewNode] { listItems(of: children[0]) }
    private var options: [ViewNode] { listItems(of: children[1]) }

    override func collectLayoutItems() -> [ViewNode] { labelItems + options }

    override var drawsSubviews: Bool { false }

    private var selectedIndex: Int? {
        guard let selection else { return nil }
        let tag = AnyHashable(selection)
        return options.firstIndex { $0.selectionTag == tag }
    }

    private func choose(_ index: Int) {
        let options = options
        guard options.indices.contains(index), let value = options[index].selectionTag?.base as? SelectionValue else { return }
        view.selection.wrappedValue = value
    }

    // MARK: Layout

    /// The width of the label and of the widest option, and the options' heights.
    private func metrics() -> (label: CellSize, option: Int, heights: [Int]) {
        let label = measureItems(labelItems, proposal: CellProposal(width: nil, height: nil))
        var widest = 0
        var heights: [Int] = []
        for option in options {
            let size = option.sizeThatFits(CellProposal(width: nil, height: nil))
            widest = max(widest, size.width)
            heights.append(size.height)
        }
        return (label, widest, heights)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let (label, option, heights) = metrics()
        switch presentation {
        case .menu:
            let labelWidth = label.width > 0 ? label.width + 1 : 0
            let selected = selectedIndex.map { heights[$0] } ?? 1
            let rows = max(label.height, selected, 1) + (isOpen ? heights.reduce(0, +) : 0)
            return CellSize(width: max(labelWidth + option + 6, isOpen ? option + 4 : 0), height: rows)
        case .inline:
            return CellSize(width: max(label.width, option + 4), height: label.height + heights.reduce(0, +))
        case .segmented:
            let widths = options.map { $0.sizeThatFits(CellProposal(width: nil, height: nil)).width + 2 }
            return CellSize(width: widths.reduce(0, +) + max(widths.count - 1, 0), height: max(heights.max() ?? 1, 1))
        }
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let (label, _, heights) = metrics()
        let unlimited = CellProposal(width: nil, height: nil)
        placeItems(labelItems, in: label, proposal: unlimited, at: .zero)
        let options = options
        switch presentation {
        case .menu:
            let labelWidth = label.width > 0 ? label.width + 1 : 0
            var row = max(label.height, selectedIndex.map { heights[$0] } ?? 1, 1)
            for (index, option) in options.enumerated() {
                if !isOpen {
                    option.place(at: CellPoint(column: labelWidth + 2, row: 0), proposal: unlimited)
                } else {
                    option.place(at: CellPoint(column: 4, row: row), proposal: unlimited)
                    row += heights[index]
                }
            }
        case .inline:
            var row = label.height
            for (index, option) in options.enumerated() {
                option.place(at: CellPoint(column: 4, row: row), proposal: unlimited)
                row += heights[index]
            }
        case .segmented:
            var column = 1
            for option in options {
                option.place(at: CellPoint(column: column, row: 0), proposal: unlimited)
                column += option.layout.size.width + 3
            }
        }
    }

    // MARK: Drawing

    override func drawContent(in context: inout DrawContext) {
        if presentation != .segmented {
            for item in labelItems {
                item.draw(in: &context)
            }
        }
        let style = context.styled(Cell(background: .clear, attributes: isEnabled ? [] : .dim))
        let selected = selectedIndex
        let options = options
        switch presentation {
        case .menu:
            let label = measureItems(labelItems, proposal: CellProposal(width: nil, height: nil))
            let labelWidth = label.width > 0 ? label.width + 1 : 0
            let widest = options.map { $0.layout.size.width }.max() ?? 0
            put("[ ", at: labelWidth, row: 0, style: style, in: &context)
            put(" ▾ ]", at: labelWidth + 2 + widest, row: 0, style: style, in: &context)
            if let selected {
                // Open, the selected option stands in the list too: draw it
                // a second time in the header, the origin moved so that its
                // list position lands there.
                let option = options[selected]
                let origin = context.origin
                context.origin = CellPoint(
                    column: origin.column + labelWidth + 2 - option.layout.origin.column,
                    row: origin.row - option.layout.origin.row)
                option.draw(in: &context)
                context.origin = origin
            }
            if hasFocus {
                invert(CellRect(column: labelWidth, row: 0, width: widest + 6, height: 1), in: &context)
            }
            guard isOpen else { return }
            for (index, option) in options.enumerated() {
                put(index == selected ? "✓" : " ", at: 2, row: option.layout.origin.row, style: style, in: &context)
                option.draw(in: &context)
                if index == highlighted {
                    invert(CellRect(column: 0, row: option.layout.origin.row, width: layout.size.width, height: option.layout.size.height), in: &context)
                }
            }
        case .inline:
            for (index, option) in options.enumerated() {
                put(index == selected ? "(•)" : "( )", at: 0, row: option.layout.origin.row, style: style, in: &context)
                option.draw(in: &context)
                if hasFocus, index == selected {
                    invert(CellRect(column: 0, row: option.layout.origin.row, width: 3, height: 1), in: &context)
                }
            }
        case .segmented:
            for (index, option) in options.enumerated() {
                option.draw(in: &context)
                let segment = segmentFrame(of: option)
                if index > 0 {
                    put("│", at: segment.column - 1, row: 0, style: style, in: &context)
                }
                if index == selected {
                    invert(segment, in: &context)
                }
            }
            if hasFocus {
                let frame = CellRect(column: 0, row: 0, width: layout.size.width, height: layout.size.height)
                context.buffer.insertAttributes(
                    .underline, in: frame.offsetBy(columns: context.origin.column, rows: context.origin.row)
                        .intersection(context.clip))
            }
        }
    }

    /// An option's segment: the option with a cell of padding each side.
    private func segmentFrame(of option: ViewNode) -> CellRect {
        CellRect(
            column: option.layout.origin.column - 1, row: 0, width: option.layout.size.width + 2,
            height: max(layout.size.height, 1))
    }

    private func put(_ string: String, at column: Int, row: Int, style: Cell, in context: inout DrawContext) {
        for (offset, character) in string.enumerated() {
            context.buffer.put(
                character, width: 1, at: context.origin.column + column + offset, row: context.origin.row + row,
                style: style, clip: context.clip)
        }
    }

    private func invert(_ rect: CellRect, in context: inout DrawContext) {
        let frame = rect.offsetBy(columns: context.origin.column, rows: context.origin.row)
        context.buffer.insertAttributes(.inverse, in: frame.intersection(context.clip))
    }

    // MARK: Focus and input

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        if !isFocused, isOpen {
            isOpen = false
            setNeedsLayout()
        }
        setNeedsDisplay()
    }

    func clickedElsewhere() {
        if isOpen {
            close()
        }
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard hasFocus, isEnabled, press.modifiers.subtracting([.capsLock, .numericPad, .shift]).isEmpty else {
            return .ignored
        }
        let count = options.count
        switch (presentation, isOpen, press.key) {
        case (.menu, false, .return), (.menu, false, .space), (.menu, false, .downArrow):
            open()
        case (.menu, true, .upArrow):
            highlighted = max(highlighted - 1, 0)
            setNeedsDisplay()
        case (.menu, true, .downArrow):
            highlighted = min(highlighted + 1, max(count - 1, 0))
            setNeedsDisplay()
        case (.menu, true, .return), (.menu, true, .space):
            choose(highlighted)
            close()
        case (.menu, true, .escape):
            close()
        case (.inline, _, .upArrow), (.inline, _, .leftArrow):
            choose(max((selectedIndex ?? 0) - 1, 0))
        case (.inline, _, .downArrow), (.inline, _, .rightArrow), (.segmented, _, .rightArrow):
            choose(min((selectedIndex ?? -1) + 1, count - 1))
        case (.segmented, _, .leftArrow):
            choose(max((selectedIndex ?? 0) - 1, 0))
        default:
            return .ignored
        }
        return .handled
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard isEnabled else { return false }
        let clicked = options.firstIndex { option in
            option.layout.origin.row <= point.row && point.row < option.layout.origin.row + max(option.layout.size.height, 1)
                && (presentation == .inline || isOpen)
        }
        switch presentation {
        case .menu where isOpen:
            if let clicked {
                choose(clicked)
            }
            close()
        case .menu:
            open()
        case .inline:
            if let clicked {
                choose(clicked)
            }
        case .segmented:
            if let index = options.firstIndex(where: {
                let segment = segmentFrame(of: $0)
                return segment.column <= point.column && point.column < segment.column + segment.width
            }) {
                choose(index)
            }
        }
        return true
    }

    private func open() {
        isOpen = true
        highlighted = selectedIndex ?? 0
        setNeedsLayout()
    }

    private func close() {
        isOpen = false
        setNeedsLayout()
    }

    override var displayName: String { "Picker" }

    override var stateDescription: String? {
        "selection \(selection.map { "\($0)" } ?? "nil")" + (isOpen ? " open" : "") + (hasFocus ? " focused" : "")
    }
}

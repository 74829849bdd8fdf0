import Foundation

/// The fields of a ``DatePicker`` (engine hook).
public struct _DateFields: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let selection: Binding<Date>
    let lower: Date?
    let upper: Date?
    let components: DatePickerComponents

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: _DateFields, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(DateFieldsNode(view: view, inputs: inputs))
    }
}

/// One field of a date picker: where it is drawn and the calendar unit ↑
/// and ↓ change.
struct DateField: Equatable {
    let component: Calendar.Component
    let columns: Range<Int>

    /// The fields shown for `components`, laid out as
    /// `yyyy-MM-dd  HH:mm`:
    ///
    /// ```
    /// 2026-11-26  14:30
    /// 0123456789012345 6
    /// year 0..<4, month 5..<7, day 8..<10, hour 12..<14, minute 15..<17
    /// ```
    static func fields(for components: DatePickerComponents) -> [DateField] {
        var fields: [DateField] = []
        var column = 0
        if components.contains(.date) || !components.contains(.hourAndMinute) {
            fields += [
                DateField(component: .year, columns: 0..<4), DateField(component: .month, columns: 5..<7),
                DateField(component: .day, columns: 8..<10),
            ]
            column = 12
        }
        if components.contains(.hourAndMinute) {
            fields += [
                DateField(component: .hour, columns: column..<(column + 2)),
                DateField(component: .minute, columns: (column + 3)..<(column + 5)),
            ]
        }
        return fields
    }
}

/// The node of a date picker's fields: draws the date as text, takes the
/// focus, and changes the focused field with the keys.
@MainActor
final class DateFieldsNode: TypedNode<_DateFields>, Focusable {
    private var date = Date(timeIntervalSince1970: 0)
    private var isEnabled = true
    private var hasFocus = false
    /// The index of the field the keys change.
    private var field = 0

    override func mountContent() {
        readInputs()
    }

    override func reconcile() {
        readInputs()
        setNeedsLayout()
    }

    override func readsDidChange() {
        readInputs()
    }

    override var focusable: (any Focusable)? { self }

    private func readInputs() {
        let selection = view.selection
        let (date, enabled) = Evaluation.run(for: self) { (selection.wrappedValue, environment.isEnabled) }
        if date != self.date {
            self.date = date
            setNeedsDisplay()
        }
        if enabled != isEnabled {
            isEnabled = enabled
            enabledDidChange(to: enabled, hasFocus: hasFocus)
        }
    }

    private var fields: [DateField] { DateField.fields(for: view.components) }

    /// The date as the fields show it.
    private var text: String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
        var pieces: [String] = []
        if view.components.contains(.date) || !view.components.contains(.hourAndMinute) {
            pieces.append("\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))")
        }
        if view.components.contains(.hourAndMinute) {
            pieces.append("\(padded(parts.hour, 2)):\(padded(parts.minute, 2))")
        }
        return pieces.joined(separator: "  ")
    }

    // MARK: Layout and drawing

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: text.count, height: 1)
    }

    override func drawContent(in context: inout DrawContext) {
        let style = context.styled(Cell(background: .clear, attributes: isEnabled ? [] : .dim))
        for (offset, character) in text.enumerated() {
            context.buffer.put(
                character, width: 1, at: context.origin.column + offset, row: context.origin.row, style: style,
                clip: context.clip)
        }
        let fields = fields
        if hasFocus, fields.indices.contains(field) {
            let columns = fields[field].columns
            let frame = CellRect(
                column: context.origin.column + columns.lowerBound, row: context.origin.row, width: columns.count,
                height: 1)
            context.buffer.insertAttributes(.inverse, in: frame.intersection(context.clip))
        }
    }

    // MARK: Focus and input

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        setNeedsDisplay()
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard hasFocus, isEnabled, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty else {
            return .ignored
        }
        let count = fields.count
        switch press.key {
        case .leftArrow:
            guard field > 0 else { return .ignored }
            field -= 1
            setNeedsDisplay()
        case .rightArrow:
            guard field < count - 1 else { return .ignored }
            field += 1
            setNeedsDisplay()
        case .upArrow: step(by: 1)
        case .downArrow: step(by: -1)
        case .pageUp: step(by: 10)
        case .pageDown: step(by: -10)
        default: return .ignored
        }
        return .handled
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard isEnabled else { return false }
        if let index = fields.firstIndex(where: { $0.columns.contains(point.column) }) {
            field = index
        }
        graph.focus.move(to: self)
        setNeedsDisplay()
        return true
    }

    /// Adds `amount` of the focused field's unit, keeping the date in the
    /// range, and writes it when it changed.
    private func step(by amount: Int) {
        let fields = fields
        guard fields.indices.contains(field),
            var next = Calendar.current.date(byAdding: fields[field].component, value: amount, to: date)
        else { return }
        if let lower = view.lower, next < lower {
            next = lower
        }
        if let upper = view.upper, next > upper {
            next = upper
        }
        guard next != date else { return }
        view.selection.wrappedValue = next
    }

    override var displayName: String { "DatePicker" }

    override var stateDescription: String? { text + (hasFocus ? " focused field \(field)" : "") }
}

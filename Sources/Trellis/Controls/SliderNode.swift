/// The node of a slider's track: draws the track and the knob, takes the
/// focus, the keys and the clicks.
///
/// The knob stands at the column nearest the value's place in the range:
///
/// ```
/// range 0…100, value 40, track 11 columns
/// knob column = round(40 / 100 × 10) = 4      ━━━━●──────
/// ```
///
/// A key moves the value by the step, or by one column's worth (the range
/// over width − 1) without one, so each press moves the knob. Reads the
/// binding inside an evaluation, so a change from elsewhere moves the knob.
@MainActor
final class SliderNode: TypedNode<_SliderTrack>, Focusable {
    private var value = 0.0
    private var tint: Color?
    private var isEnabled = true
    private var hasFocus = false

    override func mountContent() {
        readInputs()
    }

    override func reconcile() {
        readInputs()
    }

    override func readsDidChange() {
        readInputs()
    }

    override var focusable: (any Focusable)? { self }

    private func readInputs() {
        let view = view
        let (value, tint, enabled) = Evaluation.run(for: self) {
            (view.value.wrappedValue, environment.tint ?? .accentColor, environment.isEnabled)
        }
        if value != self.value || tint != self.tint {
            self.value = value
            self.tint = tint
            setNeedsDisplay()
        }
        if enabled != isEnabled {
            isEnabled = enabled
            enabledDidChange(to: enabled, hasFocus: hasFocus)
        }
    }

    // MARK: Layout and drawing

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: max(proposal.width ?? 20, 1), height: 1)
    }

    /// Where the value lies in the range, from 0 to 1.
    private var fraction: Double {
        let span = view.bounds.upperBound - view.bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - view.bounds.lowerBound) / span, 0), 1)
    }

    private var knobColumn: Int {
        Int((fraction * Double(max(layout.size.width - 1, 0))).rounded())
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        guard width > 0 else { return }
        let knob = knobColumn
        let faint: TextAttributes = isEnabled ? [] : .dim
        for column in 0..<width {
            let character: Character
            var cell = Cell(background: .clear, attributes: faint)
            if column < knob {
                character = "━"
                cell.foreground = tint
            } else if column == knob {
                character = "●"
                if hasFocus {
                    cell.attributes.insert(.inverse)
                }
            } else {
                character = "─"
                cell.attributes.insert(.dim)
            }
            context.buffer.put(
                character, width: 1, at: context.origin.column + column, row: context.origin.row,
                style: context.styled(cell), clip: context.clip)
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
        let bounds = view.bounds
        let span = bounds.upperBound - bounds.lowerBound
        let increment = view.step ?? span / Double(max(layout.size.width - 1, 1))
        switch press.key {
        case .leftArrow, .downArrow: set(value - increment)
        case .rightArrow, .upArrow: set(value + increment)
        case .pageDown: set(value - max(span / 10, increment))
        case .pageUp: set(value + max(span / 10, increment))
        case .home: set(bounds.lowerBound)
        case .end: set(bounds.upperBound)
        default: return .ignored
        }
        return .handled
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard isEnabled else { return false }
        graph.focus.move(to: self)
        let bounds = view.bounds
        let columns = Double(max(layout.size.width - 1, 1))
        set(bounds.lowerBound + (bounds.upperBound - bounds.lowerBound) * Double(point.column) / columns)
        return true
    }

    /// Writes `proposed`, clamped to the range and snapped to the step,
    /// when it differs from the value.
    private func set(_ proposed: Double) {
        let bounds = view.bounds
        var next = min(max(proposed, bounds.lowerBound), bounds.upperBound)
        if let step = view.step {
            next = bounds.lowerBound + ((next - bounds.lowerBound) / step).rounded() * step
            if next > bounds.upperBound {
                next -= step
            }
        }
        guard next.isFinite, next != value else { return }
        view.onEditingChanged(true)
        view.value.wrappedValue = next
        view.onEditingChanged(false)
    }

    override var displayName: String { "Slider" }

    override var stateDescription: String? { "value \(value)" + (hasFocus ? " focused" : "") }
}

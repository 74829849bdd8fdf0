import Foundation

/// An input event a gesture may recognize, in the cells of the view whose
/// `.gesture` receives it.
enum GestureEvent {
    /// A left click completing a series of `count` clicks, at `location`
    /// (the view's cells); `origins` converts it to the other spaces.
    case tap(count: Int, location: CellPoint, origins: CoordinateSpaceOrigins)
    /// A right click: the terminal's long press.
    case longPress
    /// The left button went down on the view or moved while held
    /// (`isEnded` false), or was released (`isEnded` true), and the
    /// farthest the pointer has been from the start in this drag, in cells
    /// along either axis. The view's node keeps that distance, since a
    /// gesture is built again with every evaluation of the view.
    case drag(DragEvent)
}

/// A drag as a view's node tracks it (see ``GestureEvent/drag(_:)``): the
/// cell where it started in the view, how far the pointer moved on the
/// screen since, and the view's origins when it started.
///
/// ```
/// view at (10, 2), pressed at its cell (1, 0), pointer moved 3 columns right
/// .local: start (1, 0), location (4, 0) · .global: start (11, 2), location (14, 2)
/// ```
///
/// Both points are converted with the origins of the start, so a view that
/// moves with its drag does not feed its own move back into it.
struct DragEvent {
    var start: CellPoint
    var moved: CellPoint
    var origins: CoordinateSpaceOrigins
    var farthest: CGFloat
    var isEnded: Bool

    /// Where the drag started and where the pointer is, in `space`.
    func points(in space: CoordinateSpace) -> (start: CGPoint, location: CGPoint) {
        (origins.convert(start, to: space), origins.convert(start + moved, to: space))
    }
}

/// Whether a recognized value is an intermediate one or the last.
enum GesturePhase {
    case changed, ended
}

/// One way a gesture recognizes events: it turns an event it recognizes
/// into a value and a phase, handed to `deliver`, and answers whether it
/// took the event.
typealias GesturePart<Value> = (GestureEvent, (GesturePhase, Value) -> Void) -> Bool

/// The recognizer of a gesture: the parts that recognize events, and the
/// handlers its modifiers added.
///
/// ```
/// DragGesture().onChanged(a).onEnded(b)
/// parts: [drag part] · changed: [a] · ended: [b]
/// a drag event → part delivers (.changed, value) → a(value)
/// ```
///
/// A composed gesture (`simultaneously(with:)`, `exclusively(before:)`)
/// seals each side — its parts deliver to its own handlers first — and
/// maps the values into the composed gesture's. Cost: O(parts) per event.
struct GestureRecognizer<Value> {
    var parts: [GesturePart<Value>]
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Run after `ended`: a `@GestureState` goes back to its initial value.
    var resets: [() -> Void] = []

    init(parts: [GesturePart<Value>]) {
        self.parts = parts
    }

    /// A recognizer of `parts`, made of `first` and `second`: it takes the
    /// drags either takes, and the longer of their tap series.
    init<First, Second>(parts: [GesturePart<Value>], joining first: GestureRecognizer<First>, _ second: GestureRecognizer<Second>) {
        self.parts = parts
        recognizesDrags = first.recognizesDrags || second.recognizesDrags
        longestTapSeries = max(first.longestTapSeries, second.longestTapSeries)
    }

    /// The parts, each delivering to this recognizer's handlers before
    /// `deliver`.
    func sealed() -> [GesturePart<Value>] {
        let (changed, ended, resets) = (self.changed, self.ended, self.resets)
        return parts.map { part in
            { event, deliver in
                part(event) { phase, value in
                    switch phase {
                    case .changed:
                        for handler in changed { handler(value) }
                    case .ended:
                        for handler in ended { handler(value) }
                        for reset in resets { reset() }
                    }
                    deliver(phase, value)
                }
            }
        }
    }

    /// This recognizer's sealed parts, delivering `transform`ed values.
    func map<Other>(_ transform: @escaping (Value) -> Other) -> GestureRecognizer<Other> {
        var mapped = GestureRecognizer<Other>(
            parts: sealed().map { part in
                { event, deliver in part(event) { phase, value in deliver(phase, transform(value)) } }
            })
        mapped.recognizesDrags = recognizesDrags
        mapped.longestTapSeries = longestTapSeries
        return mapped
    }

    /// Offers `event` to the parts, in order, until one takes it. Called on
    /// a view's recognizer, whose parts are sealed already (``map(_:)``):
    /// it has no handlers of its own to wrap them in.
    func handle(_ event: GestureEvent) -> Bool {
        assert(changed.isEmpty && ended.isEmpty && resets.isEmpty, "handle(_:) takes a sealed recognizer")
        for part in parts where part(event, { _, _ in }) {
            return true
        }
        return false
    }

    /// Whether a part recognizes drags (the view then takes a drag that
    /// starts on it).
    var recognizesDrags = false

    /// The most clicks in a series a part recognizes: a series goes on
    /// after a shorter one is taken (a double tap after a single one) and
    /// starts again after this one.
    var longestTapSeries = 0
}

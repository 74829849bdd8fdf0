import Foundation

/// A click, or `count` clicks in a row, of the left button.
///
/// ```swift
/// Text("Open").gesture(TapGesture(count: 2).onEnded { open() })
/// ```
///
/// As ``View/onTapGesture(count:perform:)``: clicks count as one series
/// while each follows the last within half a second.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The clicks the gesture needs.
    public var count: Int

    /// A gesture of `count` clicks.
    public init(count: Int = 1) {
        self.count = max(count, 1)
    }

    func recognizer() -> GestureRecognizer<Void> {
        let count = count
        var recognizer = GestureRecognizer<Void>(parts: [
            { event, deliver in
                guard case .tap(let clicks, _, _) = event, clicks == count else { return false }
                deliver(.ended, ())
                return true
            }
        ])
        recognizer.longestTapSeries = count
        return recognizer
    }
}

/// A tap that reports where it happened.
///
/// ```swift
/// Board().gesture(SpatialTapGesture().onEnded { value in place(at: value.location) })
/// ```
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the tap happened: `x` the column, `y` the row.
    public struct Value: Equatable, Sendable {
        /// The clicked cell, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The clicks the gesture needs.
    public var count: Int
    /// The space the location is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` clicks reporting their cell in `coordinateSpace`
    /// (`.local`, `.global` or `.named(name)`: the nearest view around
    /// named `name`, the screen when none is).
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(count, 1)
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` clicks reporting their cell in `coordinateSpace`
    /// (`.local`, `.global`, `.named(_:)`, `.scrollView`).
    ///
    /// ```swift
    /// Cell().gesture(SpatialTapGesture(coordinateSpace: .named("board")).onEnded { mark($0.location) })
    /// ```
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func recognizer() -> GestureRecognizer<Value> {
        let (count, space) = (count, coordinateSpace)
        var recognizer = GestureRecognizer<Value>(parts: [
            { event, deliver in
                guard case .tap(let clicks, let location, let origins) = event, clicks == count else { return false }
                deliver(.ended, Value(location: origins.convert(location, to: space)))
                return true
            }
        ])
        recognizer.longestTapSeries = count
        return recognizer
    }
}

/// A long press: in a terminal, a click of the right button.
///
/// ```swift
/// Photo().gesture(LongPressGesture().onEnded { _ in showInfo() })
/// ```
///
/// Reports `true` while pressing (`onChanged`) and `true` when it ends.
/// `minimumDuration` and `maximumDistance` are accepted: a terminal
/// reports no press duration.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// Accepted.
    public var minimumDuration: Double
    /// Accepted.
    public var maximumDistance: CGFloat

    /// A long press.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizer() -> GestureRecognizer<Bool> {
        GestureRecognizer(parts: [
            { event, deliver in
                guard case .longPress = event else { return false }
                deliver(.changed, true)
                deliver(.ended, true)
                return true
            }
        ])
    }
}

/// A move of the mouse with the left button held, starting on the view.
///
/// ```swift
/// Knob()
///     .offset(x: position + drag)
///     .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation.width }
///                           .onEnded { value in position += value.translation.width })
/// ```
///
/// Terminals report the pointer in whole cells, so every point of a value
/// is a cell (`x` the column, `y` the row) and `minimumDistance` counts in
/// cells: the drag starts once the pointer has been that far from where
/// the button went down (one cell for the default of 10 points; 0 starts
/// it when the button goes down). `onChanged` runs for each reported move,
/// `onEnded` when the button is released.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where a drag started and where it is.
    public struct Value: Equatable, Sendable {
        /// The time of the event.
        public var time: Date
        /// The pointer's cell.
        public var location: CGPoint
        /// The cell where the button went down.
        public var startLocation: CGPoint
        /// The pointer's cell when the drag stops, as far as a terminal
        /// can tell: `location`.
        public var predictedEndLocation: CGPoint { location }
        /// The move from the start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The move from the start when the drag stops: `translation`.
        public var predictedEndTranslation: CGSize { translation }
        /// The speed of the pointer: a terminal reports none, so zero.
        public var velocity: CGSize { .zero }
    }

    /// How far, in cells, the pointer moves before the drag starts (see
    /// the type's documentation).
    public var minimumDistance: CGFloat
    /// The space the locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance`, reported in `coordinateSpace`
    /// (`.local`, `.global` or `.named(name)`: the nearest view around
    /// named `name`, the screen when none is).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag starting after `minimumDistance`, reported in `coordinateSpace`
    /// (`.local`, `.global`, `.named(_:)`, `.scrollView`).
    ///
    /// ```swift
    /// Knob().gesture(DragGesture(coordinateSpace: .named("track")).onChanged { move(to: $0.location.x) })
    /// ```
    ///
    /// The locations are converted with the view's place when the drag
    /// started, as the other spaces are.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func recognizer() -> GestureRecognizer<Value> {
        let threshold = minimumDistance < 10 ? minimumDistance : 1
        let space = coordinateSpace
        var recognizer = GestureRecognizer<Value>(parts: [
            { event, deliver in
                guard case .drag(let drag) = event else { return false }
                guard drag.farthest >= threshold else { return drag.isEnded }
                let points = drag.points(in: space)
                let value = Value(time: Date(), location: points.location, startLocation: points.start)
                deliver(drag.isEnded ? .ended : .changed, value)
                return true
            }
        ])
        recognizer.recognizesDrags = true
        return recognizer
    }
}

/// A pinch: a terminal has none, so the gesture is accepted and never fires.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The scale of a pinch.
    public struct Value: Equatable, Sendable {
        /// The scale from the start.
        public var magnification: CGFloat
        /// The time of the event.
        public var time: Date
    }

    /// A pinch starting after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    func recognizer() -> GestureRecognizer<Value> { GestureRecognizer(parts: []) }
}

/// A pinch, as older SwiftUI names it: accepted, never fires.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// A pinch starting after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    func recognizer() -> GestureRecognizer<CGFloat> { GestureRecognizer(parts: []) }
}

/// A two-finger rotation: a terminal has none, so the gesture is accepted
/// and never fires.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The angle of a rotation.
    public struct Value: Equatable, Sendable {
        /// The angle from the start.
        public var rotation: Angle
        /// The time of the event.
        public var time: Date
    }

    /// A rotation starting after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    func recognizer() -> GestureRecognizer<Value> { GestureRecognizer(parts: []) }
}

/// A rotation, as older SwiftUI names it: accepted, never fires.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// A rotation starting after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    func recognizer() -> GestureRecognizer<Angle> { GestureRecognizer(parts: []) }
}

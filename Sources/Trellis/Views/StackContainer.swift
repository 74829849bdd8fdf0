/// A container that arranges its content's views along an axis (`VStack`,
/// `HStack`).
@MainActor
protocol StackContainer: ContentContainer {
    /// The axis the subviews are arranged along.
    static var axis: Axis { get }

    /// The cells between adjacent subviews.
    var cellSpacing: Int { get }

    /// Where subviews sit across the axis: 0 leading/top, 1 centre, 2 trailing/bottom.
    var crossAlignment: Int { get }
}

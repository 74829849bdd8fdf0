/// A container that arranges its content's views along an axis (`VStack`,
/// `HStack`).
@MainActor
protocol StackContainer: ContentContainer {
    /// The axis the subviews are arranged along.
    static var axis: Axis { get }

    /// The cells between adjacent subviews.
    var cellSpacing: Int { get }

    /// The guide subviews line up on across the axis.
    var crossAlignment: AlignmentKey { get }
}

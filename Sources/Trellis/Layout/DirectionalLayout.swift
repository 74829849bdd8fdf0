/// A layout that arranges its subviews along one axis, as a stack does:
/// spacers and dividers inside it follow that axis.
///
/// ```swift
/// HStackLayout { Text("a"); Spacer(); Text("b") }   // the spacer is horizontal
/// ```
@MainActor
protocol DirectionalLayout {
    /// The axis the subviews are arranged along, or `nil` when none
    /// (an ``AnyLayout`` holding a layout that is not directional).
    var axis: Axis? { get }
}

extension VStackLayout: DirectionalLayout {
    var axis: Axis? { .vertical }
}

extension HStackLayout: DirectionalLayout {
    var axis: Axis? { .horizontal }
}

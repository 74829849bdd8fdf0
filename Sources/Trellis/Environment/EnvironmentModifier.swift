/// A modifier that computes the environment of its content.
@MainActor
protocol EnvironmentModifier: ViewModifier where Body == Never {
    /// Applies the modifier's change to `values`.
    func apply(to values: inout EnvironmentValues)

    /// The modifier's name in source, for graph descriptions.
    static var modifierName: String { get }
}

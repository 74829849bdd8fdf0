extension View {
    /// Accepted for source compatibility: changes to `value` apply at once.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
        modifier(_PassthroughModifier(kind: "animation"))
    }

    /// Accepted for source compatibility: changes apply at once (SwiftUI
    /// deprecates this form for ``animation(_:value:)``).
    ///
    /// ```swift
    /// Circle().frame(width: size).animation(.easeInOut)
    /// ```
    ///
    /// Cost: a pass-through node.
    public func animation(_ animation: Animation?) -> some View {
        modifier(_PassthroughModifier(kind: "animation"))
    }

    /// Accepted for source compatibility: changes apply at once.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "transaction"))
    }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
    /// The usual header.
    case standard
    /// A larger header.
    case increased
}

extension View {
    /// How prominent section headers inside are; accepted (headers are bold
    /// either way).
    ///
    /// ```swift
    /// Section("Favourites") { … }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}

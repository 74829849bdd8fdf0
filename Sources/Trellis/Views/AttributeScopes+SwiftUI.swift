import Foundation

extension AttributeScopes {
    /// The attributes `Text(_:)` draws from an `AttributedString` beyond
    /// Foundation's: the text colour.
    ///
    /// ```swift
    /// var warning = AttributedString("Low battery")
    /// warning.foregroundColor = .orange
    /// Text(warning)
    /// ```
    ///
    /// Holds Foundation's attributes too, so one scope names all a text
    /// reads. The colour is not `Codable`: it is dropped when the string
    /// is encoded.
    public struct SwiftUIAttributes: AttributeScope {
        /// The colour of the characters.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's attributes (`link`, `inlinePresentationIntent`, …).
        public let foundation: FoundationAttributes

        /// The key of a run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
    }

    /// The attributes `Text(_:)` draws (``SwiftUIAttributes``).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives an `AttributedString` the SwiftUI attributes as properties
    /// (`string.foregroundColor = .red`).
    public subscript<Attribute: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, Attribute>
    ) -> Attribute {
        self[Attribute.self]
    }
}

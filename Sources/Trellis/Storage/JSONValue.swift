/// A JSON value as ``JSONReader`` reads it: what a storage file is made of.
///
/// ```swift
/// let value = JSONReader.value(of: Array(#"{"int": 3}"#.utf8))
/// value?["int"]   // .number("3")
/// ```
///
/// Numbers keep their literal text, so an integer is read as an `Int`
/// exactly (no detour through `Double`) and a double as the `Double` closest
/// to it. An object keeps its members in file order; ``subscript(_:)``
/// finds the last member with a name, as a decoder that takes the last of
/// duplicate names does.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its literal text (`-12`, `0.5`, `1e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object's members in file order.
    case object([(name: String, value: JSONValue)])

    /// The value of this object's last member named `name`; `nil` when it
    /// has none or this is not an object. Cost: O(members).
    subscript(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.name == name }?.value
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        default: false
        }
    }
}

/// A value that mirrors where the keyboard focus is, read and written by the
/// views that declare it.
///
/// ```swift
/// enum Field { case name, password }
/// struct Login: View {
///     @State private var name = ""
///     @State private var password = ""
///     @FocusState private var field: Field?
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name).focused($field, equals: .name)
///             SecureField("Password", text: $password).focused($field, equals: .password)
///             Button("Next") { field = .password }
///         }
///     }
/// }
/// ```
///
/// Bind it to views with `.focused(_:)` (a `Bool`) or `.focused(_:equals:)`
/// (any `Hashable`, usually an optional enum). When the user moves the focus
/// (Tab, a click), the value follows: the bound value of the view that holds
/// the focus, otherwise the reset value (`false` or `nil`). Writing the value
/// moves the focus to the first focusable view inside the view bound to that
/// value; writing the reset value takes the focus away. Like `@State`, the
/// storage lives as long as the declaring view's identity.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let resetValue: Value
    private var cell: StateCell<Value>?

    /// A focus state that reads `false` when its view does not hold the focus.
    public init() where Value == Bool {
        resetValue = false
    }

    /// A focus state that reads `nil` when none of its views holds the focus.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        resetValue = nil
    }

    /// Where the focus is, as this state's views see it.
    @MainActor public var wrappedValue: Value {
        get { cell?.value ?? resetValue }
        nonmutating set { cell?.value = newValue }
    }

    /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
    @MainActor public var projectedValue: Binding {
        Binding(cell: cell ?? StateCell(resetValue), resetValue: resetValue)
    }

    /// A focus state passed to `.focused(_:)`, `.focused(_:equals:)` or to a
    /// child view.
    ///
    /// ```swift
    /// struct NameField: View {
    ///     @FocusState.Binding var isFocused: Bool
    ///     var body: some View { TextField("Name", text: .constant("")).focused($isFocused) }
    /// }
    /// ```
    @propertyWrapper
    public struct Binding {
        let cell: StateCell<Value>
        let resetValue: Value

        /// The focus state's value.
        @MainActor public var wrappedValue: Value {
            get { cell.value }
            nonmutating set { cell.value = newValue }
        }

        /// This binding, for passing on.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let state = field.assumingMemoryBound(to: FocusState<Value>.self)
        if let existing = storage {
            state.pointee.cell = unsafeDowncast(existing, to: StateCell<Value>.self)
        } else {
            let cell = StateCell(state.pointee.resetValue)
            storage = cell
            state.pointee.cell = cell
        }
    }

    static func describe(storage: AnyObject?) -> String? {
        guard let storage else { return nil }
        return String(describing: unsafeDowncast(storage, to: StateCell<Value>.self).untrackedValue)
    }
}

extension FocusState: InputComparableProperty {
    /// Focus state is storage, not an input.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool { true }
}

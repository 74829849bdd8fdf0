/// The kinds of field whose Return runs an `.onSubmit` action.
///
/// ```swift
/// TextField("Search", text: $query).onSubmit(of: .search) { run(query) }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates triggers from their raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `.onSubmit` action and the fields it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions in effect here, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user presses Return in a text field inside
    /// this view.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $name); SecureField("Password", text: $password) }
    ///     .onSubmit { signIn() }
    /// ```
    ///
    /// Nested `.onSubmit` actions all run, the innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in
            actions.insert(SubmitAction(triggers: triggers, action: action), at: 0)
        }
    }
}

extension View {
    /// Keeps Return in the text fields inside this view from reaching the
    /// `.onSubmit` actions set outside it, while `isBlocking` is true.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Name", text: $name)
    ///     Section { TextField("Note", text: $note) }.submitScope()   // Return here does not sign up
    /// }
    /// .onSubmit { signUp() }
    /// ```
    ///
    /// `.onSubmit` actions set inside the scope still run. Cost: one
    /// environment value, emptied for the views inside.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if isBlocking {
                actions.removeAll()
            }
        }
    }
}

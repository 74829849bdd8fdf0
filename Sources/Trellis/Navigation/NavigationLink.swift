/// A button that pushes a value or a view on the enclosing
/// ``NavigationStack``.
///
/// ```swift
/// NavigationLink("Details", value: recipe)              // shown by .navigationDestination(for: Recipe.self)
/// NavigationLink(destination: Settings()) { Text("Settings") }
/// ```
///
/// It is a ``Button`` (focusable, Return, Space and clicks activate it). A
/// value is appended to the stack's path; a view is pushed above the path's
/// screens. Outside a navigation stack, or with a `nil` value, it does
/// nothing. In a split view's sidebar (or content column) it selects its
/// row when its `List` has a selection of its value's type, and otherwise
/// shows its destination in the next column (``NavigationSplitView``).
/// In a `List` or a `Form` it is a row, as in SwiftUI: the label,
/// then a faint `›` at the row's right edge, the whole row reversed while
/// focused; elsewhere it is drawn in the button style around it. Cost: a
/// button's.
public struct NavigationLink<Label: View, Destination: View>: View {
    let value: AnyHashable?
    let destination: Destination?
    let label: Label
    @Environment(\.navigation) private var navigation
    @Environment(\.listDecoration) private var listDecoration
    @Environment(\.isInForm) private var isInForm
    @Environment(\.splitColumn) private var splitColumn

    /// The link's button: a row with a chevron in a list or a form.
    public var body: some View {
        if listDecoration != nil || isInForm {
            Button(action: push) {
                HStack(spacing: 1) {
                    label.layoutPriority(1)
                    Spacer(minLength: 0)
                    Text("›").foregroundStyle(.secondary)
                }
            }
            .buttonStyle(.plain)
        } else {
            Button(action: push) { label }
        }
    }

    private func push() {
        if let value, let splitColumn, let listDecoration, listDecoration.select(value) {
            splitColumn.didSelect(listDecoration.clearSelection)
            return
        }
        if let splitColumn {
            if let value, let navigation {
                splitColumn.show(navigation.view(for: value))
            } else if let destination {
                splitColumn.show(AnyView(destination))
            }
            return
        }
        if let value {
            navigation?.pushValue(value)
        } else if let destination {
            navigation?.pushView(AnyView(destination))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that pushes `value`, which the stack shows with the
    /// destination registered for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value.map { AnyHashable($0) }
        self.destination = nil
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link titled with a localized key that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Creates a link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.destination = destination
        self.label = label()
    }

    /// Creates a link that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled with a localized key that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// Creates a link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// Creates a link titled with a localized key that pushes `destination`
    /// (the older form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link titled `title` that pushes `destination` (the older
    /// form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

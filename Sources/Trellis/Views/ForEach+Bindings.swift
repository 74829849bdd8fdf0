extension ForEach where Content: View {
    /// Creates one view per element of a bound collection, each handed a
    /// binding to its element, identified by the element's `id`.
    ///
    /// ```swift
    /// @State private var todos: [Todo]
    /// List { ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) } }
    /// ```
    ///
    /// A row's binding finds its element by ID wherever it moves
    /// (``ElementBindings``), so removing an element while its row is on
    /// screen never reads another element's index, in a stack, a lazy
    /// stack or a `List` alike. Cost: as `ForEach(todos)`, plus, per
    /// element evaluated, a binding allocated and the bound collection read
    /// twice (its element and its ID), and an O(1) check of the element's
    /// position per binding read.
    @inlinable @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == ElementBindings<C, C.Element.ID>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(
            data: ElementBindings(base: data, identify: { $0.id }),
            identify: { $0.wrappedValue.id },
            content: content)
    }

    /// Creates one view per element of a bound collection, each handed a
    /// binding to its element, identified by the property at `id`.
    ///
    /// ```swift
    /// ForEach($settings, id: \.key) { $setting in Toggle(setting.key, isOn: $setting.isOn) }
    /// ```
    ///
    /// Identify rows by something an edit does not change: an edit that
    /// changes a row's ID makes it another row (`ForEach($names, id: \.self)`
    /// around a `TextField` of the name gives every keystroke a new row, and
    /// the field loses the focus), as in SwiftUI.
    @inlinable @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == ElementBindings<C, ID> {
        self.init(
            data: ElementBindings(base: data, identify: { $0[keyPath: id] }),
            identify: { $0.wrappedValue[keyPath: id] },
            content: content)
    }
}

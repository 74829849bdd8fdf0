/// Outlines over a bound tree: `OutlineGroup($files, children: \.children)
/// { $file in … }` hands each row a binding to its element, so a row edits
/// the tree in place.
///
/// ```swift
/// OutlineGroup($folders, children: \.children) { $folder in
///     TextField("Name", text: $folder.name)
/// }
/// ```
///
/// A row's binding finds its element by ID among its parent's children
/// (as `ForEach($items)`'s do), so a row keeps editing its own element when
/// others are inserted, removed or moved, and a row whose element left
/// reads the value it last had; the rows are keyed by ID, so an element
/// keeps its row, its state and its expansion while the tree is edited. The group reads the bound collection when its rows
/// are built, so the view that made the group does not depend on the tree.
/// Cost: the outline's, plus a binding per visible element.
extension OutlineGroup {
    /// An outline of a bound collection's elements, identified by `id`,
    /// each with the children at `children` (`nil` for a leaf), each row
    /// handed a binding to its element.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        let identify: (E) -> ID = { $0[keyPath: id] }
        self.init(
            elements: { Array(ElementBindings(base: data, identify: identify)) }, id: { $0.wrappedValue[keyPath: id] },
            children: { Self.children(of: $0, at: children, identify: identify) }, content: content)
    }

    /// An outline of a bound element and its descendants, identified by
    /// `id`, each row handed a binding to its element.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        let identify: (E) -> ID = { $0[keyPath: id] }
        self.init(
            elements: { [root] }, id: { $0.wrappedValue[keyPath: id] },
            children: { Self.children(of: $0, at: children, identify: identify) }, content: content)
    }

    /// Bindings to the children of `element`'s binding, each finding its
    /// child by ID; `nil` for a leaf.
    @MainActor
    private static func children<C: MutableCollection & RandomAccessCollection, E>(
        of element: Binding<E>, at children: WritableKeyPath<E, C?>, identify: @escaping (E) -> ID
    ) -> [Binding<E>]? where E == C.Element {
        Binding(element[dynamicMember: children]).map { Array(ElementBindings(base: $0, identify: identify)) }
    }
}

extension OutlineGroup {
    /// An outline of a bound collection's identifiable elements, each with
    /// the children at `children` (`nil` for a leaf), each row handed a
    /// binding to its element.
    ///
    /// ```swift
    /// OutlineGroup($tasks, children: \.subtasks) { $task in
    ///     Toggle(task.title, isOn: $task.isDone)
    /// }
    /// ```
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element, ID == E.ID {
        self.init(data, id: \E.id, children: children, content: content)
    }

    /// An outline of a bound identifiable element and its descendants,
    /// each row handed a binding to its element.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element, ID == E.ID {
        self.init(root, id: \E.id, children: children, content: content)
    }
}

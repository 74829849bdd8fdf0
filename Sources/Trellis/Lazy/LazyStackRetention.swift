/// How many scrolled-out rows a lazy stack keeps alive, with their state.
///
/// A row that scrolls out of view disappears (its `onDisappear` runs, its
/// tasks are cancelled) but its node and `@State` stay in the stack's
/// retention cache; scrolling it back in appears it again with its state.
/// Beyond the limit the least recently shown row is destroyed, and comes
/// back with fresh state. The default keeps ``defaultLimit`` rows: about
/// two screens of a tall terminal, a few hundred kilobytes for typical rows.
///
/// ```swift
/// ScrollView { LazyVStack { ForEach(items) { Row($0) } } }
///     .lazyRowRetention(0)   // scrolled-out rows lose their state at once
/// ```
public enum LazyStackRetention {
    /// The rows a lazy stack keeps after they scroll out: 128.
    public static let defaultLimit = 128
}

/// The key of `EnvironmentValues.lazyRowRetention`.
struct LazyRowRetentionKey: EnvironmentKey {
    static let defaultValue = LazyStackRetention.defaultLimit
}

extension EnvironmentValues {
    /// How many scrolled-out rows the lazy stacks here keep alive with
    /// their state (`.lazyRowRetention(_:)`); ``LazyStackRetention/defaultLimit``
    /// by default.
    public var lazyRowRetention: Int {
        get { self[LazyRowRetentionKey.self] }
        set { self[LazyRowRetentionKey.self] = max(0, newValue) }
    }
}

extension View {
    /// Sets how many scrolled-out rows the lazy stacks in this view keep
    /// alive with their state; a row evicted beyond it comes back fresh.
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }.lazyRowRetention(500)
    /// ```
    ///
    /// Cost: each retained row keeps its nodes and state in memory.
    public func lazyRowRetention(_ rows: Int) -> some View {
        environment(\.lazyRowRetention, rows)
    }
}

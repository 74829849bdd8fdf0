/// The environment a graph gives its whole tree: the host's values (scene
/// phase, size classes), and the readers of keys no ancestor set.
extension Graph {
    /// Changes values of the environment the whole tree inherits; only the
    /// views that read a changed value re-evaluate, in the next update.
    ///
    /// ```swift
    /// graph.setHostEnvironment { $0.scenePhase = .inactive }
    /// ```
    ///
    /// The change is made on a copy of the host's values that links to the
    /// base environment, not to `hostEnvironment` itself: a value entry made
    /// by the change links to what it was set on, and `hostEnvironment`
    /// keeps the new entries, so linking them to it would be a reference
    /// cycle that kept every host's values (and the objects in them) alive
    /// after the graph was released.
    func setHostEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var values = EnvironmentValues(
            head: ModifierEnvironmentEntry(entries: hostEnvironment.values, next: baseEnvironment.head))
        change(&values)
        hostEnvironment.replaceValues(with: values.entries(above: baseEnvironment), in: self)
    }

    /// The value of the environment the whole tree inherits.
    var hostValues: EnvironmentValues { EnvironmentValues(head: hostEnvironment) }

    /// Records the node being evaluated as a reader of `key`'s default value.
    func recordDefaultEnvironmentRead(of key: ObjectIdentifier) {
        if let readers = lastDefaultEnvironmentReaders, readers.key == key {
            readers.dependents.recordRead()
            return
        }
        if let readers = defaultEnvironmentReaders[key] {
            lastDefaultEnvironmentReaders = readers
            readers.dependents.recordRead()
            return
        }
        let made = DefaultEnvironmentReaders(key: key)
        defaultEnvironmentReaders[key] = made
        lastDefaultEnvironmentReaders = made
        made.dependents.recordRead()
    }

    /// Invalidates the readers of `key`'s default value: the texts that
    /// read the default text style for its key.
    func invalidateDefaultEnvironmentReaders(of key: ObjectIdentifier) {
        if key == ObjectIdentifier(TextEnvironmentKey.self) {
            defaultTextStyleReaders.invalidate()
        }
        defaultEnvironmentReaders[key]?.dependents.invalidate()
    }
}

/// Collections compared by storage identity rather than by `==` (ARCHITECTURE.md, “The graph”):
/// equal storage means equal contents; different storage counts as changed.
protocol StorageIdentifiedCollection {}

extension Array: StorageIdentifiedCollection {}

extension ContiguousArray: StorageIdentifiedCollection {}

extension ArraySlice: StorageIdentifiedCollection {}

extension Set: StorageIdentifiedCollection {}

extension Dictionary: StorageIdentifiedCollection {}

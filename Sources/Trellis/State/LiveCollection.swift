/// A collection whose elements are read from elsewhere each time they are
/// accessed, such as ``ElementBindings`` reading through a binding:
/// ``frozen()`` gives a copy that keeps the elements as they are now.
///
/// A lazy stack builds its segments from a frozen copy, so the row count
/// it keeps and the rows it reads by index agree until its next update,
/// even when the data behind the binding changed in between (a task
/// removed elements, and a key press reads rows before the update):
///
/// ```
/// segments built: 5 rows     a task removes 2 elements     ↓ reads row 4 of the frozen 5: no crash
/// ```
@MainActor
protocol LiveCollection {
    /// A copy holding the elements as they are now. Reading them records
    /// the dependencies a read of the collection records.
    func frozen() -> Self
}

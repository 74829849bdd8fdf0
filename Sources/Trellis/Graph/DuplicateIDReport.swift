/// The one diagnostic for an ID that occurs more than once in a keyed
/// container's data (`ForEach`, a lazy stack), given once per container.
///
/// ```swift
/// duplicates.report(id, container: "ForEach<[Item], Int, …>", toldApartBy: "their order", in: graph)
/// // ForEach<[Item], Int, …>: the ID 3 occurs more than once in the data. Rows with the same ID
/// // are told apart by their order, so their state can move between them; give each element a unique ID.
/// ```
///
/// Cost: nothing after the first report.
struct DuplicateIDReport {
    private var hasReported = false

    /// Reports `id` through `graph`'s diagnostics, the first time only;
    /// `container` is evaluated only then.
    @MainActor
    mutating func report(
        _ id: Any, container: @autoclosure () -> String, toldApartBy distinction: String, in graph: Graph
    ) {
        guard !hasReported else { return }
        hasReported = true
        graph.diagnose(
            "\(container()): the ID \(id) occurs more than once in the data. "
                + "Rows with the same ID are told apart by \(distinction), so their state can move between them; "
                + "give each element a unique ID.")
    }
}

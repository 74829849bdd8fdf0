import CTrellisTestSupport
import Trellis

/// Measures the memory one stateful row of a non-lazy stack keeps: the
/// bytes the allocator hands out to mount `Fixtures.StatefulTree` (a
/// `VStack` of N `StatefulLeaf`s, each a `@State` and a `Text`), less what
/// mounting an empty one takes (the host, its screens, the stack), divided
/// by N.
///
/// ```
/// warm-up: mount and release N rows (metadata, comparators, caches)
/// a = allocated · mount 0 rows · b = allocated · release
/// c = allocated · mount N rows · d = allocated · release
/// bytes per row = ((d − c) − (b − a)) / N
/// ```
///
/// The allocator's own statistics (`mallinfo2` with glibc,
/// `malloc_zone_statistics` on Apple systems) count the bytes in use
/// exactly, so a run gives the same figure every time; it includes the
/// allocator's per-block overhead (8 bytes a block with glibc) and the
/// capacity arrays keep beyond their count, as the resident memory does.
/// What ran before in the process still moves it by under 1% (1,417 bytes
/// a row after the whole `--quick` run, 1,423 alone): glibc serves a large
/// block, such as the stack's children, from a mapping of its own, rounded
/// to pages, until it has freed one, then from the heap. The warm-up
/// mounts and releases the same tree, so that running the measurement
/// alone and after `mount-stateful` agree.
enum StatefulMemoryMeasurement {
    /// The name of the line it prints, for `rows` rows.
    static func name(rows: Int) -> String { "mount-stateful-memory/\(rows)" }

    /// Measures `rows` rows and returns a line for the report.
    @MainActor
    static func run(rows: Int) -> String {
        withExtendedLifetime(TestHost { Fixtures.StatefulTree(count: rows) }) {}
        let (empty, _) = allocatedBytes(mounting: 0)
        let (full, nodes) = allocatedBytes(mounting: rows)
        let perRow = Double(full - empty) / Double(rows)
        let nodesPerRow = Double(nodes) / Double(rows)
        return "\(name(rows: rows)): \(format(perRow)) bytes per stateful row "
            + "(\(format(nodesPerRow)) nodes a row; \(Harness.bytes(full)) for \(rows) rows, "
            + "\(Harness.bytes(empty)) for none)"
    }

    /// The bytes that mounting `Fixtures.StatefulTree(count: rows)` in a new
    /// host allocated and kept, and the host's live nodes.
    @MainActor
    private static func allocatedBytes(mounting rows: Int) -> (bytes: Int, liveNodes: Int) {
        let before = trellis_test_allocated_bytes()
        let host = TestHost { Fixtures.StatefulTree(count: rows) }
        let after = trellis_test_allocated_bytes()
        return withExtendedLifetime(host) { (Int(after) - Int(before), host.statistics.liveNodes) }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

import Foundation

/// A grapheme cluster in four bytes, so that a ``Cell`` is plain data: a
/// buffer of cells is cleared, copied and compared like memory, with no
/// reference counting per cell.
///
/// ```
/// "a"   → 0x61            (a single scalar is stored as itself)
/// "é"   → 0xE9
/// "👨‍👩‍👧" → 0x8000_0003     (a cluster of several scalars: flag bit + index into the table)
/// ```
///
/// A cluster of several scalars (ZWJ sequences, flags, a letter with
/// combining marks) is interned in a process-wide table the first time it is
/// drawn and keeps its index for the life of the process, so equal clusters
/// have equal values. The table grows with the number of *distinct*
/// multi-scalar clusters ever drawn, which is small in practice; looking a
/// cluster up takes a lock, storing a single scalar takes none.
struct Grapheme: Hashable, Sendable {
    private let value: UInt32

    private static let clusterFlag: UInt32 = 0x8000_0000

    /// A space, the content of an empty cell.
    static let space = Grapheme(scalarValue: 0x20)

    private init(scalarValue: UInt32) {
        value = scalarValue
    }

    /// The grapheme of an ASCII byte (below 0x80).
    init(ascii byte: UInt8) {
        value = UInt32(byte & 0x7F)
    }

    /// The grapheme of `character`. Cost: O(1) for one scalar; a hash
    /// look-up under a lock for a cluster of several.
    init(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            value = UInt32(byte)
            return
        }
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            value = first.value
        } else {
            value = Self.clusterFlag | GraphemeTable.shared.index(of: String(character))
        }
    }

    /// The cluster as a character.
    var character: Character {
        guard value & Self.clusterFlag != 0 else {
            return Character(Unicode.Scalar(value) ?? " ")
        }
        return Character(GraphemeTable.shared.cluster(at: value & ~Self.clusterFlag))
    }

    /// The byte of an ASCII character, `nil` for anything else.
    var asciiValue: UInt8? { value < 0x80 ? UInt8(value) : nil }

    /// Whether the grapheme is a space.
    var isSpace: Bool { value == 0x20 }

    /// The number of UTF-8 bytes of the cluster.
    var utf8Count: Int {
        value < 0x80 ? 1 : String(character).utf8.count
    }
}

/// The process-wide table of multi-scalar grapheme clusters behind
/// ``Grapheme``: append-only, guarded by a lock.
final class GraphemeTable: @unchecked Sendable {
    static let shared = GraphemeTable()

    private let lock = NSLock()
    private var clusters: [String] = []
    private var indexes: [String: UInt32] = [:]

    /// The index of `cluster`, added if it is new.
    func index(of cluster: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[cluster] {
            return index
        }
        let index = UInt32(clusters.count)
        clusters.append(cluster)
        indexes[cluster] = index
        return index
    }

    /// The cluster at `index`.
    func cluster(at index: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return Int(index) < clusters.count ? clusters[Int(index)] : " "
    }
}

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
/// combining marks) is interned in a process-wide, bounded table
/// (``GraphemeTable``) the first time it is drawn, so equal clusters drawn
/// close together have equal values; looking a cluster up takes a lock,
/// storing a single scalar takes none.
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

    /// The grapheme of one scalar, without building a `Character`: a
    /// box-drawing cell such as a scroll bar's `│` is a constant.
    ///
    /// ```
    /// Grapheme(scalar: "│") == Grapheme("│")
    /// ```
    init(scalar: Unicode.Scalar) {
        value = scalar.value
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

    /// The scalar of a grapheme of one scalar, `nil` for a cluster of
    /// several: read without building a `Character`.
    var scalar: Unicode.Scalar? {
        value & Self.clusterFlag == 0 ? Unicode.Scalar(value) : nil
    }

    /// The byte of an ASCII character, `nil` for anything else.
    var asciiValue: UInt8? { value < 0x80 ? UInt8(value) : nil }

    /// Whether the grapheme is a space.
    var isSpace: Bool { value == 0x20 }

    /// The number of UTF-8 bytes of the cluster.
    var utf8Count: Int {
        if value < 0x80 {
            return 1
        }
        if let scalar {
            return UTF8.width(scalar)
        }
        return String(character).utf8.count
    }
}

/// The process-wide table of multi-scalar grapheme clusters behind
/// ``Grapheme``, bounded: it keeps two *generations* of clusters, and when
/// the current one is full it becomes the previous one and the oldest is
/// dropped.
///
/// ```
/// capacity 3:   "é" → g0·0   "ñ" → g0·1   "👍🏽" → g0·2        (generation 0 full)
///               "🇫🇷" → g1·0                                (g0 is now the previous one)
///               "é" → g1·1   (drawn again: interned again, in the current generation)
///               … g1 full, "x̃" → g2·0: g0 is dropped; a g0 value now reads as "�"
/// ```
///
/// A value is the generation (15 bits, wrapping) and the index in it (16
/// bits). Why this is safe for drawing: a frame draws every changed cell
/// in the current generation, and cells are compared by value, so a cell
/// of an older generation differs from any new one and is written again;
/// a value is only read back as text when its cell is written, which
/// happens for freshly drawn cells. So a value read as "�" needs a cell
/// kept undrawn while two generations of distinct clusters (32,768, or
/// 2 MiB of them) were drawn elsewhere, and one equal by mistake needs a
/// generation to come round again (2^15 generations later). Memory: at
/// most two generations, each at most ``capacity`` clusters and
/// ``byteCapacity`` bytes of them.
final class GraphemeTable: @unchecked Sendable {
    static let shared = GraphemeTable()

    /// What a value of a dropped generation reads as.
    static let dropped = "\u{FFFD}"

    private static let indexBits: UInt32 = 16
    private static let generationMask: UInt32 = 0x7FFF

    /// The most clusters in one generation.
    let capacity: Int
    /// The most UTF-8 bytes of clusters in one generation.
    let byteCapacity: Int

    private let lock = NSLock()
    private var generation: UInt32 = 0
    private var clusters: [String] = []
    private var bytes = 0
    private var indexes: [String: UInt32] = [:]
    private var previousClusters: [String] = []

    /// A table of generations of at most `capacity` clusters (at most
    /// 65,536) and `byteCapacity` bytes.
    init(capacity: Int = 16_384, byteCapacity: Int = 1 << 20) {
        precondition((1...(1 << Self.indexBits)).contains(capacity) && byteCapacity > 0)
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The value of `cluster` (its generation and index; 31 bits), added
    /// to the current generation if it is not in it. Cost: one hash
    /// look-up under the lock.
    func index(of cluster: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[cluster] {
            return generation << Self.indexBits | index
        }
        let size = cluster.utf8.count
        if clusters.count == capacity || (bytes + size > byteCapacity && !clusters.isEmpty) {
            previousClusters = clusters
            clusters = []
            indexes = [:]
            bytes = 0
            generation = (generation + 1) & Self.generationMask
        }
        let index = UInt32(clusters.count)
        clusters.append(cluster)
        indexes[cluster] = index
        bytes += size
        return generation << Self.indexBits | index
    }

    /// The cluster of `value`: from the current or the previous
    /// generation, ``dropped`` for an older one.
    func cluster(at value: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        let index = Int(value & (1 << Self.indexBits - 1))
        let valueGeneration = value >> Self.indexBits & Self.generationMask
        let source =
            valueGeneration == generation
            ? clusters : valueGeneration == (generation &- 1) & Self.generationMask ? previousClusters : []
        return index < source.count ? source[index] : Self.dropped
    }

    /// The number of clusters held, both generations. Cost: O(1).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return clusters.count + previousClusters.count
    }
}

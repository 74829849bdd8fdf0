import Foundation

/// One column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``): a fixed
/// size, a flexible share of the space, or as many tracks of at least a
/// minimum size as fit.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 12))]       // as many 12-column tracks as fit
/// let columns = [GridItem(.fixed(4)), GridItem(.flexible())]
/// ```
///
/// Sizes are in cells (a column is one unit wide, a row one unit high).
public struct GridItem: Hashable, Sendable {
    /// How a grid item sizes its tracks.
    public enum Size: Hashable, Sendable {
        /// One track of exactly this size.
        case fixed(CGFloat)
        /// One track sharing the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item sizes its tracks.
    public var size: Size
    /// The space after the item's tracks, or `nil` for the default (one
    /// column between columns, none between rows).
    public var spacing: CGFloat?
    /// Where a cell sits in its track, or `nil` for the centre.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks of a grid along its sized axis, resolved from its items for
/// a length.
///
/// Worked example: items `[.fixed(4), .adaptive(minimum: 6)]`, spacing 1,
/// in 30 columns. The fixed track and the spacing after it take 5, leaving
/// 25 for the adaptive item: tracks of at least 6 with 1 between fit 3 times
/// (6 + 1 + 6 + 1 + 6 = 20 ≤ 25, a fourth needs 27), each widened to
/// (25 − 2) / 3 = 7 (the remainder, 2, goes one each to the first tracks):
/// tracks 4, 8, 8, 7 at offsets 0, 5, 14, 23.
struct GridTracks {
    /// Each track's length and the item it came from.
    let lengths: [Int]
    let items: [GridItem]
    let spacings: [Int]

    /// The tracks of `items` in `length` cells (`nil`: each at its minimum),
    /// `defaultSpacing` apart where an item does not say.
    init(items: [GridItem], length: Int?, defaultSpacing: Int) {
        var lengths: [Int] = []
        var owners: [GridItem] = []
        var spacings: [Int] = []
        func spacing(_ item: GridItem) -> Int { (item.spacing ?? CGFloat(defaultSpacing)).wholeCells }
        // The fixed tracks and the spacing after every item but the last
        // are set aside; what is left is shared among the other items.
        var reserved = items.dropLast().reduce(0) { $0 + spacing($1) }
        var shares = 0
        for item in items {
            if case .fixed(let size) = item.size {
                reserved += max(size.wholeCells, 0)
            } else {
                shares += 1
            }
        }
        var remaining = max((length ?? 0) - reserved, 0)
        for item in items {
            switch item.size {
            case .fixed(let size):
                lengths.append(max(size.wholeCells, 0))
                owners.append(item)
                spacings.append(spacing(item))
            case .flexible(let minimum, let maximum):
                let share = length == nil ? minimum.wholeCells : remaining / max(shares, 1)
                let track = max(min(max(share, minimum.wholeCells), maximum.isFinite ? maximum.wholeCells : Int.max), 1)
                lengths.append(track)
                owners.append(item)
                spacings.append(spacing(item))
                remaining -= track
                shares -= 1
            case .adaptive(let minimum, let maximum):
                let share = length == nil ? minimum.wholeCells : remaining / max(shares, 1)
                let gap = spacing(item)
                let least = max(minimum.wholeCells, 1)
                let count = max(1, (share + gap) / (least + gap))
                let available = share - gap * (count - 1)
                for index in 0..<count {
                    var track = available / count + (index < available % count ? 1 : 0)
                    track = min(max(track, least), maximum.isFinite ? maximum.wholeCells : Int.max)
                    lengths.append(track)
                    owners.append(item)
                    spacings.append(gap)
                }
                remaining -= share
                shares -= 1
            }
        }
        if let last = spacings.indices.last {
            spacings[last] = 0
        }
        self.lengths = lengths
        self.items = owners
        self.spacings = spacings
    }

    /// The offset of each track from the first.
    var offsets: [Int] {
        var offset = 0
        return lengths.indices.map { index in
            defer { offset += lengths[index] + spacings[index] }
            return offset
        }
    }

    /// The length of every track and the spacing between them.
    var total: Int { zip(lengths, spacings).reduce(0) { $0 + $1.0 + $1.1 } }
}

import Foundation

/// A grid whose columns are ``GridItem``s, filled row by row: SwiftUI's
/// `LazyVGrid`.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
///         ForEach(photos) { PhotoCell(photo: $0) }
///     }
/// }
/// ```
///
/// Cells take the columns left to right, then the next row; each row is as
/// tall as its tallest cell, each cell offered its column's width and
/// placed in it at its item's alignment (centred by default). Columns are
/// 1 column apart and rows `spacing` rows apart (0 by default). Every cell
/// is built, as in a stack: for thousands of cells in a scroll view, a
/// `LazyVStack` of rows builds only what is shown. Cost: O(cells) per layout.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, its content aligned at `alignment` in the
    /// grid's width, rows `spacing` apart.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The cells in a grid layout.
    public var body: some View {
        ItemGridLayout(items: columns, axis: .vertical, lineSpacing: (spacing ?? 0).wholeCells) { content }
    }
}

/// A grid whose rows are ``GridItem``s, filled column by column: SwiftUI's
/// `LazyHGrid`, for a horizontal scroll view.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) { ForEach(tags) { Text($0) } }
/// }
/// ```
///
/// Cells take the rows top to bottom, then the next column; each column is
/// as wide as its widest cell. Every cell is built. Cost: O(cells) per layout.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, columns `spacing` apart (1 by default).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The cells in a grid layout.
    public var body: some View {
        ItemGridLayout(items: rows, axis: .horizontal, lineSpacing: (spacing ?? 1).wholeCells) { content }
    }
}

/// The views of a lazy stack's sections that stay at the edges of the
/// scroll view's visible area while their rows scroll: SwiftUI's
/// `PinnedScrollableViews`.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders, .sectionFooters]) {
///         ForEach(days) { day in
///             Section { ForEach(day.events) { Text($0.title) } } header: { Text(day.name) } footer: { Text(day.summary) }
///         }
///     }
/// }
/// ```
///
/// `LazyVStack` and `LazyHStack` pin the header of the section whose rows
/// scroll under the start of the visible area at that start, over the
/// rows, until the next section pushes it out, and the footer of the
/// section at the end likewise. `LazyVGrid` and `LazyHGrid` build every
/// cell and accept the set without pinning. Cost: O(log sections) per
/// placement of a stack that pins; nothing otherwise.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates a set from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The layout of `LazyVGrid` and `LazyHGrid`: tracks from the items along
/// `axis`'s cross axis (columns of a vertical grid), lines of cells along
/// `axis`, `lineSpacing` apart.
///
/// ```
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 6))]) in 20 columns, 5 cells
/// tracks: (20 + 1) / (6 + 1) = 3 of 6 each (6 + 1 + 6 + 1 + 6 = 20)
/// row 0: cells 0 1 2 at columns 0, 7, 14; row 1: cells 3 4
/// ```
struct ItemGridLayout: Layout {
    let items: [GridItem]
    let axis: Axis
    let lineSpacing: Int

    /// The tracks for `proposal` across the axis; no items count as one
    /// flexible item, so every cell has a track.
    private func tracks(for proposal: ProposedViewSize) -> GridTracks {
        let across = axis == .vertical ? proposal.width : proposal.height
        return GridTracks(
            items: items.isEmpty ? [GridItem()] : items, length: across.map { $0.isFinite ? $0.wholeCells : Int.max / 4 },
            defaultSpacing: axis == .vertical ? 1 : 0)
    }

    /// What each cell is offered (its track's length across the axis).
    private func proposal(forTrackOf length: Int) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: CGFloat(length), height: nil) : ProposedViewSize(width: nil, height: CGFloat(length))
    }

    /// Each cell's size in its track, measured once, and the length along
    /// the axis of each line of cells (its longest cell's).
    private func measure(_ tracks: GridTracks, subviews: Subviews) -> (sizes: [CellSize], lines: [Int]) {
        let count = tracks.lengths.count
        var sizes: [CellSize] = []
        var lines: [Int] = []
        sizes.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let measured = subview.sizeThatFits(proposal(forTrackOf: tracks.lengths[index % count]))
            let size = CellSize(width: measured.width.wholeCells, height: measured.height.wholeCells)
            sizes.append(size)
            let length = axis == .vertical ? size.height : size.width
            if index % count == 0 {
                lines.append(length)
            } else {
                lines[lines.count - 1] = max(lines[lines.count - 1], length)
            }
        }
        return (sizes, lines)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(for: proposal)
        let lines = measure(tracks, subviews: subviews).lines
        let along = lines.reduce(0, +) + max(lines.count - 1, 0) * lineSpacing
        let across = tracks.total
        return axis == .vertical
            ? CGSize(width: CGFloat(across), height: CGFloat(along)) : CGSize(width: CGFloat(along), height: CGFloat(across))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = tracks(for: proposal)
        let (sizes, lines) = measure(tracks, subviews: subviews)
        let offsets = tracks.offsets
        let count = tracks.lengths.count
        var lineStart = 0
        for (index, subview) in subviews.enumerated() {
            let track = index % count
            let line = index / count
            if track == 0, line > 0 {
                lineStart += lines[line - 1] + lineSpacing
            }
            let trackLength = tracks.lengths[track]
            let frame =
                axis == .vertical
                ? CellSize(width: trackLength, height: lines[line]) : CellSize(width: lines[line], height: trackLength)
            let size = sizes[index]
            let origin = (tracks.items[track].alignment ?? .center).origin(
                of: CellSize(width: min(size.width, frame.width), height: min(size.height, frame.height)), in: frame)
            let x = (axis == .vertical ? offsets[track] : lineStart) + origin.column
            let y = (axis == .vertical ? lineStart : offsets[track]) + origin.row
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(x), y: bounds.minY + CGFloat(y)), anchor: .topLeading,
                proposal: self.proposal(forTrackOf: trackLength))
        }
    }
}

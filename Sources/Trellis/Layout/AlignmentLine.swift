/// Subviews lined up on one guide across one axis: where each starts and how
/// long the group is (SwiftUI's rule: the guides meet on one line, and the
/// container's bounds are the union of the aligned subviews).
///
/// Each subview's guide value is in cells from its own start; the line sits
/// at the largest value, each subview starts at the line minus its value
/// (rounded down, toward the top-leading corner), and the group is as long
/// as its furthest end:
///
/// ```
/// VStack(alignment: .leading) { "abc"; "de".alignmentGuide(.leading) { _ in 2 } }
/// guides [0, 2], lengths [3, 2] → line at 2 → offsets [2, 0], length 5
/// .center, widths [4, 1] → guides [2, 0.5] → offsets [0, 1] (as (4 − 1) / 2)
/// ```
///
/// Cost: O(n). Used by `StackLayout` (stacks), `ZStackNode` and the stack
/// layouts only when a subview sets a guide or the guide is custom; the
/// others keep their position arithmetic (`Alignment.offset`).
struct AlignmentLine {
    /// Each subview's start, from the group's start.
    let offsets: [Int]
    /// The group's length: the furthest end of a subview.
    let length: Int

    init(guides: [CGFloat], lengths: [Int]) {
        let line = guides.max() ?? 0
        var offsets: [Int] = []
        offsets.reserveCapacity(guides.count)
        var length = 0
        for index in guides.indices {
            let offset = Int((line - guides[index]).rounded(.down))
            offsets.append(offset)
            length = max(length, offset + lengths[index])
        }
        self.offsets = offsets
        self.length = length
    }
}

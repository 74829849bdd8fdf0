/// A sequence kept as two arrays meeting at a gap where the last edit was,
/// so that edits near one another cost what they change, wherever they are.
///
/// ```swift
/// var text = GapBuffer(Array("hello world"))
/// text.replaceSubrange(5..<5, with: [","])   // moves the gap to 5, appends
/// text.replaceSubrange(6..<6, with: ["!"])   // the gap is there already: O(1)
/// Array(text)                                // "hello,! world"
/// ```
///
/// The elements before the gap are `front` in order; those after it are
/// `back` in reverse, so the element after the gap is `back.last`. Moving
/// the gap from 2 to 4 in `[a b | c d e]` moves `c` and `d`:
///
/// ```
/// front [a b]       back [e d c]    gap at 2
/// front [a b c d]   back [e]        gap at 4   (two removeLast/append)
/// ```
///
/// Cost: reading an element is O(1) (one comparison more than an array);
/// an edit moves the gap by its distance from the last edit, then removes
/// and inserts what it changes. Typing at the end, or again and again in
/// the middle of a megabyte, is O(1) per key; an array would move
/// everything after the edit each time.
struct GapBuffer<Element>: RandomAccessCollection {
    /// The elements before the gap, in order.
    private var front: [Element]
    /// The elements after the gap, last first.
    private var back: [Element] = []

    /// The elements of `elements`, with the gap at the end.
    init(_ elements: [Element] = []) {
        front = elements
    }

    var startIndex: Int { 0 }

    var endIndex: Int { front.count + back.count }

    subscript(position: Int) -> Element {
        position < front.count ? front[position] : back[back.count - 1 - (position - front.count)]
    }

    /// Replaces the elements in `range` with `elements`: moves the gap to
    /// `range.lowerBound`, drops the replaced elements from after it and
    /// appends the new ones before it.
    mutating func replaceSubrange(_ range: Range<Int>, with elements: some Collection<Element>) {
        moveGap(to: range.lowerBound)
        back.removeLast(range.count)
        front.append(contentsOf: elements)
    }

    /// Puts the gap at `position`, moving the elements between.
    private mutating func moveGap(to position: Int) {
        while front.count > position {
            back.append(front.removeLast())
        }
        while front.count < position {
            front.append(back.removeLast())
        }
    }
}

extension GapBuffer: Equatable where Element: Equatable {
    /// Equal when the elements are, wherever the gaps are.
    static func == (lhs: GapBuffer, rhs: GapBuffer) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

import Foundation

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, what `.onDelete` hands its
    /// action.
    ///
    /// ```swift
    /// List { ForEach(todos) { … }.onDelete { todos.remove(atOffsets: $0) } }
    /// ```
    ///
    /// Offsets past the end are ignored. Cost: O(n) per offset.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they stand, in order, before
    /// the element that was at `destination` (at the end when it is
    /// `count`) — what `.onMove` hands its action.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0], toOffset: 3)   // ["b", "c", "a", "d"]
    /// letters.move(fromOffsets: [3], toOffset: 0)   // ["d", "b", "c", "a"]
    /// ```
    ///
    /// Offsets outside the collection are ignored. Cost: O(n).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() where offset < target && !moving.contains(offset) {
            reordered.append(element)
        }
        reordered.append(contentsOf: moving.map { elements[$0] })
        for (offset, element) in elements.enumerated() where offset >= target && !moving.contains(offset) {
            reordered.append(element)
        }
        var position = startIndex
        for element in reordered {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

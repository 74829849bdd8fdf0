/// The length of the longest strictly increasing subsequence of `values`,
/// in O(n log n) (patience sorting).
///
/// ```
/// [3, 0, 1]       → 2   ([0, 1])
/// [0, 1, 2, 3]    → 4   (already in order: nothing moved)
/// [3, 2, 1, 0]    → 1   (reversed: three moves)
/// ```
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    values.withUnsafeBufferPointer { values in
        var isIncreasing = true
        for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
            isIncreasing = false
            break
        }
        if isIncreasing {
            return values.count
        }
        let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: values.count)
        defer { tails.deallocate() }
        var length = 0
        for value in values {
            if length > 0, tails[length - 1] < value {
                tails[length] = value
                length += 1
                continue
            }
            var low = 0
            var high = length
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            tails[low] = value
            if low == length {
                length += 1
            }
        }
        return length
    }
}

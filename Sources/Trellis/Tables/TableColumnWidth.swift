/// How wide a table column wants to be, in cells: what `.width(_:)` and
/// `.width(min:ideal:max:)` say, or nothing (a share of the room left).
struct TableColumnWidth: Equatable {
    var min: Int?
    var ideal: Int?
    var max: Int?

    /// A column with no width of its own: it shares the room the others leave.
    static let flexible = TableColumnWidth()

    /// A column `width` cells wide.
    static func fixed(_ width: Int) -> TableColumnWidth {
        TableColumnWidth(min: width, ideal: width, max: width)
    }

    /// The width this column takes before sharing: its ideal (or its fixed
    /// width), kept between its bounds; `nil` when it only shares.
    private var preferred: Int? {
        ideal.map { clamp($0) }
    }

    /// `width` kept between the column's bounds.
    private func clamp(_ width: Int) -> Int {
        Swift.max(Swift.min(width, max ?? width), min ?? 0)
    }

    /// The widths of columns laid side by side in `available` cells with
    /// `spacing` cells between them.
    ///
    /// 1. A column with a fixed or ideal width takes it (kept between its bounds).
    /// 2. The others share what is left equally, each kept between its
    ///    bounds; what a bounded column does not take goes to the rest, and
    ///    the cells a division leaves over go to the first columns.
    /// 3. Columns that do not fit are cut at the right edge, down to none.
    ///
    /// ```
    /// [fixed 5, flexible, flexible] in 20 with spacing 1 → [5, 7, 6]
    /// [fixed 5, max 3, flexible]    in 20 with spacing 1 → [5, 3, 10]
    /// [fixed 12, fixed 12]          in 20 with spacing 1 → [12, 7]
    /// ```
    ///
    /// Cost: O(columns²) at worst (each round fixes at least one column).
    static func resolve(_ widths: [TableColumnWidth], in available: Int, spacing: Int) -> [Int] {
        guard !widths.isEmpty else { return [] }
        var result = widths.map { $0.preferred ?? 0 }
        var open = widths.indices.filter { widths[$0].preferred == nil }
        var remaining = Swift.max(available - spacing * (widths.count - 1) - result.reduce(0, +), 0)
        while !open.isEmpty {
            let share = remaining / open.count
            let bounded = open.filter { widths[$0].clamp(share) != share }
            guard !bounded.isEmpty else {
                for (position, index) in open.enumerated() {
                    result[index] = share + (position < remaining % open.count ? 1 : 0)
                }
                break
            }
            for index in bounded {
                result[index] = widths[index].clamp(share)
                remaining = Swift.max(remaining - result[index], 0)
            }
            open.removeAll { bounded.contains($0) }
        }
        var left = available
        for index in result.indices {
            result[index] = Swift.min(result[index], Swift.max(left, 0))
            left -= result[index] + spacing
        }
        return result
    }
}

extension CGFloat {
    /// This length in whole terminal cells: rounded to the nearest cell,
    /// negative lengths and NaN count as 0, and lengths beyond the largest
    /// terminal (including `.infinity`) are clamped to 65,535 cells.
    ///
    /// ```
    /// 1.4 → 1    1.5 → 2    -3 → 0    .infinity → 65535
    /// ```
    var wholeCells: Int {
        guard !isNaN else { return 0 }
        return Int(Swift.min(Swift.max(rounded(), 0), 65_535))
    }
}

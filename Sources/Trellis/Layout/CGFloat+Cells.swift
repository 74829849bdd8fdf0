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

    /// The length as a signed number of cells (a position or an offset):
    /// rounded half away from zero and clamped to ±65,535; NaN is 0.
    ///
    /// ```swift
    /// CGFloat(-2.5).signedWholeCells   // -3
    /// ```
    var signedWholeCells: Int {
        self < 0 ? -(-self).wholeCells : wholeCells
    }
}

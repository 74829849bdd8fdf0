extension View {
    /// Sets the text size of this view and its descendants.
    ///
    /// ```swift
    /// Preview().dynamicTypeSize(.xxxLarge)
    /// ```
    ///
    /// Views that read `\.dynamicTypeSize` see it; Trellis's fonts draw the
    /// same at every size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of this view and its descendants within
    /// `range`: a size outside it becomes the nearest size inside.
    ///
    /// ```swift
    /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// Badge().dynamicTypeSize(.large ... .accessibility2)
    /// ```
    ///
    /// An empty range leaves the size as it is. Cost: a walk over the
    /// twelve sizes when the modifier is made.
    public func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> some View
    where Range.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformEnvironment(\.dynamicTypeSize) { size in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            size = min(max(size, smallest), largest)
        }
    }
}

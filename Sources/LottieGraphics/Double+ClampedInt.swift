extension Double {
    /// The whole number (toward zero) nearest this value inside `range`: values outside it,
    /// infinities included, give its ends, and NaN gives `range.lowerBound`. Every conversion of
    /// a number that input controls into an `Int` goes through here, so none can trap.
    @inlinable @inline(__always)
    package func clampedInt(in range: ClosedRange<Int>) -> Int {
        guard !isNaN else { return range.lowerBound }
        if self <= Double(range.lowerBound) { return range.lowerBound }
        if self >= Double(range.upperBound) { return range.upperBound }
        return Int(self)
    }
}

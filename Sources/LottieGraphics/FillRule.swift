/// How a fill decides which regions of a self-overlapping path are inside.
package enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero (Lottie `r: 1`, the default).
    case nonZero
    /// Inside where the winding number is odd (Lottie `r: 2`).
    case evenOdd
}

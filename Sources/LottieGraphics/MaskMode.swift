/// How a mask combines with the masks before it (Lottie mask `mode`; `n` none is dropped by the model).
package enum MaskMode: Hashable, Sendable {
    /// `a`: acc + m − acc·m.
    case add
    /// `s`: acc·(1 − m).
    case subtract
    /// `i`: acc·m.
    case intersect
    /// `l`: max(acc, m).
    case lighten
    /// `d`: min(acc, m).
    case darken
    /// `f`: |acc − m|.
    case difference
}

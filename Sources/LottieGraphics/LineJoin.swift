/// The shape drawn where two stroked segments meet (Lottie `lj`).
package enum LineJoin: Hashable, Sendable {
    /// A sharp corner; falls back to ``bevel`` beyond the miter limit.
    case miter
    /// A circular arc of the stroke's half width.
    case round
    /// The corner cut straight across.
    case bevel
}

/// The shape drawn at the open ends of a stroked subpath (Lottie `lc`).
package enum LineCap: Hashable, Sendable {
    /// The stroke ends flush with the end point.
    case butt
    /// A half-disc of the stroke's half width.
    case round
    /// A half square extending half the width past the end point.
    case square
}

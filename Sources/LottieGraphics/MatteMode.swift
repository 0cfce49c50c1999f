/// How a matte source modulates its content (Lottie `tt`).
package enum MatteMode: Hashable, Sendable {
    /// Content alpha × source alpha (`tt: 1`).
    case alpha
    /// Content alpha × (1 − source alpha) (`tt: 2`).
    case alphaInverted
    /// Content alpha × Rec.709 luminance of the source's premultiplied colour (`tt: 3`).
    case luma
    /// Content alpha × (1 − luminance) (`tt: 4`).
    case lumaInverted
}

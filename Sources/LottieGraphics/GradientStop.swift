/// One colour stop of a gradient: a straight (not premultiplied) colour at an offset in 0...1.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits along the gradient, 0 (start) to 1 (end).
    public var offset: Double
    /// The colour at the stop, straight alpha.
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

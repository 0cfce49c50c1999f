/// One colour stop of a ``Gradient``: a straight (not premultiplied) colour at an offset in 0...1.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

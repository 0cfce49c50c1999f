/// An image used as paint: the pixels plus the map from image space (pixel units, origin at the
/// top-left corner) to the paint's local space. Sampled bilinearly; transparent outside.
public struct ImagePattern: Sendable, Equatable {
    public var image: ImageBitmap
    /// Image space → the local space of the shape being painted.
    public var transform: AffineTransform

    /// Creates an image pattern.
    public init(image: ImageBitmap, transform: AffineTransform = .identity) {
        self.image = image
        self.transform = transform
    }
}

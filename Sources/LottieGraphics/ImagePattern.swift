/// An image used as paint: the pixels plus the map from image space (pixel units, origin at the
/// top-left corner) to the paint's local space. Sampled bilinearly; transparent outside.
package struct ImagePattern: Sendable, Equatable {
    package var image: ImageBitmap
    /// Image space → the local space of the shape being painted.
    package var transform: AffineTransform

    /// Creates an image pattern.
    package init(image: ImageBitmap, transform: AffineTransform = .identity) {
        self.image = image
        self.transform = transform
    }
}

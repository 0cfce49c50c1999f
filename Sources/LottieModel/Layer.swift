import LottieGraphics

/// A layer of a composition (`layers[]` of the animation or of a precomposition).
package struct Layer: Sendable, Equatable {
    /// What the layer draws, by `ty`.
    package enum Content: Sendable, Equatable {
        /// `ty` 0: the precomposition `refId`, clipped to `w`×`h`, with optional time remap `tm`.
        case precomposition(referenceID: String, width: Double, height: Double, timeRemap: Property<Double>?)
        /// `ty` 1: a `sw`×`sh` rectangle of colour `sc` (`#rrggbb`, read once when decoding).
        case solid(width: Double, height: Double, color: Color)
        /// `ty` 2: the image asset `refId`.
        case image(referenceID: String)
        /// `ty` 3: nothing; exists to be a parent.
        case null
        /// `ty` 4: a shape list.
        case shapes([ShapeItem])
        /// `ty` 5: text. Boxed (`indirect`): text data is several times larger than the
        /// other cases, and every layer would otherwise carry its size.
        indirect case text(TextData)
        /// `ty` 13: a camera that projects the composition's 3D layers with perspective:
        /// `pe`, the zoom (distance from the camera to the plane drawn at 100 %, in pixels),
        /// and whether its transform's `a` is a point of interest it looks at (a two-node
        /// camera; without `a` it looks along its own z axis).
        case camera(zoom: Property<Double>?, hasPointOfInterest: Bool)
        /// `ty` 15: the data asset `refId` (JSON that expressions read through the layer);
        /// nothing drawn.
        case data(referenceID: String)
        /// Audio (6) and unknown types: nothing drawn.
        case other(type: Int)
    }

    /// `tt`: how this layer is matted by its matte source.
    package enum MatteMode: Int, Sendable, Equatable {
        case none = 0, alpha = 1, alphaInverted = 2, luma = 3, lumaInverted = 4
    }

    /// `ty` as written.
    package var type: Int
    package var content: Content
    /// `nm`
    package var name: String?
    /// `mn`
    package var matchName: String?
    /// `ind`: id within its layer list.
    package var index: Int?
    /// `parent`: `ind` of the parent layer in the same list.
    package var parentIndex: Int?
    /// `ip`, `op`: visible for inPoint ≤ t < outPoint, in the containing composition's frames.
    package var inPoint: Double
    package var outPoint: Double
    /// `st`: start time, offsets a precomp's children.
    package var startTime: Double
    /// `sr`: time stretch.
    package var timeStretch: Double
    /// `ks`
    package var transform: Transform
    /// `ao`
    package var isAutoOriented: Bool
    /// `ddd`
    package var is3D: Bool
    /// `hd`
    package var isHidden: Bool
    /// `bm`
    package var blendMode: LayerBlendMode
    /// `tt`
    package var matteMode: MatteMode
    /// `tp`: `ind` of the matte source; nil means the layer above.
    package var matteParent: Int?
    /// `td`: this layer is a matte source and is not drawn itself.
    package var isMatteSource: Bool
    /// `masksProperties`
    package var masks: [Mask]
    /// `ef`
    package var effects: [Effect]
    /// `sy`: layer styles, drawn after the effects.
    package var layerStyles: [LayerStyle]
    /// `ct`: collapse transform.
    package var collapsesTransform: Bool

    /// The name lottie-ios uses when `nm` is missing.
    package var displayName: String { name ?? "Layer" }
}

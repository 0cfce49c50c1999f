/// The bounds on the work one frame (or one walk of the layer tree) may take, whatever the
/// input, in one place. Precompositions whose layers all use the next precomposition
/// multiply the layers to visit exponentially under the depth limit, nested repeaters
/// multiply copies, and every copy multiplies path points, so each of these is counted for
/// the whole frame (LottieCore's `WorkBudget`), not per layer, and so are the pixels of the
/// offscreen layers the rasterizer composites (masks, mattes, blend modes, group opacity).
/// When one runs out, the frame is drawn with what fits and a diagnostic says where it
/// stopped. (Declared here, below both LottieCore and LottieRaster, so that they are in one place.)
package enum EvaluationLimits {
    /// Most layer instances (a layer, each time a precomposition shows it) visited for one
    /// frame or one walk. The largest corpus files use a few hundred.
    package static let maxLayerInstances = 5_000
    /// Most path elements (points of the shape layers' paths, repeater copies included) one
    /// frame may build (`check` over the corpus reaches none of these limits).
    package static let maxPathElements = 4_000_000
    /// Most draw nodes repeaters may copy in one frame (nested repeaters multiply).
    package static let maxRepeaterCopies = 100_000
    /// Most copies one repeater makes (its `c`).
    package static let maxCopiesPerRepeater = 1_000
    /// Most paths one shape layer may hold.
    package static let maxPathsPerLayer = 50_000
    /// Most pixels of offscreen layers (groups drawn apart and composited, matte sources
    /// included) one frame may rasterize: 16 layers of the largest canvas.
    package static let maxOffscreenPixels = 1 << 28
    /// Most parents followed up a parenting chain.
    package static let maxParentDepth = 64
}

/// The bounds on the work one frame (or one walk of the layer tree) may take, whatever the
/// input: precompositions whose layers all use the next precomposition multiply the layers
/// to visit exponentially under the depth limit, so the count of layer instances is bounded
/// too. Every walk of the precomposition tree (frame evaluation, the keypath tree, text
/// references) stops at the same number, and says so.
public enum EvaluationLimits {
    /// Most layer instances (a layer, each time a precomposition shows it) visited for one
    /// frame or one walk. The largest corpus files use a few hundred.
    public static let maxLayerInstances = 5_000
}

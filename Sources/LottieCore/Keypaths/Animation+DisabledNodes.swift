import LottieModel

extension Animation {
    /// This animation with the nodes at `paths` (from a ``KeypathTree``) switched off: layers
    /// hidden, shape items removed with what they hold. What lottie-ios's
    /// `setNodeIsEnabled(isEnabled: false, keypath:)` does.
    package func disablingNodes(at paths: [[NodeStep]]) -> Animation {
        guard !paths.isEmpty else { return self }
        var patcher = ModelPatcher(animation: self)
        for steps in paths { patcher.disable(steps) }
        return patcher.animation
    }
}

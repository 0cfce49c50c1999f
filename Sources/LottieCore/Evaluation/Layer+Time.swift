import LottieModel

extension Layer {
    /// The frame of a precomposition layer's own composition when its parent composition
    /// is at `frame`: the time remap `tm` (seconds, at `frameRate`) when present, otherwise
    /// `frame` shifted by the start time and divided by the time stretch.
    package func precompositionFrame(at frame: Double, frameRate: Double) -> Double {
        if case .precomposition(_, _, _, let timeRemap?) = content {
            return max(0, timeRemap.value(at: frame, default: 0)) * frameRate
        }
        return (frame - startTime) / timeStretch
    }
}

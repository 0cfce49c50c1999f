import LottieModel

extension Glyph.Precomposition {
    /// Whether the glyph shows at `frame` of the text layer's clock: from `ip` up to (not
    /// including) `op`, as a precomposition layer shows; without them, always.
    func isShown(at frame: Double) -> Bool {
        (inPoint ?? -.infinity) <= frame && frame < (outPoint ?? .infinity)
    }

    /// The frame of the glyph's precomposition when the text layer's clock is at `frame`:
    /// shifted by the start time `st` and divided by the time stretch `sr` (1 when absent or 0).
    func precompositionFrame(at frame: Double) -> Double {
        let stretch = timeStretch.flatMap { $0 != 0 && $0.isFinite ? $0 : nil } ?? 1
        return (frame - (startTime ?? 0)) / stretch
    }
}

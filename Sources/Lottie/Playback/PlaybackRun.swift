/// One play request in flight: a range of frames walked in one-way passes by a loop mode.
///
/// Pure state: `advance(frames:)` moves it on, `frame` says where it is. A pass runs from
/// `origin` to `destination`; reversing loop modes walk every other pass back.
struct PlaybackRun {
    /// Where every forward pass starts and ends.
    let origin: Double
    let destination: Double
    let loopMode: LottieLoopMode
    /// Position in passes: 0 at the origin, 1 at the end of the first pass.
    private(set) var position: Double

    /// A run over `origin...destination` starting at `start` (clamped into the range; a start at
    /// the destination restarts from the origin, so playing again at the end replays).
    init(origin: Double, destination: Double, loopMode: LottieLoopMode, start: Double) {
        self.origin = origin
        self.destination = destination
        self.loopMode = loopMode
        let length = abs(destination - origin)
        var offset = length > 0 ? (start - origin) / (destination - origin) : 0
        if !offset.isFinite || offset < 0 || offset >= 1 - Self.epsilon { offset = 0 }
        self.position = offset
    }

    /// Frames per pass.
    var passLength: Double { abs(destination - origin) }

    /// Whether the run has played all its passes (a zero-length range finishes at once).
    var isFinished: Bool {
        guard let limit = loopMode.passLimit else { return false }
        return passLength <= 0 || position >= limit - Self.epsilon
    }

    /// The frame the run shows now.
    var frame: Double {
        guard passLength > 0 else { return origin }
        var phase: Double
        if let limit = loopMode.passLimit, position >= limit - Self.epsilon {
            // Finished: forward modes rest at the end of their last (possibly partial) pass,
            // reversing ones back at the origin.
            let whole = limit.rounded(.down)
            let partial = limit - whole
            if loopMode.reverses {
                phase = whole.truncatingRemainder(dividingBy: 2) == 0 ? partial : 1 - partial
            } else {
                phase = partial > Self.epsilon ? partial : 1
            }
        } else {
            let pass = position.rounded(.down)
            phase = position - pass
            if loopMode.reverses, pass.truncatingRemainder(dividingBy: 2) == 1 { phase = 1 - phase }
        }
        return origin + (destination - origin) * phase
    }

    /// Moves on by `frames` animation frames (already scaled by the speed's magnitude).
    mutating func advance(frames: Double) {
        guard frames.isFinite, frames > 0, passLength > 0, !isFinished else { return }
        position += frames / passLength
        // Steps that should land on a pass boundary may fall a rounding error short of it.
        let nearest = position.rounded()
        if abs(position - nearest) < Self.epsilon { position = nearest }
        if let limit = loopMode.passLimit {
            position = min(position, limit)
        } else {
            // Endless modes: keep the position small so precision never degrades.
            let period: Double = loopMode.reverses ? 2 : 1
            position = position.truncatingRemainder(dividingBy: period)
        }
    }

    /// Tolerance for frame and pass arithmetic (marker frames converted through progress).
    static let epsilon = 1e-9
}

import Lottie

/// A part of the animation that playback stays inside, through pauses, resumes and seeks: a
/// marker's range, the span between two markers, or an A–B loop set at the playhead.
package struct PlayRange: Equatable, Sendable {
    package var from: Double
    package var to: Double
    /// What the status bar calls it: the marker's name, `A..B` for two markers, or `A-B`.
    package var name: String

    package init(from: Double, to: Double, name: String) {
        self.from = from
        self.to = to
        self.name = name
    }
}

extension PlayerUI {
    /// Plays a marker's range and keeps to it (an unknown marker changes nothing).
    package func playMarker(_ name: String) {
        guard let start = animation.frameTime(forMarker: name) else { return }
        let end = start + max(0, animation.durationFrameTime(forMarker: name) ?? 0)
        playRange = PlayRange(from: start, to: end, name: name)
        player.play(marker: name)
    }

    /// Plays from one marker's start (the current frame when nil) to another's, and keeps to it.
    package func playMarkers(from: String?, to: String) {
        guard let end = animation.frameTime(forMarker: to) else { return }
        let start = from.flatMap(animation.frameTime(forMarker:)) ?? player.realtimeAnimationFrame
        playRange = PlayRange(from: start, to: end, name: "\(from ?? "")..\(to)")
        player.play(fromMarker: from, toMarker: to)
    }

    /// Plays on from the current frame: inside the active range, or to the animation's end.
    func resume() {
        if let range = playRange {
            player.play(within: range.from, range.to)
        } else {
            player.play()
        }
    }

    /// Sets the A–B loop's start (`isStart`) or end at the playhead; the other end is the
    /// range's, or the animation's, and the two are put in order.
    func setLoopPoint(isStart: Bool) {
        let here = LottiePlayer.snapped(player.realtimeAnimationFrame)
        var from = playRange?.from ?? animation.startFrame
        var to = playRange?.to ?? animation.endFrame
        if isStart { from = here } else { to = here }
        if from > to { swap(&from, &to) }
        playRange = PlayRange(from: from, to: to, name: "A-B")
        if player.isAnimationPlaying { resume() }
    }

    /// Back to the whole animation.
    func clearRange() {
        playRange = nil
        if player.isAnimationPlaying { player.play() }
    }
}

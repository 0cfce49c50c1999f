import Foundation
import Lottie
import Testing

/// `LottiePlaybackMode` on a `LottieAnimationView`: each mode does what the `play` or `pause`
/// call it stands for does, and is remembered.
struct PlaybackModeTests {
    let animation = PlayerFixtures.animation()

    @Test func playingModesPlayTheirRanges() {
        let view = LottieAnimationView(animation: animation)
        let log = CompletionLog()
        view.setPlaybackMode(.playing(.fromFrame(10, toFrame: 20, loopMode: .playOnce)), completion: log.block)
        #expect(view.isAnimationPlaying && view.currentFrame == 20 && view.realtimeAnimationFrame == 10)
        view.advance(by: 1)
        #expect(log.calls == [true] && view.currentFrame == 20)
        view.play(.marker("middle", loopMode: .playOnce))
        #expect(view.realtimeAnimationFrame == 30 && view.currentFrame == 60)
        view.setPlaybackMode(.toProgress(1, loopMode: .playOnce))
        #expect(view.currentFrame == 90 && view.currentPlaybackMode == .toProgress(1, loopMode: .playOnce))
        view.setPlaybackMode(.toMarker("outro", loopMode: .loop))
        #expect(view.currentFrame == 60 && view.loopMode == .loop)
        view.setPlaybackMode(.playing(.markers(["intro", "outro"])))
        #expect(view.realtimeAnimationFrame == 0 && view.currentFrame == 30)
        view.setPlaybackMode(.playing(.fromMarker("intro", toMarker: "middle", loopMode: .playOnce)))
        #expect(view.currentFrame == 30)
    }

    @Test func pausedModesHoldTheirPosition() {
        let view = LottieAnimationView(animation: animation)
        let log = CompletionLog()
        view.play(completion: log.block)
        view.advance(by: 0.5)
        view.setPlaybackMode(.paused)
        #expect(log.calls == [false] && !view.isAnimationPlaying && abs(view.currentFrame - 15) < 1e-9)
        view.setPlaybackMode(.paused(at: .progress(0.5)))
        #expect(view.currentFrame == 45 && view.currentPlaybackMode == .paused(at: .progress(0.5)))
        view.setPlaybackMode(.paused(at: .marker("middle", position: .end)))
        #expect(view.currentFrame == 60)
        view.setPlaybackMode(.paused(at: .time(1)))
        #expect(view.currentFrame == 30)
    }
}

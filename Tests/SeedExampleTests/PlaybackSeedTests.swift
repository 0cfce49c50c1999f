import Foundation
import Lottie
import Testing

/// The playback examples of the seeds' README (`001_…`): "Playing Animations", "Animation
/// Settings" and "Using Markers", on a headless `LottieAnimationView` moved on with `advance(by:)`.
struct PlaybackSeedTests {
    func starAnimationView() throws -> LottieAnimationView {
        LottieAnimationView(animation: try SeedFixtures.toggle)
    }

    @Test func basicPlaying() throws {
        let starAnimationView = try starAnimationView()
        var stopped: [Bool] = []
        starAnimationView.play { (finished) in
            stopped.append(finished)/// Animation stopped
        }
        #expect(starAnimationView.isAnimationPlaying)
        starAnimationView.playToEnd()
        #expect(stopped == [true] && !starAnimationView.isAnimationPlaying)
        #expect(starAnimationView.currentFrame == 90)
    }

    @Test func playWithProgressTime() throws {
        let animationView = try starAnimationView()
        /// Play only the last half of an animation.
        animationView.play(fromProgress: 0.5, toProgress: 1)
        #expect(animationView.realtimeAnimationProgress == 0.5)
        animationView.advance(by: 0.5)
        #expect(abs(animationView.realtimeAnimationFrame - 60) < 1e-9)
    }

    @Test func playWithFrameTime() throws {
        let animationView = try starAnimationView()
        /// Play from frame 24 to 48 of an animation.
        animationView.play(fromFrame: 24, toFrame: 48)
        animationView.advance(by: 0.4)
        #expect(abs(animationView.realtimeAnimationFrame - 36) < 1e-9)
        animationView.playToEnd()
        #expect(animationView.currentFrame == 48)
    }

    @Test func playWithMarkerNames() throws {
        let animationView = try starAnimationView()
        let log = Completions()
        animationView.play(fromMarker: "ftue1_begin", toMarker: "ftue1_end", completion: log.block)
        #expect(animationView.realtimeAnimationFrame == 24)
        animationView.playToEnd()
        #expect(animationView.currentFrame == 48 && log.calls == [true])
        // If markers are not found the play command will exit.
        animationView.play(fromMarker: "ftue1_begin", toMarker: "no such marker", completion: log.block)
        #expect(!animationView.isAnimationPlaying && log.calls == [true, false] && animationView.currentFrame == 48)
    }

    @Test func stopAndPause() throws {
        let animationView = try starAnimationView()
        let log = Completions()
        animationView.play(completion: log.block)
        animationView.advance(by: 1)
        animationView.pause()
        /// Pauses the animation in its current state.
        #expect(log.calls == [false] && abs(animationView.currentFrame - 30) < 1e-9)
        animationView.play(completion: log.block)
        animationView.advance(by: 0.5)
        animationView.stop()
        /// Reset to its start frame.
        #expect(log.calls == [false, false] && animationView.currentFrame == 0)
    }

    /// lottie-ios's `currentFrame` while a request is in flight is the frame it ends on; the live
    /// one is `realtimeAnimationFrame`.
    @Test func currentFrameIsTheFinalFrameWhileInFlight() throws {
        let animationView = try starAnimationView()
        animationView.play(fromFrame: 10, toFrame: 70)
        animationView.advance(by: 1)
        #expect(animationView.currentFrame == 70)
        #expect(animationView.currentProgress == AnimationProgressTime(70.0 / 90.0))
        #expect(abs(animationView.currentTime - 70.0 / 30.0) < 1e-9)
        #expect(abs(animationView.realtimeAnimationFrame - 40) < 1e-9)
        #expect(abs(animationView.realtimeAnimationProgress - 40.0 / 90.0) < 1e-9)
        // Setting it stops the animation and shows that frame.
        animationView.currentFrame = 12
        #expect(!animationView.isAnimationPlaying && animationView.realtimeAnimationFrame == 12 && animationView.currentFrame == 12)
        animationView.currentTime = 1
        #expect(animationView.currentFrame == 30)
        animationView.currentProgress = 0.5
        #expect(animationView.currentFrame == 45)
    }

    @Test func loopModes() throws {
        let animationView = try starAnimationView()
        #expect(animationView.loopMode == .playOnce)
        /// Defaults to `playOnce`
        let log = Completions()
        animationView.loopMode = .repeat(2.5)
        animationView.play(fromFrame: 0, toFrame: 30, completion: log.block)
        animationView.playToEnd()
        #expect(log.calls == [true] && abs(animationView.currentFrame - 15) < 1e-9)
        animationView.play(fromFrame: 0, toFrame: 30, loopMode: .repeatBackwards(1), completion: log.block)
        #expect(animationView.loopMode == .repeatBackwards(1))  // a play's loop mode is stored
        animationView.playToEnd()
        #expect(log.calls == [true, true] && animationView.currentFrame == 0)
        animationView.play(fromFrame: 0, toFrame: 30, loopMode: .autoReverse)
        for _ in 0..<45 { animationView.advance(by: 1.0 / 30) }
        #expect(animationView.isAnimationPlaying && abs(animationView.realtimeAnimationFrame - 15) < 1e-6)
        animationView.loopMode = .loop
        animationView.play(fromFrame: 0, toFrame: 30)
        for _ in 0..<45 { animationView.advance(by: 1.0 / 30) }
        #expect(animationView.isAnimationPlaying && abs(animationView.realtimeAnimationFrame - 15) < 1e-6)
        let amount: Float = 2
        #expect(LottieLoopMode.repeat(amount) == .repeat(2))
    }

    @Test func animationSpeedAndRespectAnimationFrameRate() throws {
        let animationView = try starAnimationView()
        #expect(animationView.animationSpeed == 1 && !animationView.respectAnimationFrameRate)
        animationView.animationSpeed = 2
        animationView.play()
        animationView.advance(by: 0.25)
        #expect(abs(animationView.realtimeAnimationFrame - 15) < 1e-9)
        animationView.respectAnimationFrameRate = true
        animationView.advance(by: 0.01)
        #expect(animationView.realtimeAnimationFrame == 15)  // snapped to the file's frames
    }

    @Test func contentModes() throws {
        let animationView = try starAnimationView()
        animationView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(animationView.contentMode == .scaleAspectFit)
        // Fit: the 100×100 green background is centred, with transparent margins.
        var pixels = animationView.renderCurrentFrame()
        #expect(pixels.width == 200 && SeedFixtures.rgba(pixels, 10, 50)[3] == 0 && SeedFixtures.rgba(pixels, 60, 50) == [0, 255, 0, 255])
        animationView.contentMode = .scaleToFill
        pixels = animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 10, 50) == [0, 255, 0, 255])
        animationView.contentMode = .scaleAspectFill
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 10, 50) == [0, 255, 0, 255])
        animationView.contentMode = .topLeft
        pixels = animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 30, 50) == [0, 255, 0, 255] && SeedFixtures.rgba(pixels, 150, 50)[3] == 0)
    }

    @Test func readingMarkerTime() throws {
        let animation = try SeedFixtures.toggle
        let animationView = LottieAnimationView(animation: animation)
        #expect(animationView.progressTime(forMarker: "ftue1_end") == AnimationProgressTime(48.0 / 90.0))
        #expect(animationView.frameTime(forMarker: "ftue1_begin") == 24)
        #expect(animation.progressTime(forMarker: "ftue1_end") == 48.0 / 90.0)
        #expect(animation.frameTime(forMarker: "ftue1_begin") == 24)
        #expect(animationView.frameTime(forMarker: "missing") == nil)
    }

    @Test func emptyViewGivenAnAnimationLater() throws {
        let starAnimationView = LottieAnimationView()
        #expect(starAnimationView.animation == nil && starAnimationView.currentFrame == 0)
        starAnimationView.play()  // nothing to play: ends at once
        #expect(!starAnimationView.isAnimationPlaying)
        var loaded: [[String]] = []
        starAnimationView.animationLoaded = { _, animation in loaded.append(animation.markerNames) }
        let log = Completions()
        starAnimationView.animation = try SeedFixtures.toggle
        starAnimationView.loopMode = .loop
        starAnimationView.play(completion: log.block)
        starAnimationView.advance(by: 1)
        // Replacing the animation stops the request and shows the new one's start, keeping settings.
        starAnimationView.animation = try SeedFixtures.toggle
        #expect(log.calls == [false] && loaded.count == 2 && loaded[0] == loaded[1] && loaded[0].count == 6)
        #expect(starAnimationView.currentFrame == 0 && starAnimationView.loopMode == .loop)
        #expect(starAnimationView.intrinsicContentSize == CGSize(width: 100, height: 100))
    }
}

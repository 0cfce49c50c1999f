import Lottie
import Testing

@Suite struct LottiePlayerTests {
    let animation = PlayerFixtures.animation()

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func playRunsFromStartToEndOnceAndCompletes() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(completion: log.block)
        #expect(player.isAnimationPlaying)
        let frames = player.framesUntilStopped()
        #expect(frames.count == 90)
        #expect(frames.last == 90)
        #expect(log.calls == [true])
        #expect(!player.isAnimationPlaying)
    }

    @Test func playWhenAlreadyAtTheEndReplaysFromTheStart() {
        let player = LottiePlayer(animation: animation)
        player.currentFrame = 90
        player.play()
        player.advance(by: 1 / 30)
        #expect(abs(player.realtimeAnimationFrame - 1) < 1e-9)
    }

    @Test func playFromTheMiddleResumesThere() {
        let player = LottiePlayer(animation: animation)
        player.currentProgress = 0.5
        player.play()
        #expect(player.framesUntilStopped().count == 45)
    }

    @Test func reversedRangePlaysBackwardsOnce() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(fromFrame: 30, toFrame: 0, completion: log.block)
        #expect(player.realtimeAnimationFrame == 30)
        let frames = player.framesUntilStopped()
        #expect(close(frames, (0..<30).reversed().map(Double.init)))
        #expect(log.calls == [true])
    }

    @Test func negativeSpeedPlaysTheRangeFromItsEnd() {
        let player = LottiePlayer(animation: animation)
        player.animationSpeed = -1
        player.play(fromFrame: 0, toFrame: 10)
        #expect(player.realtimeAnimationFrame == 10)
        #expect(close(player.framesUntilStopped(), (0..<10).reversed().map(Double.init)))
    }

    @Test func speedScalesDuration() {
        let player = LottiePlayer(animation: animation)
        player.animationSpeed = 2
        player.play()
        #expect(player.framesUntilStopped().count == 45)
    }

    @Test func autoReverseTurnsAroundWithoutStallOrRepeatedEndFrame() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(fromFrame: 0, toFrame: 10, loopMode: .autoReverse, completion: log.block)
        let frames = player.frames(steps: 30)
        let expected: [Double] =
            Array(1...10).map(Double.init) + Array((0...9).reversed()).map(Double.init)
            + Array(1...10).map(Double.init)
        #expect(close(frames, expected))
        #expect(player.isAnimationPlaying)
        #expect(log.calls.isEmpty)
        #expect(player.loopMode == .autoReverse)
    }

    @Test func loopWrapsToTheStartForever() {
        let player = LottiePlayer(animation: animation)
        player.play(fromFrame: 0, toFrame: 10, loopMode: .loop)
        let frames = player.frames(steps: 12)
        #expect(close(Array(frames.suffix(3)), [0, 1, 2]))
        player.advance(by: 3600)
        #expect(player.isAnimationPlaying)
    }

    @Test(arguments: [1.0, -1.0])
    func repeatPlaysExactlyNTimes(speed: Double) {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.animationSpeed = speed
        player.play(fromFrame: 0, toFrame: 10, loopMode: .repeat(3), completion: log.block)
        let frames = player.framesUntilStopped()
        #expect(frames.count == 30)
        #expect(frames.last == (speed > 0 ? 10 : 0))
        #expect(frames.filter { $0 == (speed > 0 ? 10 : 0) }.count == 1)
        #expect(log.calls == [true])
    }

    @Test func fractionalRepeatStopsPartWay() {
        let player = LottiePlayer(animation: animation)
        player.play(fromFrame: 0, toFrame: 10, loopMode: .repeat(1.5))
        #expect(player.framesUntilStopped().count == 15)
        #expect(abs(player.realtimeAnimationFrame - 5) < 1e-9)
    }

    @Test(arguments: [1.0, -1.0])
    func repeatBackwardsPlaysNForwardAndBackCycles(speed: Double) {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.animationSpeed = speed
        player.play(fromFrame: 0, toFrame: 10, loopMode: .repeatBackwards(2), completion: log.block)
        let start = player.realtimeAnimationFrame
        let frames = player.framesUntilStopped()
        #expect(frames.count == 40)
        #expect(frames.last == start)
        #expect(log.calls == [true])
    }

    @Test func rangedPlayKeepsItsLoopMode() {
        let player = LottiePlayer(animation: animation)
        player.play(fromProgress: 0, toProgress: 0.5, loopMode: .loop)
        player.advance(by: 10)
        #expect(player.isAnimationPlaying)
        #expect(player.loopMode == .loop)
        player.play()
        player.advance(by: 10)
        #expect(player.isAnimationPlaying)
    }

    @Test func zeroDurationMarkerHoldsItsFrame() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(marker: "hold", completion: log.block)
        #expect(player.realtimeAnimationFrame == 45)
        #expect(!player.isAnimationPlaying)
        #expect(log.calls == [true])
        player.advance(by: 1)
        #expect(player.realtimeAnimationFrame == 45)
    }

    @Test func markerRangePlaysTmToTmPlusDr() {
        let player = LottiePlayer(animation: animation)
        player.play(marker: "middle")
        #expect(player.realtimeAnimationFrame == 30)
        #expect(close(player.framesUntilStopped(), (31...60).map(Double.init)))
    }

    @Test func jsonEncodedMarkerNamesPlay() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(marker: "remove_background", completion: log.block)
        #expect(player.realtimeAnimationFrame == 10)
        #expect(player.framesUntilStopped().last == 15)
        #expect(log.calls == [true])
    }

    @Test func fromMarkerToMarkerHonoursPlayEndMarkerFrame() {
        let player = LottiePlayer(animation: animation)
        player.play(fromMarker: "intro", toMarker: "outro", playEndMarkerFrame: false)
        #expect(player.framesUntilStopped().last == 59)
        player.play(fromMarker: "intro", toMarker: "outro")
        #expect(player.framesUntilStopped().last == 60)
    }

    @Test func unknownMarkersCompleteWithFalseAndDoNothing() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.currentFrame = 12
        player.play(marker: "nope", completion: log.block)
        player.play(fromMarker: "nope", toMarker: "outro", completion: log.block)
        player.play(toMarker: "nope", completion: log.block)
        #expect(log.calls == [false, false, false])
        #expect(player.realtimeAnimationFrame == 12)
        #expect(!player.isAnimationPlaying)
    }

    @Test func markerBoundariesSurviveFloatRounding() {
        // 10 / 97 is not exact in binary: progress -> frame comes back a hair under 10.
        let odd = PlayerFixtures.animation(outPoint: 97, markers: #"{"cm":"a","tm":10,"dr":7}"#)
        let player = LottiePlayer(animation: odd)
        player.respectAnimationFrameRate = true
        guard let progress = odd.progressTime(forMarker: "a") else { return #expect(Bool(false)) }
        player.play(fromProgress: progress, toProgress: 1)
        #expect(player.realtimeAnimationFrame == 10)
        player.pause(at: .progress(progress))
        #expect(player.realtimeAnimationFrame == 10)
        player.play(marker: "a")
        #expect(player.framesUntilStopped().first == 11)
    }

    @Test func playMarkersInSequenceCompletesOnceAtTheEnd() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(markers: ["remove_background", "missing", "hold", "intro"], completion: log.block)
        let frames = player.framesUntilStopped()
        #expect(frames.contains(45))
        #expect(frames.last == 30)
        #expect(log.calls == [true])
    }

    @Test func interruptionsCompleteWithFalseExactlyOnce() {
        let player = LottiePlayer(animation: animation)
        let first = CompletionLog()
        let second = CompletionLog()
        let third = CompletionLog()
        player.play(completion: first.block)
        player.advance(by: 0.5)
        player.play(marker: "middle", completion: second.block)
        player.pause()
        player.stop()
        #expect(first.calls == [false])
        #expect(second.calls == [false])
        #expect(player.realtimeAnimationFrame == 0)
        player.play(markers: ["intro", "middle"], completion: third.block)
        player.advance(by: 1.5)
        player.currentFrame = 5
        #expect(third.calls == [false])
        #expect(!player.isAnimationPlaying)
    }

    @Test func completionMayStartAnotherPlay() {
        let player = LottiePlayer(animation: animation)
        var chained = false
        player.play(fromFrame: 0, toFrame: 5) { finished in
            if finished { player.play(marker: "outro") { _ in chained = true } }
        }
        _ = player.framesUntilStopped()
        #expect(chained)
        #expect(player.realtimeAnimationFrame == 89)
    }

    @Test func reversingMidPlayKeepsTheFrameAndCompletion() {
        let player = LottiePlayer(animation: animation)
        let log = CompletionLog()
        player.play(completion: log.block)
        player.advance(by: 1)  // frame 30
        player.animationSpeed = -1
        #expect(abs(player.realtimeAnimationFrame - 30) < 1e-9)
        let frames = player.framesUntilStopped()
        #expect(frames.last == 0)
        #expect(frames.count == 30)
        #expect(log.calls == [true])
    }

    @Test func settersPauseAndClamp() {
        let player = LottiePlayer(animation: animation)
        player.play()
        player.currentTime = 1
        #expect(!player.isAnimationPlaying)
        #expect(player.realtimeAnimationFrame == 30)
        player.currentProgress = 7
        #expect(player.realtimeAnimationFrame == 90)
        player.pause(at: .marker("middle", position: .end))
        #expect(player.realtimeAnimationFrame == 60)
        player.currentFrame = .nan
        #expect(player.realtimeAnimationFrame == 60)
    }

    @Test func frameRateSnapping() {
        let player = LottiePlayer(animation: animation)
        player.play()
        player.advance(by: 0.05)  // 1.5 frames
        #expect(abs(player.realtimeAnimationFrame - 1.5) < 1e-9)
        player.respectAnimationFrameRate = true
        #expect(player.realtimeAnimationFrame == 1)
    }

    @Test func animationsNotStartingAtZero() {
        let shifted = PlayerFixtures.animation(inPoint: 100, outPoint: 130, markers: "")
        let player = LottiePlayer(animation: shifted)
        #expect(player.realtimeAnimationFrame == 100)
        player.play()
        #expect(player.framesUntilStopped().last == 130)
        #expect(player.realtimeAnimationProgress == 1)
    }

    @Test func loopModeArguments() {
        #expect(LottieLoopMode(argument: "repeat:3") == .repeat(3))
        #expect(LottieLoopMode(argument: "repeatBackwards:1.5") == .repeatBackwards(1.5))
        #expect(LottieLoopMode(argument: "autoReverse") == .autoReverse)
        #expect(LottieLoopMode(argument: "repeat:-1") == nil)
        #expect(LottieLoopMode(argument: "repeat:nan") == nil)
        #expect(LottieLoopMode(argument: "bounce") == nil)
        #expect(LottieLoopMode.repeat(2).description == "repeat:2")
    }
}

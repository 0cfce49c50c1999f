import Lottie
import TestSupport
import Testing

@Suite struct PlaybackClockTests {
    @Test func ticksReportElapsedSecondsCapped() {
        let manual = ManualClock()
        var clock = PlaybackClock(clock: manual, maximumStep: 0.25)
        #expect(clock.tick() == 0)
        manual.advance(by: .milliseconds(100))
        #expect(abs(clock.tick() - 0.1) < 1e-12)
        manual.advance(by: .seconds(30))
        #expect(clock.tick() == 0.25)
        clock.reset()
        manual.advance(by: .seconds(1))
        #expect(clock.tick() == 0)
    }

    @Test func drivesAPlayer() {
        let manual = ManualClock()
        var clock = PlaybackClock(clock: manual)
        let player = LottiePlayer(animation: PlayerFixtures.animation())
        player.play()
        _ = clock.tick()
        for _ in 0..<15 {
            manual.advance(by: .milliseconds(100))
            player.advance(by: clock.tick())
        }
        #expect(abs(player.realtimeAnimationFrame - 45) < 1e-6)
    }
}

import Foundation
import Lottie
import Testing

/// The README seed's "Animated Control", "Animated Switch" and "Animated Button" examples;
/// touches are sent with `sendActions(for:)`.
struct ControlSeedTests {
    @Test func animatedSwitchPlaysEachStatesRange() throws {
        let toggle = AnimatedSwitch(animation: try SeedFixtures.toggle)
        toggle.setProgressForState(fromProgress: 0, toProgress: 0.5, forState: true)
        toggle.setProgressForState(fromProgress: 0.5, toProgress: 1, forOnState: false)
        #expect(!toggle.isOn && toggle.animationView.currentProgress == 1)  // at rest: the off range's end
        var updates: [Bool] = []
        toggle.stateUpdated = { isOn in updates.append(isOn) }
        toggle.sendActions(for: .touchDown)
        #expect(toggle.state == .highlighted)
        toggle.sendActions(for: .touchUpInside)
        #expect(toggle.isOn && updates == [true] && toggle.animationView.realtimeAnimationProgress == 0)
        toggle.animationView.playToEnd()
        #expect(toggle.animationView.currentProgress == 0.5 && toggle.state == .normal)
        toggle.setIsOn(false, animated: false)
        #expect(toggle.animationView.currentProgress == 1)
    }

    @Test func animatedSwitchCancelReversesThePreviousRange() throws {
        let toggle = AnimatedSwitch(animation: try SeedFixtures.toggle)
        toggle.setProgressForState(fromProgress: 0, toProgress: 0.5, forOnState: true)
        toggle.setProgressForState(fromProgress: 0.5, toProgress: 1, forOnState: false)
        toggle.setIsOn(true, animated: true)
        toggle.animationView.advance(by: 0.5)  // mid-way through 0 → 0.5
        toggle.setIsOn(false, animated: true)  // plays the on range backwards: 0.5 → 0
        #expect(toggle.animationView.realtimeAnimationProgress == 0.5)
        toggle.animationView.advance(by: 0.5)
        #expect(toggle.animationView.realtimeAnimationProgress < 0.5)
        toggle.animationView.playToEnd()
        #expect(toggle.animationView.currentProgress == 1)  // then shows the off state's end
        toggle.cancelBehavior = .none
        #expect(!toggle.isOn)
    }

    @Test func animatedButtonPlaysRangesPerEvent() throws {
        let bundle = try SeedFixtures.bundle()
        /// Create a button.
        let twitterButton = AnimatedButton()
        /// Set an animation on the button.
        twitterButton.animation = LottieAnimation.named("StarAnimation", bundle: bundle, subdirectory: "Animations")
        /// Set animation play ranges for touch states
        twitterButton.setPlayRange(fromMarker: "touchDownStart", toMarker: "touchDownEnd", event: .touchDown)
        twitterButton.setPlayRange(fromMarker: "touchDownEnd", toMarker: "touchUpCancel", event: .touchUpOutside)
        twitterButton.setPlayRange(fromMarker: "touchDownEnd", toMarker: "touchUpEnd", event: .touchUpInside)
        var taps = 0
        twitterButton.performAction = { taps += 1 }

        let view = twitterButton.animationView
        twitterButton.sendActions(for: .touchDown)
        view.playToEnd()
        #expect(view.currentFrame == 20 && twitterButton.isHighlighted)
        twitterButton.sendActions(for: .touchUpInside)
        view.playToEnd()
        #expect(view.currentFrame == 60 && taps == 1 && !twitterButton.isHighlighted)
        twitterButton.sendActions(for: .touchDown)
        twitterButton.sendActions(for: .touchUpOutside)
        view.playToEnd()
        #expect(view.currentFrame == 40 && taps == 1)
        twitterButton.isEnabled = false
        twitterButton.sendActions(for: .touchUpInside)
        #expect(taps == 1 && !view.isAnimationPlaying && twitterButton.state == .disabled)
    }

    @Test func animatedControlShowsALayerPerState() throws {
        let control = AnimatedControl(animation: try SeedFixtures.toggle)
        control.setLayer(named: "BG-On", forState: .selected)
        control.setLayer(named: "Layer 1", forState: .normal)
        // Normal: the square without the background.
        var pixels = control.animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 60, 60) == [255, 0, 0, 255] && SeedFixtures.rgba(pixels, 5, 5)[3] == 0)
        control.isSelected = true
        pixels = control.animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 60, 60) == [0, 255, 0, 255] && SeedFixtures.rgba(pixels, 5, 5) == [0, 255, 0, 255])
    }
}

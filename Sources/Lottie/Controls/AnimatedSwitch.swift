import Foundation

/// lottie-ios's `AnimatedSwitch` without UIKit: a two-state control that plays one progress
/// range to turn on and another to turn off. A tap (``sendActions(for:)`` with `.touchUpInside`)
/// toggles it.
///
/// ```swift
/// let toggle = AnimatedSwitch(animation: LottieAnimation.named("Switch"))
/// toggle.setProgressForState(fromProgress: 0, toProgress: 0.5, forOnState: true)
/// toggle.setProgressForState(fromProgress: 0.5, toProgress: 1, forOnState: false)
/// toggle.stateUpdated = { isOn in print("on:", isOn) }
/// toggle.sendActions(for: .touchUpInside)   // plays 0 → 0.5
/// ```
open class AnimatedSwitch: AnimatedControl {
    /// What a toggle does while the previous toggle's range is still playing.
    public enum CancelBehavior: Hashable, Sendable {
        /// Plays the previous range backwards (end to start) instead of the new state's range.
        case reverse
        /// Plays the new state's range.
        case none
    }

    /// Whether the switch is on.
    public private(set) var isOn = false
    /// What a toggle in mid-flight does (default `.reverse`).
    public var cancelBehavior: CancelBehavior = .reverse
    /// Called after a tap toggled the switch, with the new state.
    public var stateUpdated: ((_ isOn: Bool) -> Void)?
    /// Whether changing ``AnimatedControl/animation`` shows the current state with an animation.
    public var animateUpdateWhenChangingAnimation = true

    private var onRange: (from: AnimationProgressTime, to: AnimationProgressTime) = (0, 1)
    private var offRange: (from: AnimationProgressTime, to: AnimationProgressTime) = (1, 0)

    /// A switch playing `animation`, off.
    public override init(animation: LottieAnimation?, configuration: LottieConfiguration = .shared) {
        super.init(animation: animation, configuration: configuration)
        update(isOn: false, animated: false)
    }

    /// A switch playing an existing view, off.
    public override init(animationView: LottieAnimationView) {
        super.init(animationView: animationView)
        update(isOn: false, animated: false)
    }

    /// Sets the range played when the switch turns on (`forOnState` true) or off.
    public func setProgressForState(
        fromProgress: AnimationProgressTime, toProgress: AnimationProgressTime, forOnState onState: Bool
    ) {
        if onState { onRange = (fromProgress, toProgress) } else { offRange = (fromProgress, toProgress) }
        if onState == isOn { animationView.currentProgress = toProgress }
    }

    /// The same, spelled as lottie-ios's README writes it.
    public func setProgressForState(
        fromProgress: AnimationProgressTime, toProgress: AnimationProgressTime, forState onState: Bool
    ) {
        setProgressForState(fromProgress: fromProgress, toProgress: toProgress, forOnState: onState)
    }

    /// Turns the switch on or off, playing the state's range when `animated` (else showing its
    /// end). `shouldFireHaptics` is accepted for lottie-ios's spelling; a terminal has no haptics.
    public func setIsOn(_ isOn: Bool, animated: Bool, shouldFireHaptics: Bool = true) {
        guard isOn != self.isOn else { return }
        update(isOn: isOn, animated: animated)
    }

    /// A tap (`.touchUpInside`) toggles the switch with an animation and calls ``stateUpdated``.
    open override func sendActions(for event: LottieControlEvent) {
        super.sendActions(for: event)
        guard isEnabled, event == .touchUpInside else { return }
        setIsOn(!isOn, animated: true)
        stateUpdated?(isOn)
    }

    /// Shows the current state on the new animation, animated when `animateUpdateWhenChangingAnimation` is true.
    open override func animationDidSet() {
        update(isOn: isOn, animated: animateUpdateWhenChangingAnimation)
    }

    /// Shows `isOn`: plays its range (or, in mid-flight with `.reverse`, the previous range
    /// backwards) when `animated`, else shows its end.
    private func update(isOn: Bool, animated: Bool) {
        self.isOn = isOn
        var range = isOn ? onRange : offRange
        let finalProgress = range.to
        guard animated else {
            animationView.currentProgress = finalProgress
            return
        }
        let previous = isOn ? offRange : onRange
        let progress = animationView.realtimeAnimationProgress
        if cancelBehavior == .reverse, min(previous.from, previous.to) < progress, progress < max(previous.from, previous.to) {
            range = (previous.to, previous.from)
        }
        let view = animationView
        view.play(fromProgress: range.from, toProgress: range.to, loopMode: .playOnce) { finished in
            if finished { view.currentProgress = finalProgress }
        }
    }
}

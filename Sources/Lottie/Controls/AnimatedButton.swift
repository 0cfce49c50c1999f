import Foundation

/// lottie-ios's `AnimatedButton` without UIKit: a button that plays a progress range for each
/// event (`.touchDown`, `.touchUpInside`, …) sent with ``sendActions(for:)``, and calls
/// ``performAction`` on a tap.
///
/// ```swift
/// let button = AnimatedButton(animation: LottieAnimation.named("TwitterHeartButton"))
/// button.setPlayRange(fromMarker: "touchDownStart", toMarker: "touchDownEnd", event: .touchDown)
/// button.setPlayRange(fromMarker: "touchDownEnd", toMarker: "touchUpEnd", event: .touchUpInside)
/// button.sendActions(for: .touchDown)
/// ```
open class AnimatedButton: AnimatedControl {
    /// Called on a tap (`.touchUpInside`).
    public var performAction: (() -> Void)?
    private var ranges: [LottieControlEvent: (from: AnimationProgressTime, to: AnimationProgressTime)] = [:]

    /// A button playing `animation`.
    public override init(animation: LottieAnimation?, configuration: LottieConfiguration = .shared) {
        super.init(animation: animation, configuration: configuration)
    }

    /// A button playing an existing view.
    public override init(animationView: LottieAnimationView) {
        super.init(animationView: animationView)
    }

    /// Plays `fromProgress` → `toProgress` once when `event` happens.
    public func setPlayRange(fromProgress: AnimationProgressTime, toProgress: AnimationProgressTime, event: LottieControlEvent) {
        ranges[event] = (fromProgress, toProgress)
    }

    /// Plays from one marker's start to another's once when `event` happens (nothing when the
    /// animation lacks either marker).
    public func setPlayRange(fromMarker fromName: String, toMarker toName: String, event: LottieControlEvent) {
        guard let from = animationView.progressTime(forMarker: fromName), let to = animationView.progressTime(forMarker: toName)
        else { return }
        ranges[event] = (from, to)
    }

    /// Plays the event's range, and calls ``performAction`` for a tap.
    open override func sendActions(for event: LottieControlEvent) {
        super.sendActions(for: event)
        guard isEnabled else { return }
        if let range = ranges[event] {
            animationView.play(fromProgress: range.from, toProgress: range.to, loopMode: .playOnce)
        }
        if event == .touchUpInside { performAction?() }
    }
}

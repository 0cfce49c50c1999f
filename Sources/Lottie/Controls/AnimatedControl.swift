import Foundation
import LottieCore

/// lottie-ios's `AnimatedControl` without UIKit: a control whose look is an animation, showing
/// a named layer per state, driven by ``sendActions(for:)`` instead of touches. The base of
/// ``AnimatedSwitch`` and ``AnimatedButton``.
///
/// ```swift
/// let control = AnimatedControl(animation: LottieAnimation.named("Checkbox"))
/// control.setLayer(named: "Checked", forState: .selected)
/// control.isSelected = true   // only "Checked" of the state layers draws
/// ```
open class AnimatedControl {
    /// The view the control plays.
    public let animationView: LottieAnimationView
    /// Whether the control reacts to events; false shows the `.disabled` layer.
    public var isEnabled = true {
        didSet { updateForState() }
    }
    /// Whether the control is selected.
    public var isSelected = false {
        didSet { updateForState() }
    }
    /// Whether a press is in progress (between `.touchDown` and its end).
    public var isHighlighted = false {
        didSet { updateForState() }
    }
    /// The layer shown in each state, by name.
    private var stateLayers: [LottieControlState: String] = [:]

    /// A control playing `animation`.
    public init(animation: LottieAnimation?, configuration: LottieConfiguration = .shared) {
        animationView = LottieAnimationView(animation: animation, configuration: configuration)
    }

    /// A control without an animation yet; set ``animation`` later.
    public convenience init() {
        self.init(animation: nil)
    }

    /// A control playing an existing view (the terminal player's control preview drives its own view).
    public init(animationView: LottieAnimationView) {
        self.animationView = animationView
    }

    /// The animation; setting it shows the new one's state layers and calls ``animationDidSet()``.
    public var animation: LottieAnimation? {
        get { animationView.animation }
        set {
            animationView.animation = newValue
            updateForState()
            animationDidSet()
        }
    }

    /// The view's playback speed.
    public var animationSpeed: CGFloat {
        get { animationView.animationSpeed }
        set { animationView.animationSpeed = newValue }
    }

    /// The state the control shows: disabled, else highlighted, else selected, else normal.
    public var state: LottieControlState {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    /// Shows the layer `named` in `state` and hides it in the others (a state without a layer
    /// shows the `.normal` one).
    public func setLayer(named: String, forState state: LottieControlState) {
        stateLayers[state] = named
        updateForState()
    }

    /// Sets a value provider on the control's view.
    public func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {
        animationView.setValueProvider(valueProvider, keypath: keypath)
    }

    /// Removes a value provider from the control's view.
    public func removeValueProvider(for keypath: AnimationKeypath) {
        animationView.removeValueProvider(for: keypath)
    }

    /// Reacts to `event` as a touch would: `.touchDown` highlights, the ends of a press clear
    /// the highlight. Subclasses play their ranges (call `super`). A disabled control ignores events.
    open func sendActions(for event: LottieControlEvent) {
        guard isEnabled else { return }
        switch event {
        case .touchDown: isHighlighted = true
        case .touchUpInside, .touchUpOutside, .touchCancel: isHighlighted = false
        case .valueChanged: break
        }
    }

    /// Called after ``animation`` changes; subclasses re-apply what depends on it.
    open func animationDidSet() {}

    private func updateForState() {
        guard !stateLayers.isEmpty else { return }
        let shown = stateLayers[state] ?? stateLayers[.normal]
        for name in Set(stateLayers.values) {
            animationView.setNodeIsEnabled(isEnabled: name == shown, keypath: AnimationKeypath(keys: [name]))
        }
    }
}

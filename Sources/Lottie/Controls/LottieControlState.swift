/// The state of an ``AnimatedControl``, as `UIControl.State` names it.
public enum LottieControlState: Hashable, Sendable {
    case normal
    case highlighted
    case selected
    case disabled
}

/// What happens to an ``AnimatedControl``, as the `UIControl.Event`s that lottie-ios's controls
/// react to.
public enum LottieControlEvent: Hashable, Sendable {
    /// A press begins.
    case touchDown
    /// A press ends inside the control (a tap).
    case touchUpInside
    /// A press ends outside the control.
    case touchUpOutside
    /// A press is cancelled.
    case touchCancel
    /// The control's value changed (a switch toggled).
    case valueChanged
}

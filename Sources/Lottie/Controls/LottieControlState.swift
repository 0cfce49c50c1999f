/// The state of an ``AnimatedControl``, as `UIControl.State` names it.
public enum LottieControlState: Hashable, Sendable {
    /// Enabled, not pressed and not selected.
    case normal
    /// Pressed: between `.touchDown` and the end of the press.
    case highlighted
    /// Selected (`isSelected`).
    case selected
    /// Not enabled (`isEnabled` is false): events are ignored.
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

import Lottie

/// A control animation tried out in the terminal, as lottie-ios's `AnimatedSwitch` and
/// `AnimatedButton` play it: each state change or touch event plays its own progress range once.
package enum ControlPreview: Equatable, Sendable {
    /// A progress span played once; `to` below `from` plays backwards.
    package struct Span: Equatable, Sendable {
        package var from: Double
        package var to: Double

        package init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// A two-state switch: turning it on plays `on`, turning it off plays `off`.
    case toggle(on: Span, off: Span)
    /// A button: pressing plays `press`, releasing plays `release`.
    case button(press: Span, release: Span)

    /// A span from `from:to` (two progress values in 0…1) or a marker's name (its range).
    package static func span(_ text: String, in animation: LottieAnimation) -> Span? {
        let parts = text.split(separator: ":")
        if parts.count == 2, let from = Double(parts[0]), let to = Double(parts[1]), (0...1).contains(from), (0...1).contains(to) {
            return Span(from: from, to: to)
        }
        guard let start = animation.frameTime(forMarker: text) else { return nil }
        let end = start + max(0, animation.durationFrameTime(forMarker: text) ?? 0)
        return Span(from: animation.progressTime(forFrame: start), to: animation.progressTime(forFrame: end))
    }
}

extension PlayerUI {
    /// Shows the control at rest, through lottie-ios's control types over the player's view: an
    /// ``AnimatedSwitch`` off (at the end of its off range), an ``AnimatedButton`` at the start of
    /// its press range (its `.touchDown` range; the release range is its `.touchUpInside` one).
    package func startControl(_ control: ControlPreview) {
        self.control = control
        switch control {
        case .toggle(let on, let off):
            let toggle = AnimatedSwitch(animationView: view)
            toggle.setProgressForState(fromProgress: on.from, toProgress: on.to, forOnState: true)
            toggle.setProgressForState(fromProgress: off.from, toProgress: off.to, forOnState: false)
            controller = toggle
        case .button(let press, let release):
            let button = AnimatedButton(animationView: view)
            button.setPlayRange(fromProgress: press.from, toProgress: press.to, event: .touchDown)
            button.setPlayRange(fromProgress: release.from, toProgress: release.to, event: .touchUpInside)
            view.pause(at: .progress(press.from))
            controller = button
        }
    }

    /// Enter: the switch toggles; the button is pressed, and released when its press range ends.
    func actuateControl() {
        guard let controller else { return }
        controller.sendActions(for: .touchDown)
        if controller is AnimatedButton {
            pendingRelease = true
        } else {
            controller.sendActions(for: .touchUpInside)
        }
    }

    /// A mouse press in the viewport: the control's touch begins (a switch toggles on release).
    func pressControl() {
        controller?.sendActions(for: .touchDown)
    }

    /// A mouse release: a tap when it ends inside the viewport.
    func releaseControl(inside: Bool) {
        guard controller?.isHighlighted == true else { return }
        controller?.sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// Releases a button pressed with Enter once its press range has played.
    func releasePendingControl() {
        guard pendingRelease, !view.isAnimationPlaying else { return }
        pendingRelease = false
        controller?.sendActions(for: .touchUpInside)
    }

    /// Whether the previewed switch is on.
    package var isSwitchOn: Bool { (controller as? AnimatedSwitch)?.isOn ?? false }

    /// What the status bar says about the control.
    var controlLabel: String? {
        switch control {
        case .none: nil
        case .toggle: isSwitchOn ? "switch on" : "switch off"
        case .button: "button"
        }
    }
}

import Lottie

/// A control animation tried out in the terminal, as lottie-ios's `AnimatedSwitch` and
/// `AnimatedButton` play it: each state change or touch event plays its own progress range once.
public enum ControlPreview: Equatable, Sendable {
    /// A progress span played once; `to` below `from` plays backwards.
    public struct Span: Equatable, Sendable {
        public var from: Double
        public var to: Double

        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// A two-state switch: turning it on plays `on`, turning it off plays `off`.
    case toggle(on: Span, off: Span)
    /// A button: pressing plays `press`, releasing plays `release`.
    case button(press: Span, release: Span)

    /// A span from `from:to` (two progress values in 0…1) or a marker's name (its range).
    public static func span(_ text: String, in animation: LottieAnimation) -> Span? {
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
    /// Shows the control at rest: the switch off (the end of its off range), the button at the
    /// start of its press range.
    public func startControl(_ control: ControlPreview) {
        self.control = control
        isSwitchOn = false
        switch control {
        case .toggle(_, let off): player.pause(at: .progress(off.to))
        case .button(let press, _): player.pause(at: .progress(press.from))
        }
    }

    /// Enter, or a click in the viewport: the switch toggles; the button is pressed and released.
    func actuateControl() {
        guard let control else { return }
        switch control {
        case .toggle(let on, let off):
            isSwitchOn.toggle()
            let span = isSwitchOn ? on : off
            player.play(fromProgress: span.from, toProgress: span.to, loopMode: .playOnce)
        case .button(let press, let release):
            player.play(fromProgress: press.from, toProgress: press.to, loopMode: .playOnce) { [player] finished in
                guard finished else { return }
                player.play(fromProgress: release.from, toProgress: release.to, loopMode: .playOnce)
            }
        }
    }

    /// What the status bar says about the control.
    var controlLabel: String? {
        switch control {
        case .none: nil
        case .toggle: isSwitchOn ? "switch on" : "switch off"
        case .button: "button"
        }
    }
}

/// Where `LottiePlayer.pause(at:)` holds the animation.
public enum LottiePausedState: Hashable, Sendable {
    /// Wherever playback is now.
    case currentFrame
    /// A progress 0...1 through the animation.
    case progress(Double)
    /// An absolute frame number.
    case frame(Double)
    /// Seconds from the start frame.
    case time(Double)
    /// A marker's start (`tm`) or end (`tm + dr`).
    case marker(String, position: LottieMarkerPosition = .start)
}

/// Which end of a marker.
public enum LottieMarkerPosition: Hashable, Sendable {
    /// The marker's frame, `tm`.
    case start
    /// The marker's end, `tm + dr`.
    case end
}

/// Called once per play request: `true` when the range finished playing, `false` when something
/// else (a new play, pause, stop, seek) interrupted it.
public typealias LottieCompletionBlock = (_ finished: Bool) -> Void

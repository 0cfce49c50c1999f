import Foundation
import LottieModel

/// A decoded animation, as lottie-ios's `LottieAnimation`: immutable, shareable across
/// threads, with the timeline and marker lookups players need.
///
/// ```swift
/// let animation = try LottieAnimation.load(filePath: "intro.json")
/// animation.duration                      // seconds
/// animation.progressTime(forMarker: "loop")
/// ```
public final class LottieAnimation: Sendable {
    /// The typed model.
    package let model: Animation

    /// Wraps a decoded model.
    package init(model: Animation) {
        self.model = model
    }

    // MARK: - Loading

    /// Decodes bodymovin JSON bytes.
    public static func from(data: Data) throws(LottieDecodingError) -> LottieAnimation {
        LottieAnimation(model: try Animation(jsonBytes: data))
    }

    /// Loads a `.json`, `.lot`, `.lottie` (its default animation) or `.tgs` file; the
    /// format is told by the first bytes, not the extension.
    /// - Throws: `LottieLoadingError` (missing or unreadable file, corrupt container) or
    ///   `LottieDecodingError`.
    public static func load(filePath: String) throws -> LottieAnimation {
        try LoadedAnimationFile.load(filePath: filePath).animation
    }

    /// Loads one animation of a `.lottie` file by id (nil: its default animation).
    /// - Throws: as `load(filePath:)`, and `LottieLoadingError.animationNotFound` for an
    ///   id the file does not have (or any id, for a single-animation format).
    public static func load(filePath: String, animationId: String?) throws -> LottieAnimation {
        try LoadedAnimationFile.load(filePath: filePath, animationId: animationId).animation
    }

    // MARK: - Timeline

    /// `ip`: the first frame.
    public var startFrame: Double { model.inPoint }
    /// `op`: the end of the playable range.
    public var endFrame: Double { model.outPoint }
    /// `fr`: frames per second.
    public var framerate: Double { model.frameRate }
    /// Seconds from start to end.
    public var duration: Double { model.duration }
    /// `w` and `h`: the composition's size in points.
    public var size: (width: Double, height: Double) { (model.width, model.height) }
    /// The markers' names, in file order.
    public var markerNames: [String] { model.markers.map(\.name) }
    /// What decoding noted but did not treat as an error (features not drawn, missing assets).
    public var diagnostics: [Diagnostic] { model.diagnostics }

    /// Progress 0...1 of a frame; clamped to 0...1 unless `clamped` is false.
    public func progressTime(forFrame frame: Double, clamped: Bool = true) -> Double {
        let progress = (frame - startFrame) / (endFrame - startFrame)
        return clamped ? min(max(progress, 0), 1) : progress
    }

    /// The frame at `progress` (0 is `startFrame`, 1 is `endFrame`).
    public func frameTime(forProgress progress: Double) -> Double {
        startFrame + (endFrame - startFrame) * progress
    }

    /// Seconds from `startFrame` to `frame`.
    public func time(forFrame frame: Double) -> Double {
        (frame - startFrame) / framerate
    }

    /// The frame `time` seconds after `startFrame`.
    public func frameTime(forTime time: Double) -> Double {
        startFrame + time * framerate
    }

    // MARK: - Markers

    /// The progress of a marker's start; nil if there is no marker of that name.
    public func progressTime(forMarker name: String) -> Double? {
        model.marker(named: name).map { progressTime(forFrame: $0.frame) }
    }

    /// The frame of a marker's start; nil if there is no marker of that name.
    public func frameTime(forMarker name: String) -> Double? {
        model.marker(named: name)?.frame
    }

    /// A marker's length in frames; nil if there is no marker of that name.
    public func durationFrameTime(forMarker name: String) -> Double? {
        model.marker(named: name)?.duration
    }
}

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
    public var framerate: Double { model.frameRate }
    /// Seconds from start to end.
    public var duration: Double { model.duration }
    public var size: (width: Double, height: Double) { (model.width, model.height) }
    public var markerNames: [String] { model.markers.map(\.name) }
    public var diagnostics: [Diagnostic] { model.diagnostics }

    /// Progress 0...1 of a frame; clamped to 0...1 unless `clamped` is false.
    public func progressTime(forFrame frame: Double, clamped: Bool = true) -> Double {
        let progress = (frame - startFrame) / (endFrame - startFrame)
        return clamped ? min(max(progress, 0), 1) : progress
    }

    public func frameTime(forProgress progress: Double) -> Double {
        startFrame + (endFrame - startFrame) * progress
    }

    /// Seconds from `startFrame` to `frame`.
    public func time(forFrame frame: Double) -> Double {
        (frame - startFrame) / framerate
    }

    public func frameTime(forTime time: Double) -> Double {
        startFrame + time * framerate
    }

    // MARK: - Markers

    public func progressTime(forMarker name: String) -> Double? {
        model.marker(named: name).map { progressTime(forFrame: $0.frame) }
    }

    public func frameTime(forMarker name: String) -> Double? {
        model.marker(named: name)?.frame
    }

    public func durationFrameTime(forMarker name: String) -> Double? {
        model.marker(named: name)?.duration
    }
}

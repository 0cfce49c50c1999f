import Archives
import Foundation

/// An animation file as loaded: the decoded animation, the JSON it came from, and the
/// dotLottie container when the file was one. The format is told by the first bytes.
///
/// ```swift
/// let loaded = try LoadedAnimationFile.load(filePath: "stickers.lottie", animationId: "jump")
/// loaded.animation.duration
/// loaded.dotLottie?.animationIds            // every animation of the archive
/// ```
public struct LoadedAnimationFile: Sendable {
    /// How the animation JSON was stored.
    public enum Format: String, Sendable {
        /// Plain bodymovin JSON (`.json`, `.lot`).
        case json
        /// A dotLottie zip (`.lottie`).
        case dotLottie
        /// Gzip-compressed JSON (`.tgs`).
        case gzip
    }

    /// The path the file was loaded from.
    public let path: String
    /// How the animation was stored.
    public let format: Format
    /// The decoded animation.
    public let animation: LottieAnimation
    /// The animation's JSON bytes (unzipped or gunzipped for containers).
    public let json: Data
    /// The opened archive, for `.lottie` files.
    public let dotLottie: DotLottieFile?
    /// Which animation of `dotLottie` this is (nil for the single-animation formats).
    public let animationId: String?

    /// Where the animation's images come from: the archive for a `.lottie`, else files
    /// relative to the animation's directory (`FilepathImageProvider`); embedded `data:`
    /// URLs in both cases.
    public var imageProvider: any AnimationImageProvider {
        dotLottie?.imageProvider ?? FilepathImageProvider(animationFile: path)
    }

    /// For a `.lottie` whose manifest sets playback (loop, speed, direction, play mode), those
    /// settings for this animation; nil otherwise.
    public var playbackConfiguration: DotLottieConfiguration? {
        guard let dotLottie, let animationId else { return nil }
        let configuration = dotLottie.configuration(forAnimation: animationId)
        return configuration.specifiesPlayback ? configuration : nil
    }

    /// Loads `.json`, `.lot`, `.lottie` or `.tgs`, recognised by their first bytes.
    /// - Parameters:
    ///   - path: the file to load.
    ///   - animationId: for a `.lottie`, the animation to decode instead of the default one;
    ///     for the single-animation formats it must be nil.
    ///   - themeId: for a `.lottie`, the theme to apply through slots (nil: the animation's
    ///     initial theme, if any); for the other formats it must be nil.
    /// - Throws: `LottieLoadingError` (missing or unreadable file, corrupt container,
    ///   unknown animation or theme id) or `LottieDecodingError`.
    public static func load(filePath path: String, animationId: String? = nil, themeId: String? = nil) throws -> LoadedAnimationFile {
        let data = try AnimationFile.read(path: path)
        let format = AnimationFile.format(of: data)
        switch format {
        case .dotLottie:
            let file = try DotLottieFile.loadedFrom(data: data, filename: path)
            let id = animationId ?? file.defaultAnimationId
            let json = try file.themedJSON(id: id, themeId: themeId)
            return LoadedAnimationFile(
                path: path, format: .dotLottie, animation: try LottieAnimation.from(data: json), json: json, dotLottie: file,
                animationId: id)
        case .gzip, .json:
            if let animationId { throw LottieLoadingError.animationNotFound(path: path, id: animationId, available: []) }
            if let themeId { throw LottieLoadingError.themeNotFound(path: path, id: themeId, available: []) }
            var json = data
            if format == .gzip {
                do {
                    json = try GzipFile.decompress(data)
                } catch {
                    throw LottieLoadingError.invalidContainer(path: path, reason: error.reason)
                }
            }
            return LoadedAnimationFile(
                path: path, format: format, animation: try LottieAnimation.from(data: json), json: json,
                dotLottie: nil, animationId: nil)
        }
    }
}

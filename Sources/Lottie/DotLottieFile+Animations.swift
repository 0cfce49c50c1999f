import Archives
import Foundation
import LottieModel

extension DotLottieFile {
    /// One decoded animation of the archive with its playback settings, as lottie-ios's
    /// `DotLottieFile.Animation`.
    public struct Animation: Sendable {
        /// The decoded animation.
        public let animation: LottieAnimation
        /// Its playback settings from the manifest.
        public let configuration: DotLottieConfiguration
    }

    /// Every animation that decodes, in `animationIds` order. Decodes them all on each call:
    /// prefer `animation(for:)` when one is enough.
    public var animations: [Animation] {
        animationIds.compactMap { animation(for: $0) }
    }

    /// The animation `id` (nil: the default one) with its configuration, or nil when it is
    /// unknown or does not decode (as lottie-ios). Its initial theme, if any, is applied.
    public func animation(for id: String? = nil) -> Animation? {
        let id = id ?? defaultAnimationId
        guard let animation = try? animation(id: id) else { return nil }
        return Animation(animation: animation, configuration: configuration(forAnimation: id))
    }

    /// The animation at `index` of `animationIds`, or nil.
    public func animation(at index: Int) -> Animation? {
        animationIds.indices.contains(index) ? animation(for: animationIds[index]) : nil
    }

    /// The playback settings the manifest gives animation `id`.
    public func configuration(forAnimation id: String) -> DotLottieConfiguration {
        DotLottieConfiguration(id: id, entry: manifestEntry(forAnimation: id), imageProvider: imageProvider)
    }

    /// Decodes an animation with a theme applied through its slots.
    /// - Parameters:
    ///   - id: the animation (nil: the default one).
    ///   - themeId: a theme of `themes`; nil applies the animation's initial theme (v2
    ///     `initialTheme`) when it has one, else none.
    /// - Throws: `LottieLoadingError` (`animationNotFound`, `themeNotFound`,
    ///   `invalidContainer` for a malformed theme) or `LottieDecodingError`.
    public func animation(id: String? = nil, themeId: String? = nil) throws -> LottieAnimation {
        try LottieAnimation.from(data: try themedJSON(id: id, themeId: themeId))
    }

    /// The animation's JSON bytes with the theme's slots merged in (see `animation(id:themeId:)`).
    public func themedJSON(id: String? = nil, themeId: String? = nil) throws(LottieLoadingError) -> Data {
        let id = id ?? defaultAnimationId
        let json = try animationJSON(id: id)
        let chosen = themeId ?? manifestEntry(forAnimation: id)?.initialTheme.flatMap { themes[$0] == nil ? nil : $0 }
        guard let chosen else { return json }
        guard let bytes = themes[chosen] else {
            throw .themeNotFound(path: name, id: chosen, available: themes.keys.sorted())
        }
        do {
            return try DotLottieTheme(jsonBytes: bytes).applied(to: json, animationId: id)
        } catch let error as ContainerError {
            throw .invalidContainer(path: name, reason: "theme '\(chosen)': \(error.reason)")
        } catch {
            throw .invalidContainer(path: name, reason: "animation '\(id)' is not valid JSON: \(error)")
        }
    }
}

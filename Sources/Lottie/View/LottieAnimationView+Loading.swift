import Foundation

extension LottieAnimationView {
    /// Loads `<name>.json` from `bundle` (through `animationCache`) and makes a view of it, as
    /// lottie-ios's `init(name:bundle:subdirectory:imageProvider:animationCache:configuration:)`;
    /// images come from the same bundle unless `imageProvider` is given. A missing or broken file
    /// gives an empty view.
    public convenience init(
        name: String, bundle: Bundle = .main, subdirectory: String? = nil, imageProvider: (any AnimationImageProvider)? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.named(name, bundle: bundle, subdirectory: subdirectory, animationCache: animationCache)
        self.init(
            animation: animation, imageProvider: imageProvider ?? BundleImageProvider(bundle: bundle, searchPath: subdirectory),
            configuration: configuration)
    }

    /// Loads the animation file at `filePath` (`.json`, `.lot`, `.lottie`, `.tgs`) and makes a
    /// view of it; images come from the file's folder (or archive) unless `imageProvider` is
    /// given. A missing or broken file gives an empty view.
    public convenience init(
        filePath: String, imageProvider: (any AnimationImageProvider)? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.filepath(filePath, animationCache: animationCache)
        let images = imageProvider ?? (try? LoadedAnimationFile.load(filePath: filePath).imageProvider)
        self.init(animation: animation, imageProvider: images ?? FilepathImageProvider(animationFile: filePath), configuration: configuration)
    }

    /// Loads the animation at `url` (a file URL, or http and https through libcurl) and makes a
    /// view of it, calling `closure` with nil when it loaded or with the error
    /// (`LottieLoadingError`, `LottieDecodingError`). Unlike lottie-ios this waits for the
    /// download (there is no window to show the view in meanwhile), so `closure` runs before the
    /// initializer returns.
    public convenience init(
        url: URL, imageProvider: (any AnimationImageProvider)? = nil, closure: (_ error: (any Error)?) -> Void = { _ in },
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let result = LottieAnimation.loaded(from: url, animationCache: animationCache)
        let images = imageProvider ?? (url.isFileURL ? FilepathImageProvider(animationFile: url.path) : nil)
        self.init(animation: try? result.get(), imageProvider: images, configuration: configuration)
        if case .failure(let error) = result { closure(error) } else { closure(nil) }
    }

    /// A view of one animation of a `.lottie` file (nil: its default one), with the playback
    /// settings of its manifest (loop mode and speed) and its images, as lottie-ios's
    /// `init(dotLottie:animationId:…)`.
    public convenience init(
        dotLottie: DotLottieFile?, animationId: String? = nil,
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider(),
        configuration: LottieConfiguration = .shared
    ) {
        let entry = dotLottie?.animation(for: animationId)
        self.init(
            animation: entry?.animation, imageProvider: entry?.configuration.imageProvider, textProvider: textProvider,
            fontProvider: fontProvider, configuration: configuration)
        if let settings = entry?.configuration {
            loopMode = settings.loopMode
            animationSpeed = CGFloat(settings.speed)
        }
    }

    /// Opens `<name>.lottie` from `bundle` and makes a view of one of its animations;
    /// `completion` gets the view and the error when it could not be opened.
    public convenience init(
        dotLottieName name: String, bundle: Bundle = .main, subdirectory: String? = nil, animationId: String? = nil,
        configuration: LottieConfiguration = .shared, completion: ((LottieAnimationView, (any Error)?) -> Void)? = nil
    ) {
        var file: DotLottieFile?
        var failure: LottieLoadingError?
        do { file = try DotLottieFile.named(name, bundle: bundle, subdirectory: subdirectory) } catch { failure = error }
        self.init(dotLottie: file, animationId: animationId, configuration: configuration)
        completion?(self, failure)
    }

    /// Opens the `.lottie` file at `filePath` and makes a view of one of its animations;
    /// `completion` gets the view and the error when it could not be opened.
    public convenience init(
        dotLottieFilePath filePath: String, animationId: String? = nil, configuration: LottieConfiguration = .shared,
        completion: ((LottieAnimationView, (any Error)?) -> Void)? = nil
    ) {
        var file: DotLottieFile?
        var failure: LottieLoadingError?
        do { file = try DotLottieFile.loadedFrom(filepath: filePath) } catch { failure = error }
        self.init(dotLottie: file, animationId: animationId, configuration: configuration)
        completion?(self, failure)
    }

    /// Shows another animation of a `.lottie` file, with its manifest's playback settings and
    /// images, as lottie-ios's `loadAnimation(_:from:)`.
    public func loadAnimation(_ animationId: String? = nil, from dotLottie: DotLottieFile) {
        guard let entry = dotLottie.animation(for: animationId) else { return }
        imageProvider = entry.configuration.imageProvider
        animation = entry.animation
        loopMode = entry.configuration.loopMode
        animationSpeed = CGFloat(entry.configuration.speed)
    }
}

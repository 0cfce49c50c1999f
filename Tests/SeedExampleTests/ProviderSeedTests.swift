import Foundation
import Lottie
import Synchronization
import TestSupport
import Testing

/// The examples of the seeds' providers document (`000_…`): image, font and text providers.
/// Where the seeds return a `CGImage` these return an `ImageBitmap`, and a `LottieFont` where
/// they return a `CTFont`.
struct ProviderSeedTests {
    static let text = Corpus.samples.appendingPathComponent("text-layout.json").path

    // MARK: - Image providers

    @Test func createAnimationWithBundleImages() throws {
        let bundle = try SeedFixtures.bundle()
        // Load animation that references external images.
        let animation = LottieAnimation.named("avatar_animation", bundle: bundle)
        // Set up provider for animation images stored in bundle.
        let imageProvider = BundleImageProvider(bundle: bundle, searchPath: "avatar_assets")
        let animationView = LottieAnimationView(animation: animation, imageProvider: imageProvider)
        animationView.play()
        // The checkerboard image draws (its layer's name says where): not transparent.
        let pixels = animationView.renderCurrentFrame()
        #expect(pixels.width == 64 && SeedFixtures.rgba(pixels, 20, 20)[3] == 255)

        // Without the search path the image is not found: its layer stays empty.
        let elsewhere = LottieAnimationView(animation: animation, imageProvider: BundleImageProvider(bundle: bundle))
        #expect(SeedFixtures.rgba(elsewhere.renderCurrentFrame(), 20, 20)[3] == 0)
        // BundleImageProvider() is the main bundle's.
        #expect(BundleImageProvider().bundle.bundlePath == Bundle.main.bundlePath)
    }

    @Test func setupFilepathProvider() throws {
        let bundle = try SeedFixtures.bundle()
        let animation = LottieAnimation.named("avatar_animation", bundle: bundle)
        let folder = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("avatar_assets")
        // A URL, as the seeds' `init(filepath: URL, contentsGravity:)`, and a path string.
        for provider in [FilepathImageProvider(filepath: folder), FilepathImageProvider(filepath: folder.path, contentsGravity: .resize)] {
            let animationView = LottieAnimationView(animation: animation, imageProvider: provider)
            #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 20, 20)[3] == 255)
        }
    }

    /// "Example custom image provider for network images", with files standing in for the
    /// network: keyed by `asset.name`, which is the image's file name (`p`) as in lottie-ios.
    final class NetworkImageProvider: AnimationImageProvider {
        private let imageCache = Mutex<[String: ImageBitmap]>([:])
        private let baseURL: URL
        let requested = Mutex<[String]>([])

        init(baseURL: URL) {
            self.baseURL = baseURL
        }

        func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
            requested.withLock { $0.append(asset.name) }
            if let cachedImage = imageCache.withLock({ $0[asset.name] }) { return cachedImage }
            let imageURL = baseURL.appendingPathComponent(asset.name)
            guard let data = try? Data(contentsOf: imageURL), let image = try? ImageDecoder.decode(data) else { return nil }
            imageCache.withLock { $0[asset.name] = image }
            return image
        }

        var cacheEligible: Bool { false }  // Network images shouldn't be cached by Lottie
    }

    @Test func customImageProviderKeyedByAssetName() throws {
        let bundle = try SeedFixtures.bundle()
        let animation = try #require(LottieAnimation.named("avatar_animation", bundle: bundle))
        let provider = NetworkImageProvider(baseURL: URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("avatar_assets"))
        let animationView = LottieAnimationView(animation: animation, imageProvider: provider)
        #expect(provider.requested.withLock { $0 }.contains("checker.png"))
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 20, 20)[3] == 255)
        // Not cache eligible: reloading asks again.
        let before = provider.requested.withLock { $0.count }
        animationView.imageProvider = provider
        #expect(provider.requested.withLock { $0.count } > before)
    }

    /// "Example custom image provider for generated content", drawing a flat colour of the
    /// asset's size, with a gravity of lottie-ios's spelling.
    struct GeneratedImageProvider: AnimationImageProvider {
        func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
            let width = Int(asset.width)
            let height = Int(asset.height)
            var bytes: [UInt8] = []
            for _ in 0..<(width * height) { bytes += asset.name.contains("checker") ? [0, 0, 255, 255] : [255, 255, 0, 255] }
            return ImageBitmap(width: width, height: height, straightRGBA8: bytes)
        }

        func contentsGravity(for asset: ImageAsset) -> CALayerContentsGravity { .resizeAspectFill }

        var cacheEligible: Bool { true }  // Generated images can be cached
    }

    @Test func generatedImageProvider() throws {
        let bundle = try SeedFixtures.bundle()
        let animationView = LottieAnimationView(
            animation: LottieAnimation.named("avatar_animation", bundle: bundle), imageProvider: GeneratedImageProvider())
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 20, 20) == [0, 0, 255, 255])
        #expect(GeneratedImageProvider().contentsGravity(for: ImageAsset(id: "x", name: "x.png", width: 1, height: 1)) == .resizeAspectFill)
    }

    // MARK: - Font providers

    /// "CustomFontProvider": maps the animation's families; nil means the default font.
    struct CustomFontProvider: AnimationFontProvider {
        private let fontMapping: [String: String] = ["DejaVu Sans": "DejaVu Serif"]

        func fontFor(family: String, size: CGFloat) -> LottieFont? {
            let actualFontName = fontMapping[family] ?? family
            return LottieFont(family: actualFontName, size: size)
        }
    }

    struct NoFontProvider: AnimationFontProvider {
        func fontFor(family: String, size: CGFloat) -> LottieFont? { nil }
    }

    @Test func setupCustomFonts() throws {
        let animation = try LottieAnimation.load(filePath: Self.text)
        let serif = LottieAnimationView(animation: animation, fontProvider: CustomFontProvider())
        let standard = LottieAnimationView(animation: animation, fontProvider: DefaultFontProvider())
        let none = LottieAnimationView(animation: animation, fontProvider: NoFontProvider())
        let serifPixels = serif.renderCurrentFrame().straightRGBA8()
        let defaultPixels = standard.renderCurrentFrame().straightRGBA8()
        // nil is the default font (as lottie-ios draws with its default font), not missing text.
        #expect(none.renderCurrentFrame().straightRGBA8() == defaultPixels)
        // The mapped family draws other glyphs.
        #expect(serifPixels != defaultPixels)
    }

    // MARK: - Text providers

    @Test func setupDictionaryTextProvider() throws {
        let animation = try LottieAnimation.load(filePath: Self.text)
        let original = LottieAnimationView(animation: animation).renderCurrentFrame().straightRGBA8()
        let textProvider = DictionaryTextProvider(["Heading": "Welcome!", "Counter": "Continue"])
        let animationView = LottieAnimationView(animation: animation, textProvider: textProvider)
        #expect(animationView.renderCurrentFrame().straightRGBA8() != original)
        // A keypath the animation does not have changes nothing.
        let unrelated = LottieAnimationView(animation: animation, textProvider: DictionaryTextProvider(["welcome.title": "Welcome!"]))
        #expect(unrelated.renderCurrentFrame().straightRGBA8() == original)
    }

    /// "Custom text provider for localization", keyed by `keypath.string`.
    final class LocalizationTextProvider: AnimationKeypathTextProvider {
        let table = ["Heading": "Bienvenue"]
        func text(for keypath: AnimationKeypath, sourceText: String?) -> String? {
            table[keypath.string] ?? sourceText
        }
    }

    @Test func updateProvidersAtRuntime() throws {
        let animation = try LottieAnimation.load(filePath: Self.text)
        let animationView = LottieAnimationView()
        animationView.animation = animation
        animationView.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
        let original = animationView.renderCurrentFrame().straightRGBA8()
        animationView.textProvider = LocalizationTextProvider()
        let localized = animationView.renderCurrentFrame().straightRGBA8()
        #expect(localized != original)
        animationView.textProvider = DefaultTextProvider()
        #expect(animationView.renderCurrentFrame().straightRGBA8() == original)
        animationView.textProvider = DictionaryTextProvider(["Heading": "Bienvenue"])
        #expect(animationView.renderCurrentFrame().straightRGBA8() == localized)
    }

    @Test func coordinatedProviderSystem() throws {
        let bundle = try SeedFixtures.bundle()
        let animationView = LottieAnimationView(
            animation: LottieAnimation.named("avatar_animation", bundle: bundle),
            imageProvider: BundleImageProvider(bundle: bundle, searchPath: "avatar_assets"),
            textProvider: DictionaryTextProvider([:]), fontProvider: DefaultFontProvider())
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 20, 20)[3] == 255)
    }
}

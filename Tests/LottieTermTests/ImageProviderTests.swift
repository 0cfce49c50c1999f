import Foundation
import ImageCodecs
import Lottie
import LottieGraphics
import LottieModel
import Synchronization
import TestSupport
import Testing

/// The image providers (files, search directories, dotLottie archives, custom ones), how a
/// renderer draws their images, and what happens when an image is missing or corrupt.
@Suite struct ImageProviderTests {
    static let checkerPNG = Corpus.samples.appendingPathComponent("images/checker.png")

    static func asset(_ id: String = "img", p: String, u: String = "", width: Double = 8, height: Double = 8) -> ImageAsset {
        ImageAsset(id: id, name: p, directory: u, width: width, height: height, isEmbedded: p.hasPrefix("data:"))
    }

    /// A 40×40 composition with one image layer of a `w`×`h` asset at the origin.
    static func animation(p: String, u: String = "", width: Int = 40, height: Int = 40) throws -> LottieAnimation {
        let json = """
            {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"assets":[{"id":"img","w":\(width),"h":\(height),"u":"\(u)","p":"\(p)"}],
             "layers":[{"ty":2,"ind":1,"refId":"img","ip":0,"op":10,"st":0,"ks":{}}]}
            """
        return try LottieAnimation.from(data: Data(json.utf8))
    }

    /// A fresh temporary directory holding `files` (relative path → bytes).
    static func directory(_ files: [String: Data]) throws -> URL {
        let root = ScratchSpace.url("images")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    /// A one-pixel PNG of `color`.
    static func png(_ color: Color) -> Data {
        var pixels = PixelBuffer(width: 1, height: 1)
        pixels.setColor(color, x: 0, y: 0)
        return Data(PNGEncoder().encode(pixels))
    }

    static let red = Color(r: 1, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 1)

    // MARK: - File providers

    @Test func filepathProviderLooksForPThenUAndP() throws {
        let root = try Self.directory(["direct.png": Self.png(Self.red), "images/nested.png": Self.png(Self.blue)])
        let provider = FilepathImageProvider(filepath: root.path)
        let direct = try provider.loadImage(for: Self.asset(p: "direct.png", u: "images/")).get()
        #expect(direct.straightColor(x: 0, y: 0) == Self.red)
        let nested = try provider.loadImage(for: Self.asset(p: "nested.png", u: "images/")).get()
        #expect(nested.straightColor(x: 0, y: 0) == Self.blue)
        #expect(provider.imageForAsset(asset: Self.asset(p: "nested.png", u: "images/")) != nil)
    }

    @Test func filepathProviderForAnAnimationFileUsesItsDirectory() throws {
        let sample = Corpus.samples.appendingPathComponent("image-layers.json").path
        let loaded = try LoadedAnimationFile.load(filePath: sample)
        let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
        #expect(renderer.imageDiagnostics.isEmpty)
        let pixels = renderer.render(frame: 0, width: 64, height: 64)
        // The checker (file) covers 16..<48; its transparent quadrant shows the JPEG's red.
        #expect(pixels.straightColor(x: 20, y: 20) == Self.red)
        #expect(pixels.straightColor(x: 44, y: 20) == Self.blue)
        #expect(pixels.straightColor(x: 20, y: 44) == Color(r: 0, g: 1, b: 0))
        #expect(pixels.straightColor(x: 40, y: 40).r > 0.9)
        #expect(pixels.premultiplied(x: 8, y: 8) == .zero)
    }

    @Test func pathsThatLeaveTheFolderAreRefused() throws {
        // A real image one level up, and a link inside the folder that points at it.
        let outside = try Self.directory(["secret.png": Self.png(Self.red), "anim/inside.png": Self.png(Self.blue)])
        let folder = outside.appendingPathComponent("anim")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link.png"), withDestinationURL: outside.appendingPathComponent("secret.png"))
        let provider = FilepathImageProvider(filepath: folder.path)
        for (u, p) in [
            ("../", "secret.png"), ("images/../../", "secret.png"), ("", "../secret.png"), ("", "link.png"),
            ("../../../../../../etc/", "passwd"),
        ] {
            #expect(throws: ImageLoadingError.outsideFolder(asset: "img", path: u + p)) {
                try provider.loadImage(for: Self.asset(p: p, u: u)).get()
            }
        }
        // Inside the folder, `..` that stays inside is fine.
        let inside = try provider.loadImage(for: Self.asset(p: "inside.png", u: "images/../")).get()
        #expect(inside.straightColor(x: 0, y: 0) == Self.blue)
        // `check` names the refused path.
        let json =
            #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"assets":[{"id":"img","w":8,"h":8,"u":"../../../../../etc/","p":"passwd"}],"layers":[{"ty":2,"ind":1,"refId":"img","ip":0,"op":10,"ks":{}}]}"#
        let file = folder.appendingPathComponent("escape.json")
        try Data(json.utf8).write(to: file)
        let check = try CLITests.run(["check", file.path])
        #expect(check.stdout.contains("image asset 'img': path '../../../../../etc/passwd' leaves the animation's folder; not read"))
    }

    @Test func aFolderReachedThroughALinkIsStillTheFolder() throws {
        // The animation's folder is named through a symbolic link (a linked home or project
        // folder): its images load, and a missing one is missing, not outside.
        let real = try Self.directory(["anim/inside.png": Self.png(Self.blue)])
        let link = ScratchSpace.url("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        defer { try? FileManager.default.removeItem(at: link) }
        let provider = FilepathImageProvider(filepath: link.appendingPathComponent("anim").path)
        #expect(try provider.loadImage(for: Self.asset(p: "inside.png")).get().straightColor(x: 0, y: 0) == Self.blue)
        let missing = provider.loadImage(for: Self.asset(p: "gone.png", u: "images/"))
        guard case .failure(.notFound) = missing else {
            Issue.record("expected not found, got \(missing)")
            return
        }
        #expect(throws: ImageLoadingError.outsideFolder(asset: "img", path: "../secret.png")) {
            try provider.loadImage(for: Self.asset(p: "../secret.png")).get()
        }
    }

    @Test func missingFilesListWhereTheyWereLookedFor() throws {
        let root = try Self.directory([:])
        let result = FilepathImageProvider(filepath: root.path).loadImage(for: Self.asset(p: "gone.png", u: "images/"))
        let expected = [root.appendingPathComponent("gone.png").path, root.appendingPathComponent("images/gone.png").path]
        #expect(throws: ImageLoadingError.notFound(asset: "img", searched: expected)) { try result.get() }
    }

    @Test func corruptFilesAreUndecodable() throws {
        let root = try Self.directory(["bad.png": Data("not an image".utf8)])
        let result = FilepathImageProvider(filepath: root.path).loadImage(for: Self.asset(p: "bad.png"))
        let path = root.appendingPathComponent("bad.png").path
        #expect(throws: ImageLoadingError.undecodable(asset: "img", source: path, error: .unsupportedFormat(format: "unknown"))) {
            try result.get()
        }
    }

    @Test func directoryProviderSearchesInOrder() throws {
        let first = try Self.directory(["shared.png": Self.png(Self.red)])
        let second = try Self.directory(["shared.png": Self.png(Self.blue), "only-second.png": Self.png(Self.blue)])
        let provider = DirectoryImageProvider(searchPaths: [first.path, second.path])
        #expect(provider.imageForAsset(asset: Self.asset(p: "shared.png"))?.straightColor(x: 0, y: 0) == Self.red)
        #expect(provider.imageForAsset(asset: Self.asset(p: "only-second.png"))?.straightColor(x: 0, y: 0) == Self.blue)
        #expect(provider.imageForAsset(asset: Self.asset(p: "nowhere.png")) == nil)
        #expect(DirectoryImageProvider(searchPaths: []).imageForAsset(asset: Self.asset(p: "shared.png")) == nil)
    }

    @Test func dataURLsAreDecodedByEveryProvider() throws {
        let url = "data:image/png;base64," + Self.png(Self.blue).base64EncodedString()
        let providers: [any AnimationImageProvider] = [
            FilepathImageProvider(filepath: "/nonexistent"), DirectoryImageProvider(searchPaths: []),
            try DotLottieFile.loadedFrom(data: try ZipFixture.dotLottie(manifest: nil, [("a/x.json", ZipFixture.animationJSON("x"))])).imageProvider,
        ]
        for provider in providers {
            #expect(provider.imageForAsset(asset: Self.asset(p: url))?.straightColor(x: 0, y: 0) == Self.blue)
        }
        let unpadded = "data:image/png;base64," + Self.png(Self.red).base64EncodedString().replacingOccurrences(of: "=", with: "")
        #expect(DirectoryImageProvider(searchPaths: []).imageForAsset(asset: Self.asset(p: unpadded)) != nil)
        let broken = DirectoryImageProvider(searchPaths: []).loadImage(for: Self.asset(p: "data:image/png;base64,!!!!"))
        #expect(throws: ImageLoadingError.invalidDataURL(asset: "img")) { try broken.get() }
        let audio = DirectoryImageProvider(searchPaths: []).loadImage(for: Self.asset(p: "data:audio/mp3;base64,SUQz"))
        #expect(throws: ImageLoadingError.undecodable(asset: "img", source: "data:audio/mp3", error: .unsupportedFormat(format: "unknown"))) {
            try audio.get()
        }
    }

    @Test func webpFilesAndDataURLsAreDecoded() throws {
        let root = try Self.directory(["pic.webp": WebPFixture.lossless])
        let provider = FilepathImageProvider(filepath: root.path)
        for p in ["pic.webp", "data:image/webp;base64," + WebPFixture.lossless.base64EncodedString()] {
            let image = try provider.loadImage(for: Self.asset(p: p)).get()
            #expect(image.straightColor(x: 2, y: 0) == Self.blue, "\(p)")
        }
    }

    @Test func dotLottieProviderReadsOnlyTheArchive() throws {
        let archive = try ZipFixture.archive([
            .init("a/x.json", ZipFixture.animationJSON("x")), .init("i/pic.png", Self.png(Self.red)),
        ])
        let provider = try DotLottieFile.loadedFrom(data: archive, filename: "pics.lottie").imageProvider
        #expect(provider.imageForAsset(asset: Self.asset(p: "pic.png", u: "/images/"))?.straightColor(x: 0, y: 0) == Self.red)
        #expect(provider.imageForAsset(asset: Self.asset(p: "i/pic.png"))?.straightColor(x: 0, y: 0) == Self.red)
        let escape = provider.loadImage(for: Self.asset(p: "../../../etc/passwd"))
        #expect(throws: ImageLoadingError.notFound(asset: "img", searched: ["pics.lottie: images/../../../etc/passwd"])) { try escape.get() }
    }

    // MARK: - Renderer

    @Test func dotLottieFilesRenderTheirArchivedImages() throws {
        let json = """
            {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"assets":[{"id":"img","w":40,"h":40,"u":"/images/","p":"img_0.png","e":1}],
             "layers":[{"ty":2,"ind":1,"refId":"img","ip":0,"op":10,"st":0,"ks":{}}]}
            """
        let archive = try ZipFixture.archive([
            .init("manifest.json", #"{"version":"2","animations":[{"id":"pic"}]}"#), .init("a/pic.json", json),
            .init("i/img_0.png", Self.png(Self.blue)),
        ])
        let root = try Self.directory(["pic.lottie": archive])
        let loaded = try LoadedAnimationFile.load(filePath: root.appendingPathComponent("pic.lottie").path)
        let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
        #expect(renderer.imageDiagnostics.isEmpty)
        #expect(renderer.render(frame: 0, width: 40, height: 40).straightColor(x: 20, y: 20) == Self.blue)
        let configuration = try #require(loaded.dotLottie).configuration(forAnimation: "pic")
        #expect(configuration.imageProvider.imageForAsset(asset: Self.asset(p: "img_0.png")) != nil)
    }

    @Test func missingOrCorruptImagesAreDiagnosedAndTransparent() throws {
        let root = try Self.directory(["bad.png": Self.png(Self.red).prefix(30), "bad.webp": WebPFixture.lossy.prefix(60)])
        for p in ["gone.png", "bad.png", "bad.webp", "data:image/png;base64,AAAA"] {
            let renderer = LottieFrameRenderer(animation: try Self.animation(p: p), imageProvider: FilepathImageProvider(filepath: root.path))
            #expect(renderer.imageDiagnostics.count == 1)
            #expect(renderer.imageDiagnostics.first?.path == "assets[0]")
            #expect(renderer.imageDiagnostics.first?.message.hasPrefix("image asset 'img'") == true)
            let pixels = renderer.render(frame: 0, width: 40, height: 40)
            #expect(pixels.storage.allSatisfy { $0 == 0 })
            #expect(renderer.evaluator.evaluate(at: 0).notes == ["image asset 'img' has no decoded image; its layers are not drawn"])
        }
    }

    @Test func decodedImagesShareAPixelBudget() throws {
        // A 4096×4096 image takes all of the 2²⁴ pixels; the next one, however small, is refused.
        let assets = (0..<2).map { #"{"id":"i\#($0)","w":40,"h":40,"p":"x.png"}"# }.joined(separator: ",")
        let layers = (0..<2).map { #"{"ty":2,"ind":\#($0 + 1),"refId":"i\#($0)","ip":0,"op":10,"st":0,"ks":{}}"# }.joined(separator: ",")
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"assets":[\#(assets)],"layers":[\#(layers)]}"#
        let provider = SizedImageProvider(sizes: ["i0": 4096, "i1": 1])
        let renderer = LottieFrameRenderer(animation: try LottieAnimation.from(data: Data(json.utf8)), imageProvider: provider)
        #expect(renderer.evaluator.environment.images.keys.sorted() == ["i0"])
        #expect(renderer.imageDiagnostics.map(\.path) == ["assets[1]"])
        #expect(renderer.imageDiagnostics.first?.message.contains("limit of 16777216 decoded pixels") == true)
    }

    @Test func contentsGravityFitsTheImageIntoTheAssetRectangle() throws {
        var wide = ImageBitmap(width: 2, height: 1)
        wide.setColor(Self.red, x: 0, y: 0)
        wide.setColor(Self.blue, x: 1, y: 0)
        let resize = ImageContentsGravity.resize.pattern(for: wide, width: 40, height: 40).transform
        #expect(resize == AffineTransform(scaleX: 20, y: 40))
        let fit = ImageContentsGravity.resizeAspect.pattern(for: wide, width: 40, height: 40).transform
        #expect(fit == AffineTransform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: 10))
        let fill = ImageContentsGravity.resizeAspectFill.pattern(for: wide, width: 40, height: 40).transform
        #expect(fill == AffineTransform(a: 40, b: 0, c: 0, d: 40, tx: -20, ty: 0))
        let center = ImageContentsGravity.center.pattern(for: wide, width: 40, height: 40).transform
        #expect(center == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 19, ty: 19.5))

        let renderer = LottieFrameRenderer(animation: try Self.animation(p: "wide.png"), imageProvider: FixedImageProvider(image: wide, gravity: .resizeAspect))
        let pixels = renderer.render(frame: 0, width: 40, height: 40)
        #expect(pixels.premultiplied(x: 10, y: 5) == .zero)  // letterbox above
        #expect(pixels.straightColor(x: 5, y: 20) == Self.red)
        #expect(pixels.straightColor(x: 35, y: 20) == Self.blue)
        #expect(pixels.premultiplied(x: 10, y: 35) == .zero)  // and below
    }

    @Test func settingTheProviderAndReloadingImages() throws {
        let renderer = LottieFrameRenderer(animation: try Self.animation(p: "x.png"))
        #expect(renderer.imageDiagnostics.count == 1)  // the default provider reads embedded images only
        let source = ChangingImageProvider(color: Self.red, cacheEligible: false)
        renderer.imageProvider = source
        #expect(renderer.imageDiagnostics.isEmpty)
        #expect(renderer.render(frame: 0, width: 40, height: 40).straightColor(x: 20, y: 20) == Self.red)
        source.color.withLock { $0 = Self.blue }
        #expect(renderer.render(frame: 0, width: 40, height: 40).straightColor(x: 20, y: 20) == Self.red)
        renderer.reloadImages()
        #expect(renderer.render(frame: 0, width: 40, height: 40).straightColor(x: 20, y: 20) == Self.blue)
        #expect(source.loads.withLock { $0 } == 2)
    }

    @Test func cacheEligibleProvidersAreAskedOnce() throws {
        let source = ChangingImageProvider(color: Self.red, cacheEligible: true)
        let renderer = LottieFrameRenderer(animation: try Self.animation(p: "x.png"), imageProvider: source)
        source.color.withLock { $0 = Self.blue }
        renderer.reloadImages()
        renderer.reloadImages()
        #expect(source.loads.withLock { $0 } == 1)
        #expect(renderer.render(frame: 0, width: 40, height: 40).straightColor(x: 20, y: 20) == Self.red)
    }
}

/// Square transparent images of a given side per asset id.
private struct SizedImageProvider: AnimationImageProvider {
    let sizes: [String: Int]

    func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        sizes[asset.id].map { ImageBitmap(width: $0, height: $0) }
    }
}

/// One image for every asset, with a chosen gravity.
private struct FixedImageProvider: AnimationImageProvider {
    let image: ImageBitmap
    let gravity: ImageContentsGravity

    func imageForAsset(asset: ImageAsset) -> ImageBitmap? { image }
    func contentsGravity(for asset: ImageAsset) -> ImageContentsGravity { gravity }
}

/// A one-pixel image whose colour can change, counting how often it is asked.
private final class ChangingImageProvider: AnimationImageProvider {
    let color: Mutex<Color>
    let loads = Mutex(0)
    let cacheEligible: Bool

    init(color: Color, cacheEligible: Bool) {
        self.color = Mutex(color)
        self.cacheEligible = cacheEligible
    }

    func imageForAsset(asset: ImageAsset) -> ImageBitmap? {
        loads.withLock { $0 += 1 }
        var pixels = ImageBitmap(width: 1, height: 1)
        pixels.setColor(color.withLock { $0 }, x: 0, y: 0)
        return pixels
    }
}

import Foundation
import Lottie
import LottieModel
import TestSupport
import Testing

/// The corpus animations that use images: their images decode, and the only ones that do
/// not are a video or files the corpus does not ship.
@Suite struct CorpusImageTests {
    /// Whether a diagnostic is one of the expected, honest failures: a video in an image
    /// layer, a file the corpus does not ship.
    static func isExpected(_ diagnostic: Diagnostic) -> Bool {
        ["(data:video/mp4): not a PNG, JPEG or WebP image", "no file found"].contains {
            diagnostic.message.contains($0)
        }
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func corpusImagesDecode() throws {
        var decoded = 0
        var unexpected: [String] = []
        for entry in Corpus.animations(extensions: ["json", "lottie"]) {
            guard let loaded = try? LoadedAnimationFile.load(filePath: entry.url.path),
                loaded.animation.model.assets.contains(where: { if case .image = $0 { true } else { false } })
            else { continue }
            let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
            decoded += renderer.evaluator.environment.images.count
            unexpected += renderer.imageDiagnostics.filter { !Self.isExpected($0) }.map { "\(entry.path): \($0)" }
        }
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
        #expect(decoded >= 100)
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func dotLottieImagesComeFromTheArchive() throws {
        let corpus = try #require(Corpus.shared).appendingPathComponent("corpus")
        for path in ["lottie-ios/Issues/issue_2265.lottie", "lottie-ios/Issues/issue_1945.lottie", "lottie-ios/Issues/pr_2676.lottie"] {
            let loaded = try LoadedAnimationFile.load(filePath: corpus.appendingPathComponent(path).path)
            let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
            #expect(renderer.imageDiagnostics.isEmpty, "\(path): \(renderer.imageDiagnostics)")
            #expect(!renderer.evaluator.environment.images.isEmpty)
            let pixels = renderer.render(frame: loaded.animation.startFrame, width: 64, height: 64)
            #expect(pixels.storage.contains { $0 > 0 })
        }
    }
}

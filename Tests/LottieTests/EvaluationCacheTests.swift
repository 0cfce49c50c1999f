import Foundation
import Lottie
import LottieCore
import LottieGraphics
import TestSupport
import Testing

/// An evaluator reused across frames (which keeps shape and text layers over the stretches
/// where they hold still, text layouts and gradient stops, between them) draws every frame exactly as an
/// evaluator that keeps nothing, whatever the order of the frames: forward, backward,
/// shuffled and repeated.
@Suite struct EvaluationCacheTests {
    /// Corpus files where most of the frame is evaluation (text, static layers, precomps,
    /// still paths under animated trims), plus ones with expressions, time remapping and
    /// repeaters.
    static let corpusFiles = [
        "lottie-ios/Issues/pr_2436_text_animator_overlaid.json", "lottie-android/assets/Tests/adrock_converted.json",
        "lottie-android/assets/Tests/text_range_test.json", "dotlottie-rs/animations/dotlottie/v2/themed.lottie",
        "lottie-web/demo/happy2016/data.json", "lottie-ios/TypeFace/M.json", "lottie-ios/LottieFiles/step_loader.json",
        "lottie-ios/Issues/issue_2209.json", "thorvg.example/lottie/shutup.json", "lottie-android/assets/lottiefiles/___.json",
        "lottie-android/assets/Tests/Multiline.json", "lottie-ios/Nonanimating/Text_AnimatedProperties.json",
        "lottie-ios/Issues/issue_1915.json", "thorvg.example/lottie/lolo_walk.json",
    ]

    /// Every sample.
    @Test func samplesDrawTheSameWithTheCache() {
        let files = Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") }
        #expect(files.count >= 10)
        let compared = files.filter { Self.expectSameFrames($0.path, frames: 12) }
        #expect(compared.count == files.count)
    }

    /// The files named above and every 4th corpus animation.
    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func corpusDrawsTheSameWithTheCache() throws {
        let corpus = try #require(Corpus.shared).appendingPathComponent("corpus")
        let spread = Corpus.animations(extensions: ["json", "lottie"]).enumerated().filter { $0.offset % 4 == 0 }.map(\.element.path)
        let paths = Self.corpusFiles + spread
        let compared = paths.filter { Self.expectSameFrames(corpus.appendingPathComponent($0).path, frames: 8) }
        #expect(compared.count >= paths.count * 9 / 10, "\(Set(paths).subtracting(compared))")
    }

    /// Value providers set, changed and removed between frames: each frame matches a fresh
    /// renderer with the same providers.
    @Test func providersChangedBetweenFramesAreDrawn() throws {
        let renderer = try KeypathAPITests.renderer()
        let keypath: AnimationKeypath = "**.Fill 1.Color"
        let providers: [(any AnyValueProvider)?] = [
            nil, ColorValueProvider { frame in Color(r: 0, g: frame / 60, b: 0) }, ColorValueProvider(Color(r: 0, g: 0, b: 1)), nil,
        ]
        for provider in providers {
            if let provider { renderer.setValueProvider(provider, keypath: keypath) } else { renderer.removeValueProvider(for: keypath) }
            for frame in [30.0, 10, 30, 50] {
                let fresh = try KeypathAPITests.renderer()
                if let provider { fresh.setValueProvider(provider, keypath: keypath) }
                let isSame =
                    renderer.render(frame: frame, width: 64, height: 64).storage == fresh.render(frame: frame, width: 64, height: 64).storage
                #expect(isSame, "frame \(frame), provider \(String(describing: provider))")
            }
        }
    }

    /// Renders `frames` frames spread across the animation, then the same frames backward,
    /// shuffled and repeated, with one renderer; each must match an uncached evaluation
    /// pixel for pixel, with the same notes. False when the file does not load.
    static func expectSameFrames(_ path: String, frames count: Int) -> Bool {
        guard let loaded = try? LoadedAnimationFile.load(filePath: path) else { return false }
        let renderer = LottieFrameRenderer(animation: loaded.animation, imageProvider: loaded.imageProvider)
        let animation = loaded.animation
        let span = max(animation.endFrame - animation.startFrame, 1)
        let spread = (0..<count).map { animation.startFrame + span * Double($0) / Double(count) }
        var generator = SplitMix64(seed: UInt64(path.utf8.count))
        let order = spread + spread.reversed() + spread.shuffled(using: &generator) + [spread[count / 2], spread[count / 2]]
        let cached = renderer.evaluator
        for frame in order {
            let uncached = FrameEvaluator(animation: cached.animation, environment: cached.environment, isCaching: false)
            let expected = uncached.evaluate(at: frame)
            let actual = cached.evaluate(at: frame)
            #expect(actual.notes == expected.notes, "\(path) at \(frame)")
            let expectedPixels = renderer.rasterize(expected.list, width: 96, height: 96)
            let actualPixels = renderer.rasterize(actual.list, width: 96, height: 96)
            let isSame = actualPixels.storage == expectedPixels.storage
            #expect(isSame, "\(path) at \(frame)")
        }
        return true
    }
}

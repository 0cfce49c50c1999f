import Foundation
import Lottie
import TestSupport
import Testing

/// A renderer reused across frames (its coverage cache, its frame buffer cleared only where the
/// last frame drew) must draw every frame exactly as a fresh renderer does, in any order,
/// including a frame drawn twice in a row and a frame drawn again after others.
@Suite struct FrameReuseTests {
    static let samples = Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") }
    /// Every 12th corpus animation: shapes that stay, move, morph, mask and matte.
    static let corpusFiles = Corpus.animations().enumerated().filter { $0.offset % 12 == 0 }.map(\.element.url)

    @Test(arguments: samples)
    func samplesDrawTheSameReused(_ file: URL) throws {
        try expectSameReused(file)
    }

    @Test(arguments: corpusFiles)
    func corpusFilesDrawTheSameReused(_ file: URL) throws {
        try expectSameReused(file)
    }

    private func expectSameReused(_ file: URL) throws {
        let loaded = try LoadedAnimationFile.load(filePath: file.path)
        let animation = loaded.animation
        let reused = LottieFrameRenderer(animation: animation, imageProvider: loaded.imageProvider)
        let span = max(animation.endFrame - animation.startFrame, 1)
        let steps = [0.0, 0.0, 0.5, 0.25, 0.5, 0.5, 0.9, 0.0, 0.75, 0.75]
        for step in steps {
            let frame = animation.startFrame + span * step
            let fresh = LottieFrameRenderer(animation: animation, imageProvider: loaded.imageProvider)
            let expected = fresh.render(frame: frame, width: 48, height: 48)
            let actual = reused.render(frame: frame, width: 48, height: 48)
            #expect(actual.storage == expected.storage, "\(file.lastPathComponent) at frame \(frame)")
        }
    }
}

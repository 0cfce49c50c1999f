import Foundation
import Lottie
import TestSupport

/// Files laid out as the seeds' apps have them: a "bundle" folder with animations by name,
/// images in subfolders and a `.lottie`, made fresh for each test that needs one.
enum SeedFixtures {
    /// A 100×100, 30 fps, 90-frame animation with the seeds' names: a green full-canvas
    /// background `BG-On.Group 1.Fill 1`, and `Layer 1` (at 50,50) whose `Group 1` (position
    /// 10,10) holds a 20×20 red square `Fill 1`; markers as in the seeds' examples.
    static let toggleJSON = """
        {"v":"5.7.0","fr":30,"ip":0,"op":90,"w":100,"h":100,"nm":"toggle","layers":[
         {"ty":4,"nm":"Layer 1","ind":1,"ip":0,"op":90,"st":0,
          "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"o":{"a":0,"k":100},"r":{"a":0,"k":0}},
          "shapes":[{"ty":"gr","nm":"Group 1","it":[
            {"ty":"rc","nm":"Rectangle Path 1","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
            {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
            {"ty":"tr","nm":"Transform","p":{"a":0,"k":[10,10]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
         {"ty":4,"nm":"BG-On","ind":2,"ip":0,"op":90,"st":0,
          "ks":{"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"o":{"a":0,"k":100},"r":{"a":0,"k":0}},
          "shapes":[{"ty":"gr","nm":"Group 1","it":[
            {"ty":"rc","nm":"Rectangle Path 1","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[0,1,0,1]},"o":{"a":0,"k":100}},
            {"ty":"tr","nm":"Transform","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}],
         "markers":[{"cm":"ftue1_begin","tm":24,"dr":0},{"cm":"ftue1_end","tm":48,"dr":0},
          {"cm":"touchDownStart","tm":0,"dr":0},{"cm":"touchDownEnd","tm":20,"dr":0},
          {"cm":"touchUpCancel","tm":40,"dr":0},{"cm":"touchUpEnd","tm":60,"dr":0}]}
        """

    static var toggle: LottieAnimation {
        get throws { try LottieAnimation.from(data: Data(toggleJSON.utf8)) }
    }

    /// A fresh folder holding `toggle.json`, `Animations/StarAnimation.json` (the same file) and
    /// the image sample with its images, as `Bundle(path:)` sees a resource folder.
    static func bundle() throws -> Bundle {
        let folder = ScratchSpace.url("seed-bundle")
        let animations = folder.appendingPathComponent("Animations")
        let images = folder.appendingPathComponent("avatar_assets")
        try FileManager.default.createDirectory(at: animations, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data(toggleJSON.utf8).write(to: folder.appendingPathComponent("toggle.json"))
        try Data(toggleJSON.utf8).write(to: animations.appendingPathComponent("StarAnimation.json"))
        try FileManager.default.copyItem(
            at: Corpus.samples.appendingPathComponent("image-layers.json"), to: folder.appendingPathComponent("avatar_animation.json"))
        try FileManager.default.copyItem(
            at: Corpus.samples.appendingPathComponent("images/checker.png"), to: images.appendingPathComponent("checker.png"))
        guard let bundle = Bundle(path: folder.path) else { throw CocoaError(.fileNoSuchFile) }
        return bundle
    }

    /// The straight colour of pixel (x, y), rounded to 8 bits per channel.
    static func rgba(_ pixels: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let color = pixels.straightColor(x: x, y: y)
        return [color.r, color.g, color.b, color.a].map { Int(($0 * 255).rounded()) }
    }
}

/// Records completion calls.
final class Completions {
    private(set) var calls: [Bool] = []
    var block: LottieCompletionBlock { { [self] finished in calls.append(finished) } }
}

extension LottieAnimationView {
    /// Advances one file frame at a time until playback stops (at most `limit` steps).
    func playToEnd(limit: Int = 10_000) {
        var steps = 0
        while isAnimationPlaying, steps < limit {
            advance(by: 1.0 / 30)
            steps += 1
        }
    }
}

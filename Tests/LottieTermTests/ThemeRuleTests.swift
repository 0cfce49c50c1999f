import Foundation
import Lottie
import TestSupport
import Testing

/// Theme rules of every type applied to `Samples/slots.json` packed in a `.lottie`: gradient
/// stops, an image from the archive's `i/` folder, a text whose style stays, and keyframed
/// and static property rules.
@Suite struct ThemeRuleTests {
    static let greenPNG = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAD0lEQVR42mNgOMEAQhAKABXuAyERyaubAAAAAElFTkSuQmCC"

    static let theme = #"""
        {"rules":[
          {"id":"swatch_color","type":"Color","keyframes":[{"frame":0,"value":[0,0,1]},{"frame":30,"value":[0,0,1]}]},
          {"id":"fade_opacity","type":"Scalar","value":0},
          {"id":"dot_position","type":"Position","value":[50,50]},
          {"id":"bar_gradient","type":"Gradient","value":[{"offset":0,"color":[1,0,0,1]},{"offset":1,"color":[0,0,1,1]}]},
          {"id":"picture","type":"Image","value":{"src":"i/green.png"}},
          {"id":"title","type":"Text","value":{"text":""}},
          {"id":"dot_size","type":"Vector","value":[40,40],"animations":["other"]}]}
        """#

    @Test func everyRuleTypeApplies() throws {
        let json = try String(contentsOf: Corpus.samples.appendingPathComponent("slots.json"), encoding: .utf8)
        let manifest = #"{"version":"2","animations":[{"id":"slots"}],"themes":[{"id":"all"}]}"#
        let archive = try ZipFixture.archive([
            .init("manifest.json", manifest), .init("a/slots.json", json), .init("t/all.json", Self.theme),
            .init("i/green.png", try #require(Data(base64Encoded: Self.greenPNG))),
        ])
        let file = try DotLottieFile.loadedFrom(data: archive, filename: "slots.lottie")
        let themed = try file.animation(themeId: "all")
        let slots = Dictionary(uniqueKeysWithValues: themed.slots.map { ($0.id, $0) })
        #expect(slots["swatch_color"]?.isAnimated == true)
        #expect(slots["dot_size"]?.value == .vector(Vector2(20, 20)))  // limited to another animation
        #expect(slots["title"]?.value == .text(""))
        let renderer = LottieFrameRenderer(animation: themed, imageProvider: file.imageProvider)
        let pixels = renderer.render(frame: 0, width: 100, height: 130)
        #expect(renderer.imageDiagnostics.isEmpty)
        #expect(pixels.straightColor(x: 25, y: 25) == Color(r: 0, g: 0, b: 1))
        #expect(pixels.straightColor(x: 75, y: 25).a == 0)
        #expect(pixels.straightColor(x: 50, y: 50).a == 1 && pixels.straightColor(x: 25, y: 75).a == 0)
        let bar = pixels.straightColor(x: 57, y: 75)
        #expect(bar.r > 0.8 && bar.g < 0.1)
        let picture = pixels.straightColor(x: 15, y: 115)
        #expect(abs(picture.g - 200.0 / 255) < 0.02 && picture.r < 0.02)
        #expect((35..<100).allSatisfy { pixels.straightColor(x: $0, y: 117).a == 0 })
    }
}

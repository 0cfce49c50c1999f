import Foundation
import Lottie
import LottieCore
import LottieGraphics
import LottieModel
import TestSupport
import Testing

/// The keypath API of `LottieAnimation` and `LottieFrameRenderer`: listing, values at
/// frames, providers, coordinate conversion and hit testing, on `Samples/keypaths.json`.
@Suite struct KeypathAPITests {
    static func renderer() throws -> LottieFrameRenderer {
        LottieFrameRenderer(animation: try LottieAnimation.load(filePath: Corpus.samples.appendingPathComponent("keypaths.json").path))
    }

    @Test func allHierarchyKeypathsAreSortedNodesAndProperties() throws {
        let keypaths = try Self.renderer().animation.allHierarchyKeypaths()
        #expect(keypaths == keypaths.sorted())
        #expect(keypaths.contains("Badge.Circle.Fill 1.Color"))
        #expect(keypaths.contains("Badge.Circle.Position"))
        #expect(keypaths.contains("Badge.Circle.Transform.Position"))
        #expect(keypaths.contains("Left.Dot.Dot.Ellipse Path 1.Size"))
        #expect(!keypaths.contains("Left.Time Remap"))
    }

    @Test func getValueFollowsTheAnimationAtSeveralFrames() throws {
        let renderer = try Self.renderer()
        let keypath: AnimationKeypath = "Badge.Circle.Fill 1.Color"
        #expect(renderer.getValue(for: keypath, atFrame: 0) == .color(Color(r: 1, g: 0, b: 0)))
        #expect(renderer.getValue(for: keypath, atFrame: 30) == .color(Color(r: 0.5, g: 0, b: 0.5)))
        #expect(renderer.getValue(for: keypath, atFrame: 60) == .color(Color(r: 0, g: 0, b: 1)))
        #expect(renderer.getValue(for: "Panel.Transform.Position", atFrame: 12) == .point(Vector2(10, 0)))
        #expect(renderer.getValue(for: "Panel.Rect.Rectangle Path 1.Size", atFrame: 0) == .size(Vector2(80, 20)))
        #expect(renderer.getValue(for: "**.Stroke 1.Stroke Width", atFrame: 0) == .number(2))
        #expect(renderer.getValue(for: "Badge.Nothing.Color", atFrame: 0) == nil)
        #expect(renderer.getValue(for: keypath, atFrame: 30)?.description == "#800080")
    }

    @Test func getValueUsesThePrecompositionClock() throws {
        let json = #"""
            {"fr":30,"ip":0,"op":90,"w":10,"h":10,
             "assets":[{"id":"p","layers":[{"ty":3,"nm":"Inner","ind":1,"ip":0,"op":90,"st":0,"ks":{"o":{"a":1,"k":[
               {"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":60,"s":[100]}]}}}]}],
             "layers":[
               {"ty":0,"nm":"Late","refId":"p","ind":1,"ip":0,"op":90,"st":10,"w":10,"h":10,"ks":{}},
               {"ty":0,"nm":"Remapped","refId":"p","ind":2,"ip":0,"op":90,"st":0,"w":10,"h":10,"ks":{},"tm":{"a":0,"k":0.5}}]}
            """#
        let renderer = LottieFrameRenderer(animation: try LottieAnimation.from(data: Data(json.utf8)))
        #expect(renderer.getValue(for: "Late.Inner.Transform.Opacity", atFrame: 40) == .number(50))
        #expect(renderer.getValue(for: "Remapped.Inner.Transform.Opacity", atFrame: 40) == .number(25))
        #expect(renderer.getValue(for: "Remapped.Time Remap", atFrame: 40) == .number(0.5))
    }

    @Test func providersChangeValuesUntilRemoved() throws {
        let renderer = try Self.renderer()
        let keypath: AnimationKeypath = "**.Fill 1.Color"
        renderer.setValueProvider(ColorValueProvider { frame in Color(r: 0, g: frame / 60, b: 0) }, keypath: keypath)
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color", atFrame: 30) == .color(Color(r: 0, g: 0.5, b: 0)))
        #expect(renderer.getOriginalValue(for: "Badge.Circle.Fill 1.Color", atFrame: 30) == .color(Color(r: 0.5, g: 0, b: 0.5)))
        #expect(renderer.valueProviders.count == 1)
        let pixel = renderer.render(frame: 30, width: 100, height: 100).straightColor(x: 50, y: 50)
        #expect(pixel.r < 0.01 && abs(pixel.g - 0.5) < 0.01 && pixel.b < 0.01 && pixel.a > 0.99)
        renderer.removeValueProvider(for: keypath)
        #expect(renderer.valueProviders.isEmpty)
        #expect(renderer.getValue(for: "Badge.Circle.Fill 1.Color", atFrame: 30) == .color(Color(r: 0.5, g: 0, b: 0.5)))
    }

    @Test func convertMapsCompositionPointsIntoLayerSpace() throws {
        let renderer = try Self.renderer()
        #expect(renderer.convert(Vector2(60, 80), toLayerAt: "Panel", atFrame: 0) == Vector2(50, 80))
        #expect(renderer.convert(Vector2(85, 5), toLayerAt: "Right.Dot", atFrame: 0) == Vector2(5, 5))
        #expect(renderer.convert(Vector2(1, 2), toLayerAt: nil, atFrame: 0) == Vector2(1, 2))
        #expect(renderer.convert(Vector2(1, 2), toLayerAt: "Nowhere", atFrame: 0) == nil)
        renderer.setValueProvider(PointValueProvider(Vector2(20, 0)), keypath: "Panel.Transform.Position")
        #expect(renderer.convert(Vector2(60, 80), toLayerAt: "Panel", atFrame: 0) == Vector2(40, 80))
    }

    @Test func hitTestNamesTheLayersAndGroupsUnderAPoint() throws {
        let renderer = try Self.renderer()
        func hits(_ x: Double, _ y: Double) -> [String] {
            renderer.hitTest(Vector2(x, y), atFrame: 0).map(\.keypath.string)
        }
        #expect(hits(50, 50) == ["Badge", "Badge.Circle"])
        #expect(hits(60, 80) == ["Panel", "Panel.Rect"])
        #expect(hits(10, 10) == ["Left", "Left.Dot", "Left.Dot.Dot"])
        #expect(hits(90, 10) == ["Right", "Right.Dot", "Right.Dot.Dot"])
        #expect(hits(5, 95).isEmpty)
        renderer.setValueProvider(FloatValueProvider(0), keypath: "Badge.Transform.Opacity")
        #expect(hits(50, 50).isEmpty)
    }
}

import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import TestSupport
import Testing

/// Value providers: which properties they reach, and the pixels they change.
@Suite struct ValueProviderTests {
    static let sample = Corpus.samples.appendingPathComponent("keypaths.json")

    static func evaluator(_ providers: [(keypath: AnimationKeypath, provider: any AnyValueProvider)]) throws -> FrameEvaluator {
        let model = try Animation(jsonBytes: Array(try Data(contentsOf: sample)))
        var environment = EvaluationEnvironment()
        environment.valueProviders = ValueProviderTable(tree: KeypathTree(animation: model), providers: providers)
        return FrameEvaluator(animation: model, environment: environment)
    }

    static func render(_ evaluator: FrameEvaluator, frame: Double = 30) -> PixelBuffer {
        Renderer().render(evaluator.displayList(at: frame), width: 100, height: 100)
    }

    static func bytes(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * buffer.width + x) * 4
        return Array(buffer.straightRGBA8()[index..<index + 4])
    }

    @Test func redFillsTurnExactlyTheFilledPixelsRed() throws {
        let plain = Self.render(try Self.evaluator([]))
        let red = Self.render(try Self.evaluator([("**.Fill 1.Color", ColorValueProvider(Color(r: 1, g: 0, b: 0)))]))
        let unfilled = Self.render(try Self.evaluator([("**.Fill 1.Opacity", FloatValueProvider(0))]))
        let (plainBytes, redBytes, unfilledBytes) = (plain.straightRGBA8(), red.straightRGBA8(), unfilled.straightRGBA8())
        var changed = 0
        var filledInteriors = 0
        for pixel in 0..<(100 * 100) {
            let range = pixel * 4..<pixel * 4 + 4
            let fillPaints = plainBytes[range] != unfilledBytes[range]
            if !fillPaints {
                #expect(redBytes[range] == plainBytes[range], "pixel \(pixel) changed without a fill")
            } else if unfilledBytes[pixel * 4 + 3] == 0 && plainBytes[pixel * 4 + 3] == 255 {
                filledInteriors += 1
                #expect(Array(redBytes[range]) == [255, 0, 0, 255], "pixel \(pixel) is filled but not red")
            }
            if redBytes[range] != plainBytes[range] { changed += 1 }
        }
        // The circle (minus its stroke), the rectangle and both dots.
        #expect(filledInteriors > 1_500)
        #expect(changed >= filledInteriors)
        #expect(Self.bytes(red, 50, 30) == Self.bytes(plain, 50, 30))  // the circle's black stroke stays
    }

    @Test func providersReachOnlyTheInstanceTheKeypathNames() throws {
        let rendered = Self.render(try Self.evaluator([("Left.**.Color", ColorValueProvider(Color(r: 0, g: 0, b: 1)))]))
        #expect(Self.bytes(rendered, 10, 10) == [0, 0, 255, 255])
        #expect(Self.bytes(rendered, 90, 10) == [255, 255, 255, 255])
    }

    @Test func severalOverridesOfOneInstanceKeepTheOtherInstance() throws {
        let rendered = Self.render(
            try Self.evaluator([
                ("Left.Dot.Dot.Fill 1.Color", ColorValueProvider(Color(r: 0, g: 0, b: 1))),
                ("Left.Dot.Dot.Ellipse Path 1.Size", SizeValueProvider(Vector2(16, 16))),
                ("Right.Dot.Dot.Fill 1.Color", ColorValueProvider(Color(r: 1, g: 0, b: 0))),
            ]))
        #expect(Self.bytes(rendered, 10, 10) == [0, 0, 255, 255])
        #expect(Self.bytes(rendered, 10, 16) == [0, 0, 255, 255])  // radius 8 now
        #expect(Self.bytes(rendered, 90, 10) == [255, 0, 0, 255])
        #expect(Self.bytes(rendered, 90, 16)[3] == 0)  // radius 5 still
    }

    @Test func laterProvidersWinAndKindsMustMatch() throws {
        let evaluator = try Self.evaluator([
            ("**.Color", ColorValueProvider(Color(r: 0, g: 0, b: 1))),
            ("Panel.**.Color", ColorValueProvider(Color(r: 1, g: 1, b: 0))),
            ("Panel.**.Color", FloatValueProvider(3)),
        ])
        let rendered = Self.render(evaluator)
        #expect(Self.bytes(rendered, 60, 80) == [255, 255, 0, 255])
        #expect(Self.bytes(rendered, 50, 50) == [0, 0, 255, 255])
        // Four fills and one stroke are overridden; the number matched no colour property.
        #expect(evaluator.environment.valueProviders.count == 5)
    }

    @Test func closuresGetTheFrame() throws {
        let evaluator = try Self.evaluator([
            ("Panel.Transform.Position", PointValueProvider { frame in Vector2(frame, 0) }),
            ("Badge.Transform.Opacity", FloatValueProvider { frame in frame < 10 ? 0 : 100 }),
        ])
        let early = Self.render(evaluator, frame: 0)
        let late = Self.render(evaluator, frame: 20)
        #expect(Self.bytes(early, 50, 50)[3] == 0)
        #expect(Self.bytes(late, 50, 50)[3] == 255)
        #expect(Self.bytes(early, 15, 80)[3] == 255)  // the rectangle spans x = 10...90 at frame 0
        #expect(Self.bytes(late, 25, 80)[3] == 0)  // and x = 30...110 at frame 20
    }

    @Test func sizesAndScalesApply() throws {
        let evaluator = try Self.evaluator([
            ("Badge.Circle.Ellipse Path 1.Size", SizeValueProvider(Vector2(80, 80))),
            ("Panel.Rect.Scale", SizeValueProvider(Vector2(50, 100))),
        ])
        let rendered = Self.render(evaluator)
        #expect(Self.bytes(rendered, 50, 15)[3] == 255)  // the circle now reaches y = 10
        // The rectangle, x 10...90 in its group, is now x 5...45, plus the layer's 10.
        #expect(Self.bytes(rendered, 80, 85)[3] == 0)
        #expect(Self.bytes(rendered, 20, 80) == [0, 255, 0, 255])
    }
}

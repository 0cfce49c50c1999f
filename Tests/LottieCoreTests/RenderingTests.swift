import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import TestSupport
import Testing

/// Frames rendered from small documents and from our samples: what a user would see,
/// checked pixel by pixel.
@Suite struct RenderingTests {
    /// Renders `layers` in a 100×100 composition at `frame` into a 100×100 buffer.
    static func render(_ layers: String, assets: String = "[]", frame: Double = 0) throws -> PixelBuffer {
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"assets":"# + assets + #","layers":["# + layers + "]}"
        let animation = try Animation(jsonBytes: Array(json.utf8))
        let list = FrameEvaluator(animation: animation).displayList(at: frame)
        return Renderer().render(list, width: 100, height: 100)
    }

    static let identity = #""ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#

    static func solid(_ color: String, index: Int, extra: String = "") -> String {
        #"{"ty":1,"ind":"# + "\(index)" + #","ip":0,"op":60,"sw":100,"sh":100,"sc":""# + color + #"","# + identity + extra + "}"
    }

    static func rectangleMask(_ mode: String, x: Double, width: Double, inverted: Bool = false) -> String {
        let r = x + width
        return #"{"mode":""# + mode + #"","inv":"# + (inverted ? "true" : "false")
            + #","o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":true,"v":[["# + "\(x),0],[\(r),0],[\(r),100],[\(x),100]]"
            + #","i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    }

    private func alpha(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Double { buffer.straightColor(x: x, y: y).a }

    private func isColor(_ buffer: PixelBuffer, _ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        let c = buffer.straightColor(x: x, y: y)
        return abs(c.r - r) < 0.01 && abs(c.g - g) < 0.01 && abs(c.b - b) < 0.01 && c.a > 0.99
    }

    @Test func solidLayerFillsTheCanvas() throws {
        let pixels = try Self.render(Self.solid("#ff0000", index: 1))
        #expect(isColor(pixels, 0, 0, 1, 0, 0))
        #expect(isColor(pixels, 99, 99, 1, 0, 0))
    }

    @Test func firstLayerIsOnTop() throws {
        let pixels = try Self.render(Self.solid("#0000ff", index: 1) + "," + Self.solid("#ff0000", index: 2))
        #expect(isColor(pixels, 50, 50, 0, 0, 1))
    }

    @Test(arguments: [("a", false, [true, false]), ("a", true, [false, true]), ("s", false, [false, true]), ("i", false, [true, false])])
    func masksKeepTheRightHalf(_ mask: (String, Bool, [Bool])) throws {
        let layer = Self.solid("#ff0000", index: 1, extra: #","masksProperties":["# + Self.rectangleMask(mask.0, x: 0, width: 50, inverted: mask.1) + "]")
        let pixels = try Self.render(layer)
        #expect((alpha(pixels, 25, 50) > 0.99) == mask.2[0])
        #expect((alpha(pixels, 75, 50) > 0.99) == mask.2[1])
    }

    @Test func maskOpacityAndSubtractAfterAdd() throws {
        let masks = Self.rectangleMask("a", x: 0, width: 60) + "," + Self.rectangleMask("s", x: 40, width: 60)
        let pixels = try Self.render(Self.solid("#00ff00", index: 1, extra: #","masksProperties":["# + masks + "]"))
        #expect(alpha(pixels, 20, 50) > 0.99)
        #expect(alpha(pixels, 50, 50) < 0.01)
        #expect(alpha(pixels, 80, 50) < 0.01)
    }

    @Test(arguments: [(1, true, false), (2, false, true)])
    func alphaMattesUseTheLayerAbove(_ matte: (Int, Bool, Bool)) throws {
        let source = Self.solid("#ffffff", index: 1, extra: #","td":1,"masksProperties":["# + Self.rectangleMask("a", x: 0, width: 50) + "]")
        let content = Self.solid("#0000ff", index: 2, extra: #","tt":"# + "\(matte.0)")
        let pixels = try Self.render(source + "," + content)
        #expect((alpha(pixels, 25, 50) > 0.99) == matte.1)
        #expect((alpha(pixels, 75, 50) > 0.99) == matte.2)
        #expect(!isColor(pixels, 25, 50, 1, 1, 1))  // the source itself is not drawn
    }

    @Test func aMatteSourceKeepsItsOwnTrackMatte() throws {
        // The blue layer's source is the white one, which is itself matted (inverted alpha) by
        // the left half: so blue shows only on the right half, as After Effects chains mattes.
        let first = Self.solid("#ffffff", index: 1, extra: #","td":1,"masksProperties":["# + Self.rectangleMask("a", x: 0, width: 50) + "]")
        let second = Self.solid("#ffffff", index: 2, extra: #","tt":2"#)
        let content = Self.solid("#0000ff", index: 3, extra: #","tt":1"#)
        let pixels = try Self.render([first, second, content].joined(separator: ","))
        #expect(alpha(pixels, 25, 50) < 0.01)
        #expect(isColor(pixels, 75, 50, 0, 0, 1))
    }

    @Test func matteChainsThatLoopStop() throws {
        // The blue layer's matte source and its source name each other (`tp`): the chain is
        // followed a bounded number of steps and the frame draws.
        let first = Self.solid("#ffffff", index: 1, extra: #","tt":1,"tp":2"#)
        let second = Self.solid("#ffffff", index: 2, extra: #","tt":1,"tp":1"#)
        let content = Self.solid("#0000ff", index: 3, extra: #","tt":1,"tp":2"#)
        #expect(isColor(try Self.render([first, second, content].joined(separator: ",")), 50, 50, 0, 0, 1))
    }

    @Test func lumaMatteUsesBrightness() throws {
        let source = Self.solid("#000000", index: 1, extra: #","td":1"#)
        let content = Self.solid("#0000ff", index: 2, extra: #","tt":3"#)
        #expect(alpha(try Self.render(source + "," + content), 50, 50) < 0.01)
        let inverted = Self.solid("#0000ff", index: 2, extra: #","tt":4"#)
        #expect(alpha(try Self.render(source + "," + inverted), 50, 50) > 0.99)
    }

    @Test func layerTimingIsHalfOpen() throws {
        let layer = ##"{"ty":1,"ind":1,"ip":10,"op":20,"sw":100,"sh":100,"sc":"#ff0000","## + Self.identity + "}"
        #expect(alpha(try Self.render(layer, frame: 9.9), 50, 50) == 0)
        #expect(alpha(try Self.render(layer, frame: 10), 50, 50) > 0.99)
        #expect(alpha(try Self.render(layer, frame: 19.9), 50, 50) > 0.99)
        #expect(alpha(try Self.render(layer, frame: 20), 50, 50) == 0)
    }

    @Test func precompositionsClipAndShiftTime() throws {
        // The precomp's solid is visible from its frame 0 to 10; the layer starts it at st 30
        // and clips it to 50×100.
        let assets = ##"[{"id":"p","layers":[{"ty":1,"ind":1,"ip":0,"op":10,"sw":100,"sh":100,"sc":"#00ff00","## + Self.identity + "}]}]"
        let layer = #"{"ty":0,"ind":1,"refId":"p","w":50,"h":100,"ip":0,"op":60,"st":30,"# + Self.identity + "}"
        let during = try Self.render(layer, assets: assets, frame: 35)
        #expect(isColor(during, 25, 50, 0, 1, 0))
        #expect(alpha(during, 75, 50) == 0)
        #expect(alpha(try Self.render(layer, assets: assets, frame: 25), 25, 50) == 0)
        #expect(alpha(try Self.render(layer, assets: assets, frame: 45), 25, 50) == 0)
    }

    @Test func timeRemapReplacesStartTime() throws {
        let assets = ##"[{"id":"p","layers":[{"ty":1,"ind":1,"ip":0,"op":10,"sw":100,"sh":100,"sc":"#00ff00","## + Self.identity + "}]}]"
        // tm = 0.1 s → child frame 3 at any time: always visible.
        let layer = #"{"ty":0,"ind":1,"refId":"p","w":100,"h":100,"ip":0,"op":60,"st":30,"tm":{"a":0,"k":0.1},"# + Self.identity + "}"
        #expect(isColor(try Self.render(layer, assets: assets, frame: 50), 50, 50, 0, 1, 0))
    }

    @Test func precompositionCyclesDrawNothingAndDoNotHang() throws {
        let assets = #"[{"id":"p","layers":[{"ty":0,"ind":1,"refId":"p","w":100,"h":100,"ip":0,"op":60,"# + Self.identity + "}]}]"
        let layer = #"{"ty":0,"ind":1,"refId":"p","w":100,"h":100,"ip":0,"op":60,"# + Self.identity + "}"
        #expect(alpha(try Self.render(layer, assets: assets), 50, 50) == 0)
    }

    @Test func parentingCyclesAreBounded() throws {
        let a = ##"{"ty":1,"ind":1,"parent":2,"ip":0,"op":60,"sw":10,"sh":10,"sc":"#ff0000","## + Self.identity + "}"
        let b = #"{"ty":3,"ind":2,"parent":1,"ip":0,"op":60,"# + Self.identity + "}"
        #expect(isColor(try Self.render(a + "," + b), 5, 5, 1, 0, 0))
    }

    /// A shape layer of 10×10 squares filled blue, the first centred at (15, 50), repeated
    /// `copies` times `step` px to the right, faded from 100 % to `endOpacity` %.
    static func repeatedSquares(copies: Double, step: Int, endOpacity: Int = 100) -> String {
        let shapes =
            #"[{"ty":"rc","p":{"a":0,"k":[15,50]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}},"#
            + #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[\#(step),0]},"#
            + #""a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"#
            + #""eo":{"a":0,"k":\#(endOpacity)}}}]"#
        return #"{"ty":4,"ind":1,"ip":0,"op":60,"# + identity + #","shapes":"# + shapes + "}"
    }

    @Test func shapeFillStrokeOrderAndRepeater() throws {
        // Three 10×10 squares stepped 30 px right by a repeater, filled blue.
        let pixels = try Self.render(Self.repeatedSquares(copies: 3, step: 30))
        for x in [15, 45, 75] { #expect(isColor(pixels, x, 50, 0, 0, 1)) }
        #expect(alpha(pixels, 30, 50) == 0)
        #expect(alpha(pixels, 95, 50) == 0)
    }

    @Test func repeaterOpacityRunsFromTheOriginalToTheLastCopy() throws {
        // Three squares, Start Opacity 100 % and End Opacity 0 %: After Effects gives the
        // original 100 %, the middle copy 50 % and the last copy 0 %.
        let pixels = try Self.render(Self.repeatedSquares(copies: 3, step: 30, endOpacity: 0))
        #expect(abs(alpha(pixels, 15, 50) - 1) < 0.01)
        #expect(abs(alpha(pixels, 45, 50) - 0.5) < 0.01)
        #expect(alpha(pixels, 75, 50) < 0.01)
    }

    @Test(arguments: [(2.5, 3), (2.000_000_1, 2), (0.2, 1)])
    func aFractionalCopyCountDrawsItsLastCopyWhole(copies: Double, drawn: Int) throws {
        // Squares stepped 20 px right: lottie-web (and the format notes) draw ⌈c⌉ copies;
        // float noise just above a whole count adds none.
        let pixels = try Self.render(Self.repeatedSquares(copies: copies, step: 20))
        let squares = [15, 35, 55, 75].filter { alpha(pixels, $0, 50) > 0.99 }
        #expect(squares == Array([15, 35, 55, 75].prefix(drawn)))
    }

    @Test func trimmedStrokeDrawsPartOfThePath() throws {
        // A horizontal line from x 0 to 100 stroked 10 wide, trimmed to 0–50 %.
        let shapes =
            #"[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1},"#
            + #"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1,"ml":4}]"#
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":60,"# + Self.identity + #","shapes":"# + shapes + "}"
        let pixels = try Self.render(layer)
        #expect(isColor(pixels, 25, 50, 1, 0, 0))
        #expect(alpha(pixels, 75, 50) == 0)
        #expect(alpha(pixels, 25, 40) == 0)
    }

    @Test func builtInSampleLooksRight() throws {
        let data = try Data(contentsOf: Corpus.samples.appendingPathComponent("bouncing-ball.json"))
        let animation = try Animation(jsonBytes: data)
        let evaluator = FrameEvaluator(animation: animation)
        let first = Renderer().render(evaluator.displayList(at: 0), width: 200, height: 200)
        #expect(isColor(first, 2, 2, 0xDF / 255.0, 0xF1 / 255.0, 1))  // sky
        #expect(isColor(first, 100, 182, 0.25, 0.55, 0.35))  // floor slab
        let ball = first.straightColor(x: 100, y: 40)  // ball centre at frame 0
        #expect(ball.r > 0.9 && ball.b < 0.5)
        let landed = Renderer().render(evaluator.displayList(at: 30), width: 200, height: 200)
        let onFloor = landed.straightColor(x: 100, y: 150)
        #expect(onFloor.r > 0.9 && onFloor.b < 0.5)  // the ball is down at frame 30
    }
}

@Suite struct MaskExpansionTests {
    @Test(arguments: [(10.0, 75, true), (-10.0, 45, false)])
    func expansionGrowsAndShrinksTheMask(_ sample: (Double, Int, Bool)) throws {
        // A mask covering x 0–60, expanded by ±10: x 65–70 is inside only when grown;
        // x 55 is outside only when shrunk.
        let mask =
            #"{"mode":"a","inv":false,"o":{"a":0,"k":100},"x":{"a":0,"k":"# + "\(sample.0)"
            + #"},"pt":{"a":0,"k":{"c":true,"v":[[0,0],[60,0],[60,100],[0,100]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let layer = RenderingTests.solid("#ff0000", index: 1, extra: #","masksProperties":["# + mask + "]")
        let pixels = try RenderingTests.render(layer)
        #expect((pixels.straightColor(x: 65, y: 50).a > 0.99) == sample.2)
        #expect((pixels.straightColor(x: 55, y: 50).a > 0.99) == sample.2)
        #expect(pixels.straightColor(x: sample.1 == 75 ? 75 : 30, y: 50).a == (sample.1 == 75 ? 0 : 1))
    }
}

@Suite struct MergePathsTests {
    /// Squares x 10–50 and x 30–70 (y 30–70), merged with `mode`, then filled blue.
    private func render(mode: Int) throws -> PixelBuffer {
        func square(_ x: Int) -> String {
            #"{"ty":"rc","p":{"a":0,"k":["# + "\(x)" + #",50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
        }
        let shapes =
            "[" + square(30) + "," + square(50) + #",{"ty":"mm","mm":"# + "\(mode)"
            + #"},{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]"#
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":60,"# + RenderingTests.identity + #","shapes":"# + shapes + "}"
        return try RenderingTests.render(layer)
    }

    private func covered(_ pixels: PixelBuffer, _ x: Int) -> Bool { pixels.straightColor(x: x, y: 50).a > 0.99 }

    @Test(arguments: [
        (1, [true, true, true]), (2, [true, true, true]), (3, [true, false, false]),
        (4, [false, true, false]), (5, [true, false, true]),
    ])
    func modesCombineTheOperands(_ expectation: (Int, [Bool])) throws {
        let pixels = try render(mode: expectation.0)
        #expect([covered(pixels, 20), covered(pixels, 40), covered(pixels, 60)] == expectation.1)
    }
}

import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import Testing

/// Documents that try to make evaluation or rasterization trap, hang or eat memory: each
/// must render something sensible (or nothing) quickly.
@Suite struct HostileInputRenderingTests {
    private func shapeLayer(_ shapes: String, transform: String = RenderingTests.identity) -> String {
        #"{"ty":4,"ind":1,"ip":0,"op":60,"# + transform + #","shapes":"# + shapes + "}"
    }

    private func square(_ extra: String = "") -> String {
        #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"# + extra
    }

    @Test func billionsOfRepeaterCopiesAreCapped() throws {
        let repeater =
            #",{"ty":"rp","c":{"a":0,"k":1e9},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let start = ContinuousClock.now
        let pixels = try RenderingTests.render(shapeLayer("[" + square(repeater) + "]"))
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(pixels.straightColor(x: 50, y: 50).a > 0.99)
    }

    /// Counts beyond `Int` (and the huge curve that a 1e300 position makes for the path
    /// measure) go through the one clamping conversion instead of trapping.
    @Test(arguments: ["1e19", "1e308", "-1e308", "9.3e18", "9.2233720368547758e18"])
    func repeaterCountsBeyondIntDoNotTrap(_ copies: String) throws {
        let repeater =
            #",{"ty":"rp","c":{"a":0,"k":"# + copies
            + #"},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let start = ContinuousClock.now
        let pixels = try RenderingTests.render(shapeLayer("[" + square(repeater) + "]"))
        #expect(ContinuousClock.now - start < .seconds(20))
        let drawn = pixels.straightColor(x: 50, y: 50).a
        #expect(copies.hasPrefix("-") ? drawn < 0.01 : drawn > 0.99)
    }

    @Test(arguments: ["1e300", "-1e300", "1e19"])
    func trimmedCurvesWithHugeCoordinatesDoNotTrap(_ value: String) throws {
        let path = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,0],["# + value + #",10]],"i":[[0,0],[0,50]],"o":[[50,0],[0,0]]}}}"#
        let shapes =
            "[" + path + #",{"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":90},"o":{"a":0,"k":0},"m":1},{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1}]"#
        _ = try RenderingTests.render(shapeLayer(shapes))
    }

    @Test func clampedIntConversion() {
        #expect(1e19.clampedInt(in: 0...1000) == 1000)
        #expect((-1e308).clampedInt(in: 0...1000) == 0)
        #expect(Double.nan.clampedInt(in: 3...9) == 3)
        #expect(Double.infinity.clampedInt(in: Int.min...Int.max) == Int.max)
        #expect((-Double.infinity).clampedInt(in: Int.min...Int.max) == Int.min)
        #expect(12.9.clampedInt(in: 0...100) == 12)
        #expect((-12.9).clampedInt(in: -100...100) == -12)
    }

    @Test func nestedRepeatersDoNotMultiplyWithoutBound() throws {
        var shapes = square()
        for _ in 0..<4 {
            shapes =
                #"{"ty":"gr","it":["# + shapes
                + #",{"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":1},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        }
        let start = ContinuousClock.now
        _ = try RenderingTests.render(shapeLayer("[" + shapes + "]"))
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test(arguments: ["1e300", "-1e300", "0", "-20"])
    func extremeSizesAndScalesDoNotTrap(_ value: String) throws {
        let shapes =
            #"[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":["# + value + "," + value + #"]},"r":{"a":0,"k":0}},{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":"# + value
            + #"},"lc":2,"lj":1,"ml":4,"d":[{"n":"d","v":{"a":0,"k":0.001}},{"n":"g","v":{"a":0,"k":0.001}}]}]"#
        let transform = #""ks":{"s":{"a":0,"k":["# + value + "," + value + "]}}"
        _ = try RenderingTests.render(shapeLayer(shapes, transform: transform))
    }

    @Test(arguments: ["1e300", "-1e300", "1e15", "0", "-20"])
    func extremeEffectParametersDoNotTrap(_ value: String) throws {
        func effect(_ type: Int, _ values: [String]) -> String {
            #"{"ty":"# + "\(type)" + #","en":1,"ef":["#
                + values.map { #"{"ty":0,"v":{"a":0,"k":"# + $0 + "}}" }.joined(separator: ",") + "]}"
        }
        let effects = [
            effect(25, ["[0,0,0,1]", value, value, value, value, value]), effect(29, [value, value]),
            effect(21, ["0", "0", "[1,0,0,1]", "0", "0", "0", value]), effect(20, ["[0,0,0]", "[1,1,1]", value]),
        ]
        let layer =
            #"{"ty":4,"ind":1,"ip":0,"op":60,"# + RenderingTests.identity + #","shapes":["# + square()
            + #"],"ef":["# + effects.joined(separator: ",") + "]}"
        let start = ContinuousClock.now
        let pixels = try RenderingTests.render(layer)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(pixels.width == 100)
    }

    @Test func nonFiniteResultsAfterEvaluationAreSkipped() throws {
        // Keyframes with identical times and huge overshooting easing push values to infinity.
        let scale = #""ks":{"s":{"a":1,"k":[{"t":0,"s":[1e308,1e308],"o":{"x":[0.5],"y":[1e308]},"i":{"x":[0.5],"y":[1e308]}},{"t":10,"s":[-1e308,-1e308]}]}}"#
        let pixels = try RenderingTests.render(shapeLayer("[" + square() + "]", transform: scale), frame: 5)
        #expect(pixels.width == 100)
    }

    @Test func deepPrecompositionChainsStopAtTheLimit() throws {
        var assets: [String] = []
        for index in 0..<100 {
            let child =
                index == 99
                ? RenderingTests.solid("#00ff00", index: 1)
                : #"{"ty":0,"ind":1,"refId":"p\#(index + 1)","w":100,"h":100,"ip":0,"op":60,"# + RenderingTests.identity + "}"
            assets.append(#"{"id":"p\#(index)","layers":["# + child + "]}")
        }
        let root = #"{"ty":0,"ind":1,"refId":"p0","w":100,"h":100,"ip":0,"op":60,"# + RenderingTests.identity + "}"
        let start = ContinuousClock.now
        let pixels = try RenderingTests.render(root, assets: "[" + assets.joined(separator: ",") + "]")
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(pixels.straightColor(x: 50, y: 50).a == 0)  // deeper than maxPrecompDepth: not drawn
    }

    @Test func longParentChainsAreBounded() throws {
        var layers: [String] = [RenderingTests.solid("#ff0000", index: 0, extra: #","parent":1"#)]
        for index in 1..<500 {
            layers.append(#"{"ty":3,"ind":\#(index),"parent":\#(index + 1),"ip":0,"op":60,"ks":{"p":{"a":0,"k":[0.01,0]}}}"#)
        }
        let start = ContinuousClock.now
        _ = try RenderingTests.render(layers.joined(separator: ","))
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func degeneratePathsDoNotTrap() throws {
        let shapes =
            #"[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10,10],[10,10],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},"#
            + #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[],"i":[],"o":[]}}},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":1e300},"m":2},"#
            + #"{"ty":"rd","r":{"a":0,"k":1e300}},{"ty":"zz","s":{"a":0,"k":5},"r":{"a":0,"k":1e12},"pt":{"a":0,"k":2}},"#
            + #"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":3,"lj":1,"ml":1e300},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]"#
        _ = try RenderingTests.render(shapeLayer(shapes))
    }
}

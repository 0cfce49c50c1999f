import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import Testing

/// Every place where a number from the file becomes an `Int` (counts, steps, pixel offsets,
/// table indices) goes through `Double.clampedInt(in:)`. Each site gets ±1e300 and ±1e308,
/// constant, and animated from 1e308 to -1e308, which evaluates to NaN at the first keyframe
/// (1e308 + (-inf) · 0) and to -infinity after it; products such as 1e300 · 1e300 give
/// +infinity. Each frame must evaluate, rasterize and list its keypath values without a trap,
/// in bounded time.
@Suite struct NumericInputTests {
    /// A site: a shape layer's `shapes` or a layer's `ef`, with `X` where the number goes.
    struct Site: CustomTestStringConvertible, Sendable {
        let name: String
        let shapes: String
        var effects = "[]"
        /// 0 for a number; else how many components the value has (the first two get it).
        var components = 0
        var testDescription: String { name }
    }

    private static let square = #"{"ty":"rc","p":{"a":0,"k":[16,16]},"s":{"a":0,"k":[12,12]},"r":{"a":0,"k":0}}"#
    private static let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    private static func repeater(copies: String = #"{"a":0,"k":3}"#, offset: String = #"{"a":0,"k":0}"#) -> String {
        #"{"ty":"rp","c":"# + copies + #","o":"# + offset
            + #","m":1,"tr":{"p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[110,110]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    }

    static let sites: [Site] = [
        Site(name: "repeater copies (ShapeEvaluator)", shapes: "[" + square + "," + fill + "," + repeater(copies: "X") + "]"),
        Site(name: "repeater offset (RepeaterStep.power)", shapes: "[" + square + "," + fill + "," + repeater(offset: "X") + "]"),
        Site(name: "zig-zag ridges (PathModifier+ZigZag)", shapes: "[" + square + #",{"ty":"zz","s":{"a":0,"k":2},"r":X,"pt":{"a":0,"k":1}},"# + fill + "]"),
        Site(
            name: "polystar points (PathGenerator+Polystar)",
            shapes: #"[{"ty":"sr","sy":1,"p":{"a":0,"k":[16,16]},"pt":X,"or":{"a":0,"k":10},"os":{"a":0,"k":0},"ir":{"a":0,"k":5},"is":{"a":0,"k":0},"r":{"a":0,"k":0}},"# + fill + "]"),
        Site(name: "offset path round joins (PathModifier+Offset arcs)", shapes: "[" + square + #",{"ty":"op","a":X,"lj":2,"ml":{"a":0,"k":4}},"# + fill + "]"),
        Site(name: "rectangle size (IntRect, PathFlattener)", shapes: #"[{"ty":"rc","p":{"a":0,"k":[16,16]},"s":X,"r":{"a":0,"k":0}},"# + fill + "]", components: 2),
        Site(name: "stroke width, round joins (Stroker arcs)", shapes: "[" + square + #",{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":X,"lc":2,"lj":2}]"#),
        Site(
            name: "gradient end point (GradientTable)",
            shapes: "[" + square + #",{"ty":"gf","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,0]},"e":X,"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}}]"#, components: 2),
        Site(name: "fill colour (KeypathValue.hex)", shapes: "[" + square + #",{"ty":"fl","c":X,"o":{"a":0,"k":100}}]"#, components: 4),
        Site(
            name: "drop shadow distance (Renderer+Effects)", shapes: "[" + square + "," + fill + "]",
            effects: #"[{"ty":25,"en":1,"ef":[{"ty":2,"v":{"a":0,"k":[1,0,0,1]}},{"ty":0,"v":{"a":0,"k":255}},{"ty":0,"v":{"a":0,"k":90}},{"ty":0,"v":X},{"ty":0,"v":{"a":0,"k":4}}]}]"#),
        Site(
            name: "blur radius (BoxBlur)", shapes: "[" + square + "," + fill + "]",
            effects: #"[{"ty":29,"en":1,"ef":[{"ty":0,"v":X},{"ty":0,"v":{"a":0,"k":1}}]}]"#),
    ]

    /// The values a site is tried with: constants, and the animated NaN/-infinity maker.
    static let values: [String] = ["1e300", "-1e300", "1e308", "-1e308"]

    /// `value` as a number, or as the first two of `components`, the others 1.
    private static func literal(_ value: String, components: Int) -> String {
        guard components > 0 else { return value }
        return "[" + (0..<components).map { $0 < 2 ? value : "1" }.joined(separator: ",") + "]"
    }

    private static func constant(_ value: String, components: Int) -> String {
        #"{"a":0,"k":"# + literal(value, components: components) + "}"
    }

    private static func animated(components: Int) -> String {
        let from = "[" + literal("1e308", components: max(components, 1)).trimmingBrackets + "]"
        let to = "[" + literal("-1e308", components: max(components, 1)).trimmingBrackets + "]"
        return #"{"a":1,"k":[{"t":0,"s":"# + from + #","i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":60,"s":"# + to + "}]}"
    }

    /// Evaluates frames 0 and 30, rasterizes them at 32 × 32 and formats every keypath value.
    private func exercise(_ site: Site, with number: String) throws {
        let value =
            number == "animated"
            ? Self.animated(components: site.components) : Self.constant(number, components: site.components)
        let layer =
            #"{"ty":4,"nm":"L","ind":1,"ip":0,"op":60,"ks":{},"shapes":"# + site.shapes.replacingX(with: value)
            + #","ef":"# + site.effects.replacingX(with: value) + "}"
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":32,"h":32,"layers":["# + layer + "]}"
        let animation = try Animation(jsonBytes: Array(json.utf8))
        let evaluator = FrameEvaluator(animation: animation)
        let renderer = Renderer()
        let tree = KeypathTree(animation: animation)
        let start = ContinuousClock.now
        for frame in [0.0, 30] {
            let pixels = renderer.render(evaluator.displayList(at: frame), width: 32, height: 32)
            #expect(pixels.width == 32 && pixels.height == 32)
            for property in tree.properties {
                _ = evaluator.value(at: property.address, frame: frame).map(String.init(describing:))
            }
        }
        #expect(ContinuousClock.now - start < .seconds(5), "\(site.name) with \(number)")
    }

    @Test(arguments: sites, values + ["animated"])
    func noSiteTraps(_ site: Site, _ number: String) throws {
        try exercise(site, with: number)
    }

    @Test func theHelperClampsEveryExtreme() {
        let table: [(Double, Int)] = [(1e300, 9), (-1e300, 3), (.nan, 3), (.infinity, 9), (-.infinity, 3), (5.7, 5)]
        for (value, expected) in table { #expect(value.clampedInt(in: 3...9) == expected, "\(value)") }
    }
}

extension String {
    fileprivate var trimmingBrackets: String { filter { $0 != "[" && $0 != "]" } }

    fileprivate func replacingX(with value: String) -> String {
        split(separator: "X", omittingEmptySubsequences: false).joined(separator: value)
    }
}

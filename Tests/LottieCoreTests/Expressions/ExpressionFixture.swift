import LottieCore
import LottieGraphics
import LottieModel

/// Small animations with expressions, and their properties read with expressions evaluated.
enum ExpressionFixture {
    /// A JSON string literal of `source`.
    static func quoted(_ source: String) -> String {
        var text = "\""
        for character in source {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            default: text.append(character)
            }
        }
        return text + "\""
    }

    /// A property with keyframes `keys` (time, values) or the constant `constant`, and `expression`.
    static func property(_ expression: String?, constant: [Double] = [0], keys: [(Double, [Double])] = []) -> String {
        let x = expression.map { #","x":"# + quoted($0) } ?? ""
        if keys.isEmpty { return #"{"a":0,"k":\#(constant.count == 1 ? "\(constant[0])" : "\(constant)")\#(x)}"# }
        let frames = keys.map { #"{"t":\#($0.0),"s":\#($0.1),"i":{"x":1,"y":1},"o":{"x":0,"y":0}}"# }.joined(separator: ",")
        return #"{"a":1,"k":[\#(frames)]\#(x)}"#
    }

    /// A shape layer (`ind` = `index`) with a transform and optional shapes and effects.
    static func layer(
        _ name: String, index: Int, position: String = #"{"a":0,"k":[0,0]}"#, rotation: String = #"{"a":0,"k":0}"#,
        opacity: String = #"{"a":0,"k":100}"#, scale: String = #"{"a":0,"k":[100,100]}"#, parent: Int? = nil,
        shapes: String = "[]", effects: String = "[]", masks: String = "[]", inPoint: Double = 0, outPoint: Double = 60
    ) -> String {
        let parentKey = parent.map { #","parent":\#($0)"# } ?? ""
        return #"""
            {"ty":4,"nm":"\#(name)","ind":\#(index)\#(parentKey),"ip":\#(inPoint),"op":\#(outPoint),"st":0,
            "ks":{"p":\#(position),"r":\#(rotation),"o":\#(opacity),"s":\#(scale),"a":{"a":0,"k":[0,0]}},"shapes":\#(shapes),"ef":\#(effects),"masksProperties":\#(masks)}
            """#
    }

    static func animation(_ layers: [String], assets: String = "[]", name: String = "Main") -> Animation {
        let text = #"{"v":"5.7.4","nm":"\#(name)","fr":30,"ip":0,"op":60,"w":200,"h":100,"assets":\#(assets),"layers":[\#(layers.joined(separator: ","))]}"#
        do {
            return try Animation(jsonBytes: Array(text.utf8))
        } catch {
            fatalError("fixture does not decode: \(error)\n\(text)")
        }
    }

    /// `read` with expressions evaluated at `frame`, and what failed.
    static func evaluate<T>(_ animation: Animation, _ read: (Animation) -> T) -> (T, [Diagnostic]) {
        FrameEvaluator(animation: animation).withExpressions { read(animation) }
    }

    /// The rotation of layer `position` at `frame`, with expressions.
    static func rotation(_ animation: Animation, layer position: Int = 0, at frame: Double) -> Double {
        evaluate(animation) { $0.layers[position].transform.rotation.value(at: frame, default: 0) }.0
    }

    /// The position of layer `position` at `frame`, with expressions.
    static func position(_ animation: Animation, layer position: Int = 0, at frame: Double) -> Vector3 {
        evaluate(animation) { $0.layers[position].transform.position(at: frame) }.0
    }

    /// An animation whose first layer's rotation is `expression` over `keys`; its rotation at `frame`.
    static func rotation(_ expression: String, keys: [(Double, [Double])] = [], constant: Double = 0, at frame: Double) -> Double {
        rotation(animation([layer("A", index: 1, rotation: property(expression, constant: [constant], keys: keys))]), at: frame)
    }
}

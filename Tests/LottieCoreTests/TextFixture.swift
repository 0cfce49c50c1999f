import LottieCore
import LottieGraphics
import LottieModel

/// Text layers evaluated with a synthetic font, so that layout can be checked to the pixel:
/// lowercase letters and the digits 1 and 2 are 0.5 em wide, capitals 0.8 em, the Hebrew letters
/// א–ד 0.6 em, a space 0.25 em; every glyph is a box from the baseline up to 0.7 em.
enum TextFixture {
    static let font: FontGlyphs = {
        var font = FontGlyphs(ascent: 0.8)
        for (characters, width) in [
            ("abcdefghijklmnopqrstuvwxyz12", 0.5), ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 0.8), ("אבגד", 0.6),
        ] {
            for character in characters {
                let box = BezierPath.rectangle(Rect(x: 0, y: -0.7, width: width, height: 0.7))
                font.outlines[String(character)] = GlyphOutline(path: box, advance: width)
            }
        }
        font.outlines[" "] = GlyphOutline(path: BezierPath(), advance: 0.25)
        return font
    }()

    static let identity = #""ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#

    /// A 100×100 animation with one text layer named "Label" showing `documents` (JSON
    /// keyframes `{"t":…,"s":{…}}`), its `animators`, `extra` root keys (`"chars":[…],`) and
    /// `layerExtra` layer keys (`"masksProperties":[…],`, with `"p":{…}` path options).
    static func animation(
        documents: [String], animators: String = "[]", extra: String = "", layerExtra: String = "",
        pathOptions: String = "{}", name: String = "Label"
    ) throws -> Animation {
        let layer =
            #"{"ty":5,"nm":""# + name + #"","ind":1,"ip":0,"op":60,"# + layerExtra + identity
            + #","t":{"d":{"k":["# + documents.joined(separator: ",") + #"]},"p":"# + pathOptions + #","a":"#
            + animators + "}}"
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"fonts":{"list":[{"fName":"Test","fFamily":"Test","fStyle":"Regular","ascent":80}]},"#
            + extra + #""layers":["# + layer + "]}"
        return try Animation(jsonBytes: Array(json.utf8))
    }

    /// A document keyframe at `time`: font "Test", size 10, line height 12, plus `fields`.
    static func document(_ text: String, time: Double = 0, _ fields: String = "") -> String {
        #"{"t":"# + "\(time)" + #","s":{"t":""# + text + #"","f":"Test","s":10,"lh":12,"fc":[0,0,0]"#
            + (fields.isEmpty ? "" : "," + fields) + "}}"
    }

    /// The evaluator with the synthetic font for "Test" and optional replacements.
    static func evaluator(_ animation: Animation, replacements: [String: [String: String]] = [:]) -> FrameEvaluator {
        FrameEvaluator(
            animation: animation,
            environment: EvaluationEnvironment(text: TextEnvironment(fonts: ["Test": font], replacements: replacements)))
    }

    /// Every shape draw of the frame, depth first.
    static func draws(_ evaluator: FrameEvaluator, frame: Double = 0) -> [ShapeDraw] {
        func flatten(_ items: [DisplayItem]) -> [ShapeDraw] {
            items.flatMap { item -> [ShapeDraw] in
                switch item {
                case .shape(let draw): [draw]
                case .group(let group): flatten(group.children)
                }
            }
        }
        return flatten(evaluator.displayList(at: frame).items)
    }

    /// The composition-space boxes of the filled glyphs, in text order.
    static func boxes(_ evaluator: FrameEvaluator, frame: Double = 0) -> [Rect] {
        draws(evaluator, frame: frame).compactMap { draw in
            guard case .fill = draw.style else { return nil }
            return draw.path.transformed(by: draw.transform).bounds
        }
    }
}

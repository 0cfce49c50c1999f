import LottieGraphics

/// The text and its paragraph style at one keyframe of a text layer (`t.d.k[i].s`).
///
/// Text documents are keyframe values that do not interpolate: the document of the last
/// keyframe at or before the current frame wins.
///
/// ```swift
/// if case .constant(let document) = textData.document.animation { print(document.text) }
/// ```
package struct TextDocument: Sendable, Hashable, KeyframeDecodable {
    /// `j`
    package enum Justification: Int, Sendable, Hashable {
        case left = 0
        case right = 1
        case center = 2
        case justifyLastLineLeft = 3
        case justifyLastLineRight = 4
        case justifyLastLineCenter = 5
        case justifyLastLineFull = 6
    }

    /// `ca`
    package enum Capitalization: Int, Sendable, Hashable {
        case regular = 0
        case allCaps = 1
        case smallCaps = 2
    }

    /// `t`, as written: line breaks are usually `\r`, sometimes U+0003 or `\n`.
    package var text: String
    /// `f`: the `fName` of a font in `fonts.list`.
    package var fontName: String
    /// `s`: font size, px.
    package var fontSize: Double
    /// `fc`: fill colour (0–1); black when absent.
    package var fillColor: Color
    /// `sc`: stroke colour, if the text is stroked.
    package var strokeColor: Color?
    /// `sw`: stroke width.
    package var strokeWidth: Double?
    /// `of`: whether the stroke is drawn over the fill.
    package var strokeOverFill: Bool?
    /// `j`
    package var justification: Justification
    /// `tr`: tracking, 1/1000 em.
    package var tracking: Double
    /// `lh`: line height, px. Absent: players differ (lottie-web 1.2 × size).
    package var lineHeight: Double?
    /// `ls`: baseline shift, px.
    package var baselineShift: Double?
    /// `sz`: box size of paragraph text.
    package var boxSize: Vector2?
    /// `ps`: top-left of the paragraph box.
    package var boxPosition: Vector2?
    /// `ca`
    package var capitalization: Capitalization

    package init(text: String, fontName: String, fontSize: Double, fillColor: Color = .black) {
        self.text = text
        self.fontName = fontName
        self.fontSize = fontSize
        self.fillColor = fillColor
        justification = .left
        tracking = 0
        capitalization = .regular
    }
}

extension TextDocument {
    /// Decodes a document object (or a one-element array holding it).
    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        if let elements = keyframeJSON.array {
            guard elements.count == 1, let first = elements.first else {
                throw context.error(.invalidValue, "expected a text document, found an array of \(elements.count) elements")
            }
            self = try context.at(0) { () throws(LottieDecodingError) in
                try TextDocument(keyframeJSON: first, context: context)
            }
            return
        }
        let object = try context.object(keyframeJSON)
        self.init(
            text: try context.optionalString(object, "t") ?? "", fontName: try context.optionalString(object, "f") ?? "",
            fontSize: try context.number(object, "s", default: 0),
            fillColor: try Self.color(object, "fc", context) ?? .black)
        strokeColor = try Self.color(object, "sc", context)
        strokeWidth = try context.optionalNumber(object, "sw")
        strokeOverFill = try context.optionalBool(object, "of")
        justification = try context.code(object, "j", default: .left)
        tracking = try context.number(object, "tr", default: 0)
        lineHeight = try context.optionalNumber(object, "lh")
        baselineShift = try context.optionalNumber(object, "ls")
        boxSize = try Self.point(object, "sz", context)
        boxPosition = try Self.point(object, "ps", context)
        capitalization = try context.code(object, "ca", default: .regular)
    }

    package var keyframeJSON: JSONValue {
        var object = JSONObject()
        object.append("t", .string(text))
        object.append("f", .string(fontName))
        object.append("s", .number(fontSize))
        object.append("fc", fillColor.keyframeJSON)
        object.set("sc", strokeColor?.keyframeJSON)
        object.set("sw", strokeWidth)
        object.set("of", strokeOverFill.map(JSONValue.bool))
        object.setCode("j", justification.rawValue)
        object.append("tr", .number(tracking))
        object.set("lh", lineHeight)
        object.set("ls", baselineShift)
        object.set("sz", boxSize.map { [$0.x, $0.y].json })
        object.set("ps", boxPosition.map { [$0.x, $0.y].json })
        object.setCode("ca", capitalization.rawValue)
        return .object(object)
    }

    // MARK: - Private

    private static func color(_ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> Color? {
        guard let value = object[key], !value.isNull else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in try Color(keyframeJSON: value, context: context) }
    }

    private static func point(_ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> Vector2? {
        guard let value = object[key], !value.isNull else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in try Vector3(keyframeJSON: value, context: context).xy }
    }
}

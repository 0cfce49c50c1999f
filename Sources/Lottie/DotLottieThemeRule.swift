import LottieGraphics
import LottieModel

/// One rule of a dotLottie v2 theme (`{"id", "type", "value" | "keyframes", "animations"?}`),
/// checked for shape as dotlottie-rs reads it, and turned into the slot property it stands for.
struct DotLottieThemeRule {
    /// Why a rule cannot be used: the JSON path inside the rule (`value[1]`) and a message.
    struct Problem: Error {
        var path: String
        var message: String
    }

    let id: String
    let kind: SlotKind
    /// The animations the rule is limited to (nil: every animation the theme applies to).
    let animations: [String]?
    /// `(frame, value)` pairs, one with frame nil for a static `value`, and each keyframe's
    /// tangents and hold (`i`, `o`, `h` ready for the slot).
    private let frames: [(frame: Double?, value: JSONValue, easing: [(String, JSONValue)])]

    private static let types: [String: SlotKind] = [
        "Color": .color, "Scalar": .scalar, "Vector": .vector, "Position": .position, "Gradient": .gradient, "Image": .image, "Text": .text,
    ]

    init(_ json: JSONValue) throws(Problem) {
        guard let rule = json.objectValue else { throw Problem(path: "", message: "the rule is not an object") }
        guard let id = rule["id"]?.stringValue, !id.isEmpty else { throw Problem(path: "id", message: "missing slot id") }
        guard let typeName = rule["type"]?.stringValue else { throw Problem(path: "type", message: "missing type") }
        guard let kind = Self.types[typeName] else {
            throw Problem(path: "type", message: "unknown type \"\(typeName.messageText(limit: 30))\"; expected one of \(Self.types.keys.sorted().joined(separator: ", "))")
        }
        self.id = id
        self.kind = kind
        if let only = rule["animations"] {
            guard let list = only.arrayValue?.compactMap(\.stringValue), list.count == only.arrayValue?.count else {
                throw Problem(path: "animations", message: "expected an array of animation ids")
            }
            animations = list
        } else {
            animations = nil
        }
        if let value = rule["value"] {
            try Self.check(value, kind, path: "value")
            frames = [(nil, value, [])]
        } else if let keyframes = rule["keyframes"], kind != .image {
            guard let list = keyframes.arrayValue, !list.isEmpty else {
                throw Problem(path: "keyframes", message: "expected a non-empty array of keyframes")
            }
            var frames: [(frame: Double?, value: JSONValue, easing: [(String, JSONValue)])] = []
            for (index, keyframe) in list.enumerated() {
                let path = "keyframes[\(index)]"
                guard let object = keyframe.objectValue, let frame = object["frame"]?.numberValue, frame.isFinite, frame >= 0 else {
                    throw Problem(path: path + ".frame", message: "expected a frame number of 0 or more")
                }
                guard let value = object["value"] else { throw Problem(path: path, message: "missing value") }
                try Self.check(value, kind, path: path + ".value")
                var easing: [(String, JSONValue)] = []
                if let tangent = object["inTangent"] { easing.append(("i", tangent)) }
                if let tangent = object["outTangent"] { easing.append(("o", tangent)) }
                if object["hold"] == .bool(true) { easing.append(("h", .number(1))) }
                frames.append((frame, value, easing))
            }
            self.frames = frames
        } else {
            throw Problem(path: "", message: kind == .image ? "missing value" : "missing value or keyframes")
        }
    }

    /// Whether the rule applies to animation `id`.
    func applies(to id: String) -> Bool {
        animations?.contains(id) ?? true
    }

    // MARK: - Shapes

    /// Throws unless `value` has the shape a `kind` rule's value has.
    private static func check(_ value: JSONValue, _ kind: SlotKind, path: String) throws(Problem) {
        switch kind {
        case .color: try numbers(value, count: 3...4, path: path, what: "a colour, [r, g, b] or [r, g, b, a]")
        case .scalar:
            guard let number = value.numberValue else { throw Problem(path: path, message: "expected a number, found \(value.typeDescription)") }
            guard number.isFinite else { throw Problem(path: path, message: "the number is not finite") }
        case .vector, .position: try numbers(value, count: 2...3, path: path, what: "a vector, [x, y]")
        case .gradient:
            guard let stops = value.arrayValue, !stops.isEmpty else {
                throw Problem(path: path, message: "expected an array of stops {offset, color}")
            }
            for (index, stop) in stops.enumerated() {
                let object = stop.objectValue
                guard let offset = object?["offset"]?.numberValue, offset.isFinite else {
                    throw Problem(path: "\(path)[\(index)].offset", message: "expected a finite number")
                }
                try numbers(object?["color"] ?? .null, count: 3...4, path: "\(path)[\(index)].color", what: "a colour, [r, g, b, a]")
            }
        case .image:
            guard value.objectValue?["src"]?.stringValue?.isEmpty == false else { throw Problem(path: path + ".src", message: "missing image src") }
        case .text:
            guard value.objectValue?["text"]?.stringValue != nil else { throw Problem(path: path + ".text", message: "missing text") }
        }
    }

    private static func numbers(_ value: JSONValue, count: ClosedRange<Int>, path: String, what: String) throws(Problem) {
        guard let elements = value.arrayValue, count.contains(elements.count) else {
            throw Problem(path: path, message: "expected \(what), found \(value.typeDescription)")
        }
        for (index, element) in elements.enumerated() {
            guard let number = element.numberValue, number.isFinite else {
                throw Problem(path: "\(path)[\(index)]", message: "expected a finite number")
            }
        }
    }

    // MARK: - Slot property

    /// The slot property (`slots.<id>.p`) the rule stands for; `use` is where the animation
    /// uses the slot (text rules keep its document's other fields, image rules its size).
    func slotProperty(replacing use: SlotUse?) -> JSONValue {
        switch kind {
        case .color, .scalar, .vector, .position: return property { $0 }
        case .gradient:
            let count = frames.first?.value.arrayValue?.count ?? 0
            return SlotJSON.gradient(property(Self.flatGradient), count: count)
        case .image:
            let value = frames.first?.value.objectValue
            return SlotJSON.image(
                value?["src"]?.stringValue ?? "", width: value?["width"]?.numberValue, height: value?["height"]?.numberValue, replacing: use)
        case .text:
            return SlotJSON.text(keyframes: frames.map { ($0.frame ?? 0, Self.documentFields($0.value)) }, into: use)
        }
    }

    /// `{a: 0, k: value}`, or `{a: 1, k: keyframes}`, with each value converted.
    private func property(_ convert: (JSONValue) -> JSONValue) -> JSONValue {
        guard frames.count > 1 || frames.first?.frame != nil else { return SlotJSON.constant(convert(frames.first?.value ?? .null)) }
        let keyframes = frames.map { frame -> JSONValue in
            let value = convert(frame.value)
            var keyframe = JSONObject([("t", .number(frame.frame ?? 0)), ("s", value.arrayValue == nil ? .array([value]) : value)])
            for (key, easing) in frame.easing { keyframe.append(key, easing) }
            return .object(keyframe)
        }
        return .object(JSONObject([("a", .number(1)), ("k", .array(keyframes))]))
    }

    /// `[{offset, color}]` as the flat gradient array.
    private static func flatGradient(_ value: JSONValue) -> JSONValue {
        let stops = (value.arrayValue ?? []).map { stop in
            let numbers = stop.objectValue?["color"]?.arrayValue?.compactMap(\.numberValue) ?? []
            let component = { (index: Int) in numbers.indices.contains(index) ? numbers[index] : 1 }
            return GradientStop(
                offset: stop.objectValue?["offset"]?.numberValue ?? 0, color: Color(r: component(0), g: component(1), b: component(2), a: component(3)))
        }
        return SlotJSON.flat(stops)
    }

    /// A text rule's value as text document fields (`t`, `f`, `s`, `fc`, …).
    private static func documentFields(_ value: JSONValue) -> [(String, JSONValue)] {
        guard let object = value.objectValue else { return [] }
        let keys = [
            ("text", "t"), ("fontName", "f"), ("fontSize", "s"), ("fillColor", "fc"), ("strokeColor", "sc"), ("strokeWidth", "sw"),
            ("strokeOverFill", "of"), ("lineHeight", "lh"), ("tracking", "tr"), ("baselineShift", "ls"), ("wrapSize", "sz"),
            ("wrapPosition", "ps"),
        ]
        var fields = keys.compactMap { key in object[key.0].map { (key.1, $0) } }
        let justify = ["Left", "Right", "Center", "JustifyLastLeft", "JustifyLastRight", "JustifyLastCenter", "JustifyLastFull"]
        if let name = object["justify"]?.stringValue, let code = justify.firstIndex(of: name) { fields.append(("j", .number(Double(code)))) }
        let caps = ["Regular", "AllCaps", "SmallCaps"]
        if let name = object["textCaps"]?.stringValue, let code = caps.firstIndex(of: name) { fields.append(("ca", .number(Double(code)))) }
        return fields
    }
}

import LottieGraphics

extension Keyframe where Value: KeyframeDecodable {
    /// Decodes a keyframe list in either format and normalizes it: a keyframe's value is
    /// its `s`, or else the previous keyframe's legacy `e` (pre-5.5 files).
    static func decodeList(_ elements: JSONArrayNode, context: DecodingContext) throws(LottieDecodingError) -> [Keyframe] {
        var keyframes: [Keyframe] = []
        keyframes.reserveCapacity(elements.count)
        var previousEnd: Value?
        for (index, element) in elements.enumerated() {
            // Each keyframe is appended where it is made: returned from the closure, it was
            // copied and destroyed once more.
            try context.at(index) { () throws(LottieDecodingError) in
                guard let object = element.object else {
                    context.diagnose(.warning, "keyframe", "a keyframe list element is \(element.typeDescription), not an object; skipped")
                    return
                }
                let fields = KeyframeFields(object)
                guard let timeNode = fields.t, !timeNode.isNull else {
                    context.diagnose(.warning, "keyframe", "a keyframe has no time (\"t\"); skipped")
                    return
                }
                let time = try context.number(timeNode, "t")
                let start = try fields.s.map { (s) throws(LottieDecodingError) in
                    try context.at("s") { () throws(LottieDecodingError) in try Value(keyframeJSON: s, context: context) }
                }
                let end = try fields.e.map { (e) throws(LottieDecodingError) in
                    try context.at("e") { () throws(LottieDecodingError) in try Value(keyframeJSON: e, context: context) }
                }
                defer { previousEnd = end }
                guard let value = start ?? previousEnd ?? keyframes.last?.value ?? end else {
                    if index < elements.count - 1 || elements.count == 1 {
                        context.diagnose(.warning, "keyframe", "a keyframe has no value (\"s\"); skipped")
                    }
                    return
                }
                keyframes.append(
                    Keyframe(
                        time: time, value: value, isHold: try context.optionalBool(fields.h, "h") ?? false,
                        easeOut: try EasingHandle.optional(fields.o, "o", context),
                        easeIn: try EasingHandle.optional(fields.i, "i", context),
                        spatialOut: try Self.tangent(fields.to, "to", context),
                        spatialIn: try Self.tangent(fields.ti, "ti", context)))
            }
        }
        return keyframes
    }

    private static func tangent(_ value: JSONNode?, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> Vector3? {
        guard let value, !value.isNull else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in try Vector3(keyframeJSON: value, context: context) }
    }
}

/// The values of a keyframe's keys, gathered in one pass (the last of a repeated key).
private struct KeyframeFields {
    var t, s, e, h, o, i, to, ti: JSONNode?

    init(_ object: JSONObjectNode) {
        object.forEachEntry { key, value in
            switch key {
            case JSONObjectNode.code("t"): t = value
            case JSONObjectNode.code("s"): s = value
            case JSONObjectNode.code("e"): e = value
            case JSONObjectNode.code("h"): h = value
            case JSONObjectNode.code("o"): o = value
            case JSONObjectNode.code("i"): i = value
            case JSONObjectNode.code("to"): to = value
            case JSONObjectNode.code("ti"): ti = value
            default: break
            }
        }
    }
}

extension Keyframe {
    var json: JSONValue {
        var object = JSONObject()
        object.append("t", .number(time))
        object.append("s", value.keyframeJSON)
        object.set("h", isHold ? 1 : nil)
        object.set("o", easeOut?.json)
        object.set("i", easeIn?.json)
        object.set("to", spatialOut.map { [$0.x, $0.y, $0.z].json })
        object.set("ti", spatialIn.map { [$0.x, $0.y, $0.z].json })
        return .object(object)
    }
}

extension EasingHandle {
    static func optional(_ value: JSONNode?, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> EasingHandle? {
        guard let handle = try context.optionalObject(value, key) else { return nil }
        var x, y: JSONNode?
        handle.forEachEntry { key, value in
            switch key {
            case JSONObjectNode.code("x"): x = value
            case JSONObjectNode.code("y"): y = value
            default: break
            }
        }
        // The usual one-dimensional handle (`0.5` or `[0.5]` each) directly; anything else
        // below, with the path for its errors.
        if let x = x.flatMap(singleNumber), let y = y.flatMap(singleNumber) { return EasingHandle(x: x, y: y) }
        return try context.at(key) { () throws(LottieDecodingError) in
            let xs = try components(x, "x", context)
            let ys = try components(y, "y", context)
            guard let x = xs.first, let y = ys.first else { return nil }
            var dimensions: [Vector2] = []
            if !xs.several.isEmpty || !ys.several.isEmpty {
                for index in 0..<max(xs.several.count, ys.several.count) {
                    dimensions.append(Vector2(index < xs.several.count ? xs.several[index] : x, index < ys.several.count ? ys.several[index] : y))
                }
            }
            return EasingHandle(x: x, y: y, dimensions: dimensions)
        }
    }

    var json: JSONValue {
        var object = JSONObject()
        if dimensions.isEmpty {
            object.append("x", [x].json)
            object.append("y", [y].json)
        } else {
            object.append("x", dimensions.map(\.x).json)
            object.append("y", dimensions.map(\.y).json)
        }
        return .object(object)
    }

    /// The number of a number or of a one-element array of a number.
    private static func singleNumber(_ value: JSONNode) -> Double? {
        if let number = value.number { return number }
        guard let elements = value.array, elements.count == 1 else { return nil }
        return elements[0].number
    }

    /// The numbers at `key` (a number or an array of numbers): the first, and all of them
    /// when there are several (none otherwise, so a one-dimensional handle allocates nothing).
    private static func components(
        _ value: JSONNode?, _ key: StaticString, _ context: DecodingContext
    ) throws(LottieDecodingError) -> (first: Double?, several: [Double]) {
        guard let value else { return (nil, []) }
        return try context.at(key) { () throws(LottieDecodingError) in
            if let number = value.number { return (number, []) }
            guard let elements = value.array else {
                throw context.typeMismatch(expected: "a number or an array of numbers", found: value)
            }
            var first: Double?
            var several: [Double] = []
            if elements.count > 1 { several.reserveCapacity(elements.count) }
            for (index, element) in elements.enumerated() {
                let number: Double
                if let plain = element.number {
                    number = plain
                } else {
                    number = try context.at(index) { () throws(LottieDecodingError) in try context.number(from: element) }
                }
                if first == nil { first = number }
                if elements.count > 1 { several.append(number) }
            }
            return (first, several)
        }
    }
}

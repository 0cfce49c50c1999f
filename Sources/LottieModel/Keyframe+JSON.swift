import LottieGraphics

extension Keyframe where Value: KeyframeDecodable {
    /// Decodes a keyframe list in either format and normalizes it: a keyframe's value is
    /// its `s`, or else the previous keyframe's legacy `e` (pre-5.5 files).
    static func decodeList(_ elements: JSONArrayNode, context: DecodingContext) throws(LottieDecodingError) -> [Keyframe] {
        var keyframes: [Keyframe] = []
        keyframes.reserveCapacity(elements.count)
        var previousEnd: Value?
        for (index, element) in elements.enumerated() {
            let keyframe = try context.at(index) { () throws(LottieDecodingError) -> Keyframe? in
                guard let object = element.object else {
                    context.diagnose(.warning, "keyframe", "a keyframe list element is \(element.typeDescription), not an object; skipped")
                    return nil
                }
                let time = try context.number(object, "t")
                let start = try object["s"].map { (s) throws(LottieDecodingError) in
                    try context.at("s") { () throws(LottieDecodingError) in try Value(keyframeJSON: s, context: context) }
                }
                let end = try object["e"].map { (e) throws(LottieDecodingError) in
                    try context.at("e") { () throws(LottieDecodingError) in try Value(keyframeJSON: e, context: context) }
                }
                defer { previousEnd = end }
                guard let value = start ?? previousEnd ?? keyframes.last?.value ?? end else {
                    if index < elements.count - 1 || elements.count == 1 {
                        context.diagnose(.warning, "keyframe", "a keyframe has no value (\"s\"); skipped")
                    }
                    return nil
                }
                return Keyframe(
                    time: time, value: value, isHold: try context.bool(object, "h"),
                    easeOut: try EasingHandle.optional(object, "o", context),
                    easeIn: try EasingHandle.optional(object, "i", context),
                    spatialOut: try Self.tangent(object, "to", context),
                    spatialIn: try Self.tangent(object, "ti", context))
            }
            if let keyframe { keyframes.append(keyframe) }
        }
        return keyframes
    }

    private static func tangent(_ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> Vector3? {
        guard let value = object[key], !value.isNull else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in try Vector3(keyframeJSON: value, context: context) }
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
    static func optional(_ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> EasingHandle? {
        guard let handle = try context.optionalObject(object, key) else { return nil }
        return try context.at(key) { () throws(LottieDecodingError) in
            let xs = try components(handle, "x", context)
            let ys = try components(handle, "y", context)
            guard let x = xs.first, let y = ys.first else { return nil }
            var dimensions: [Vector2] = []
            if xs.count > 1 || ys.count > 1 {
                for index in 0..<max(xs.count, ys.count) {
                    dimensions.append(Vector2(index < xs.count ? xs[index] : x, index < ys.count ? ys[index] : y))
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

    private static func components(_ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext) throws(LottieDecodingError) -> [Double] {
        guard let value = object[key] else { return [] }
        return try context.at(key) { () throws(LottieDecodingError) in
            if let number = value.number { return [number] }
            guard let elements = value.array else {
                throw context.typeMismatch(expected: "a number or an array of numbers", found: value)
            }
            var numbers: [Double] = []
            for (index, element) in elements.enumerated() {
                numbers.append(try context.at(index) { () throws(LottieDecodingError) in try context.number(from: element) })
            }
            return numbers
        }
    }
}

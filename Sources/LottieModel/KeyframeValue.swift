import LottieGraphics

/// A value that an animated property can hold, written as a static `k` or a keyframe's
/// `s`/`e`.
package protocol KeyframeValue: Sendable, Equatable {
    var keyframeJSON: JSONValue { get }
}

/// A keyframe value decoded from a static `k` or a keyframe's `s`/`e`.
package protocol KeyframeDecodable: KeyframeValue {
    init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError)
}

extension Double: KeyframeDecodable {
    /// A number, or the first element of `[n]`.
    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        self = try context.number(from: keyframeJSON)
    }

    package var keyframeJSON: JSONValue { .number(self) }
}

extension Vector3: KeyframeDecodable {
    /// `[x]`, `[x, y]` or `[x, y, z]`; a bare number sets every component.
    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        if let number = keyframeJSON.number {
            self.init(number, number, number)
        } else if let elements = keyframeJSON.array {
            let x = try Self.component(elements, 0, context) ?? 0
            let y = try Self.component(elements, 1, context) ?? x
            self.init(x, y, try Self.component(elements, 2, context) ?? 0)
        } else {
            throw context.typeMismatch(expected: "a vector (array of numbers)", found: keyframeJSON)
        }
    }

    package var keyframeJSON: JSONValue { [x, y, z].json }

    /// Element `index` of a number array, nil when the array is shorter. Inlined: it runs
    /// for every component of every vector and colour.
    @inline(__always)
    static func component(_ elements: JSONArrayNode, _ index: Int, _ context: DecodingContext) throws(LottieDecodingError) -> Double? {
        guard index < elements.count else { return nil }
        let element = elements[index]
        if let number = element.number { return number }
        return try context.at(index) { () throws(LottieDecodingError) in try context.number(from: element) }
    }
}

extension Color: KeyframeDecodable {
    /// `[r, g, b]` or `[r, g, b, a]` as written in the file (0–1, or 0–255 in legacy files:
    /// evaluation rescales those).
    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        guard let elements = keyframeJSON.array else {
            throw context.typeMismatch(expected: "a colour (array of numbers)", found: keyframeJSON)
        }
        self.init(
            r: try Vector3.component(elements, 0, context) ?? 0, g: try Vector3.component(elements, 1, context) ?? 0,
            b: try Vector3.component(elements, 2, context) ?? 0, a: try Vector3.component(elements, 3, context) ?? 1)
    }

    package var keyframeJSON: JSONValue { [r, g, b, a].json }
}

/// The flat number array of an animated gradient (`g.k`): colour stops
/// `[offset, r, g, b] × count` followed by optional opacity stops `[offset, alpha]`.
package struct GradientValues: Hashable, Sendable, KeyframeDecodable {
    package var values: [Double]

    package init(_ values: [Double]) {
        self.values = values
    }

    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        guard let elements = keyframeJSON.array else {
            throw context.typeMismatch(expected: "an array of gradient stops", found: keyframeJSON)
        }
        var values: [Double] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let number = element.number else {
                throw context.at(index) { context.typeMismatch(expected: "a number", found: element) }
            }
            values.append(number)
        }
        self.values = values
    }

    package var keyframeJSON: JSONValue { values.json }
}

extension Bezier: KeyframeDecodable {
    /// `{c, v, i, o}`, or a one-element array holding it (keyframe `s`).
    package init(keyframeJSON: JSONNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        if let elements = keyframeJSON.array {
            guard let first = elements.first else {
                throw context.error(.invalidValue, "expected a bezier path, found an empty array")
            }
            self = try context.at(0) { () throws(LottieDecodingError) in try Bezier(keyframeJSON: first, context: context) }
            return
        }
        let object = try context.object(keyframeJSON)
        let vertices = try Self.points(object, "v", context)
        var inTangents = try Self.points(object, "i", context)
        var outTangents = try Self.points(object, "o", context)
        if inTangents.count != vertices.count || outTangents.count != vertices.count {
            context.diagnose(
                .warning, "bezier",
                "vertex and tangent counts differ (v \(vertices.count), i \(inTangents.count), o \(outTangents.count)); missing tangents are zero"
            )
            inTangents = Self.padded(inTangents, to: vertices.count)
            outTangents = Self.padded(outTangents, to: vertices.count)
        }
        self = Bezier(
            isClosed: try context.bool(object, "c"), vertices: vertices, inTangents: inTangents,
            outTangents: outTangents)
    }

    package var keyframeJSON: JSONValue {
        var object = JSONObject()
        object.set("c", isClosed, default: false)
        object.append("v", .array(vertices.map { [$0.x, $0.y].json }))
        object.append("i", .array(inTangents.map { [$0.x, $0.y].json }))
        object.append("o", .array(outTangents.map { [$0.x, $0.y].json }))
        return .object(object)
    }

    private static func points(
        _ object: JSONObjectNode, _ key: StaticString, _ context: DecodingContext
    ) throws(LottieDecodingError) -> [Vector2] {
        guard let elements = try context.optionalArray(object, key) else { return [] }
        return try context.at(key) { () throws(LottieDecodingError) in
            var points: [Vector2] = []
            points.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                // The usual `[x, y]` directly; anything else as a vector, with its path.
                if let pair = element.array, pair.count >= 2, let x = pair[0].number, let y = pair[1].number {
                    points.append(Vector2(x, y))
                    continue
                }
                let point = try context.at(index) { () throws(LottieDecodingError) in
                    try Vector3(keyframeJSON: element, context: context)
                }
                points.append(point.xy)
            }
            return points
        }
    }

    private static func padded(_ points: [Vector2], to count: Int) -> [Vector2] {
        points.count >= count ? Array(points.prefix(count)) : points + Array(repeating: .zero, count: count - points.count)
    }
}

/// A named time range (`markers[]`).
///
/// The name is `cm`; when `cm` holds a JSON object with a string `name` (as some
/// exporters write), that name is used and the raw comment is kept in `comment`.
package struct Marker: Sendable, Equatable {
    package var name: String
    /// `cm` exactly as written.
    package var comment: String
    /// `tm`: start frame.
    package var frame: Double
    /// `dr`: duration in frames (may be 0).
    package var duration: Double

    package init(name: String, frame: Double, duration: Double) {
        self.name = name
        self.comment = name
        self.frame = frame
        self.duration = duration
    }

    package var endFrame: Double { frame + duration }
}

extension Marker {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        comment = try context.optionalString(object, "cm") ?? ""
        name = Self.name(fromComment: comment)
        frame = try context.number(object, "tm", default: 0)
        duration = try context.number(object, "dr", default: 0)
        if duration < 0 {
            context.at("dr") { context.diagnose(.warning, "marker", "negative marker duration \(duration)") }
        }
    }

    package var json: JSONValue {
        .object(JSONObject([("cm", .string(comment)), ("tm", .number(frame)), ("dr", .number(duration))]))
    }

    /// The marker name carried by a comment: a JSON object's `name`, else the comment.
    static func name(fromComment comment: String) -> String {
        guard comment.hasPrefix("{"), let parsed = try? JSONReader.parse(Array(comment.utf8)),
            case .object(let object) = parsed, case .string(let name)? = object["name"]
        else { return comment }
        return name
    }
}

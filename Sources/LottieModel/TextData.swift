/// The text of a text layer (`t`): the keyframed document, animators, alignment options
/// and text-on-path options.
///
/// ```swift
/// let documents = textData.document   // Property<TextDocument>, stepped, never interpolated
/// ```
package struct TextData: Sendable, Equatable {
    /// `m`: how animated glyphs are grouped and anchored.
    package struct Alignment: Sendable, Equatable {
        /// `g`
        package enum Grouping: Int, Sendable, Hashable {
            case characters = 1
            case words = 2
            case lines = 3
            case all = 4
        }

        /// `a`: anchor point grouping alignment, percent of the group's size.
        package var anchor: Property<Vector3>
        /// `g`
        package var grouping: Grouping

        package init(anchor: Property<Vector3> = Property(constant: .zero), grouping: Grouping = .characters) {
            self.anchor = anchor
            self.grouping = grouping
        }
    }

    /// `p`: text on a mask path. Every field is optional; most files write `{}`.
    package struct PathOptions: Sendable, Equatable {
        /// `m`: index of the layer mask the text follows.
        package var maskIndex: Int?
        /// `f`: first margin.
        package var firstMargin: Property<Double>?
        /// `l`: last margin.
        package var lastMargin: Property<Double>?
        /// `r`: reverse the path (0/1).
        package var reversePath: Property<Double>?
        /// `a`: force alignment (0/1).
        package var forceAlignment: Property<Double>?
        /// `p`: glyphs perpendicular to the path (0/1).
        package var perpendicularToPath: Property<Double>?

        package init() {}
    }

    /// `d`: the documents, keyframed (very old files' bare `d` is wrapped as one keyframe at 0).
    package var document: Property<TextDocument>
    /// `a`
    package var animators: [TextAnimator]
    /// `m`
    package var alignment: Alignment?
    /// `p`
    package var path: PathOptions?

    package init(
        document: Property<TextDocument>, animators: [TextAnimator] = [], alignment: Alignment? = nil,
        path: PathOptions? = nil
    ) {
        self.document = document
        self.animators = animators
        self.alignment = alignment
        self.path = path
    }
}

extension TextData {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        guard let d = try context.optionalObject(object, "d") else { throw context.missing("d") }
        if d["k"] == nil, d["sid"] == nil {
            let document = try context.at("d") { () throws(LottieDecodingError) in
                try TextDocument(keyframeJSON: d.node, context: context)
            }
            self.document = Property(.keyframed([Keyframe(time: 0, value: document)]))
        } else {
            self.document = try .required(object, "d", context)
        }
        animators = try context.objects(object, "a") { (a) throws(LottieDecodingError) in
            try TextAnimator(json: a, context: context)
        }
        alignment = try context.optional(object, "m") { (m) throws(LottieDecodingError) in
            Alignment(
                anchor: try .decode(m, "a", context, default: .zero),
                grouping: try context.code(m, "g", default: .characters))
        }
        path = try context.optional(object, "p") { (p) throws(LottieDecodingError) in
            var options = PathOptions()
            options.maskIndex = try context.lenientInt(p, "m")
            options.firstMargin = try .optional(p, "f", context)
            options.lastMargin = try .optional(p, "l", context)
            options.reversePath = try .optional(p, "r", context)
            options.forceAlignment = try .optional(p, "a", context)
            options.perpendicularToPath = try .optional(p, "p", context)
            return options
        }
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("d", document.json)
        object.append("a", .array(animators.map(\.json)))
        if let alignment {
            var m = JSONObject()
            m.append("a", alignment.anchor.json)
            m.setCode("g", alignment.grouping.rawValue)
            object.append("m", .object(m))
        }
        if let path {
            var p = JSONObject()
            p.set("m", path.maskIndex)
            p.set("f", path.firstMargin?.json)
            p.set("l", path.lastMargin?.json)
            p.set("r", path.reversePath?.json)
            p.set("a", path.forceAlignment?.json)
            p.set("p", path.perpendicularToPath?.json)
            object.append("p", .object(p))
        }
        return .object(object)
    }
}

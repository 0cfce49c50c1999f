/// An entry of `assets[]`: a precomposition, an image, or something we keep generically
/// (sounds, data sources).
public enum Asset: Sendable, Equatable {
    case precomposition(Precomposition)
    case image(ImageAsset)
    case other(id: String, json: JSONObject)

    public var id: String {
        switch self {
        case .precomposition(let precomp): precomp.id
        case .image(let image): image.id
        case .other(let id, _): id
        }
    }
}

/// A reusable layer list (`assets[]` with `layers`), referenced by precomp layers.
public struct Precomposition: Sendable, Equatable {
    public var id: String
    public var name: String?
    /// `fr`: own frame rate (rarely present).
    public var frameRate: Double?
    public var layers: [Layer]
}

/// An image asset (`assets[]` with `p`): a file `u + p`, or an embedded data URL.
public struct ImageAsset: Sendable, Equatable {
    public var id: String
    public var name: String?
    /// `w`, `h`: the size the image is drawn at.
    public var width: Double
    public var height: Double
    /// `u`: directory prefix.
    public var directory: String
    /// `p`: file name or `data:` URL.
    public var fileName: String
    /// `e`: 1 when `p` is embedded.
    public var isEmbedded: Bool
    /// `sid`: slot id.
    public var slotID: String?

    /// Creates an image asset, as decoded from `assets[]` (for custom image providers and tests).
    public init(
        id: String, name: String? = nil, width: Double, height: Double, directory: String = "", fileName: String,
        isEmbedded: Bool = false, slotID: String? = nil
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.directory = directory
        self.fileName = fileName
        self.isEmbedded = isEmbedded
        self.slotID = slotID
    }

    /// True when `p` is a data URL, whatever `e` says (some exporters omit `e`).
    public var isDataURL: Bool { fileName.hasPrefix("data:") }
}

extension Asset {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        let id = try context.optionalString(object, "id") ?? ""
        if object["layers"] != nil {
            self = .precomposition(
                Precomposition(
                    id: id, name: try context.optionalString(object, "nm"),
                    frameRate: try context.optionalNumber(object, "fr"),
                    layers: try context.objects(object, "layers") { (layer) throws(LottieDecodingError) in
                        try Layer(json: layer, context: context)
                    }))
        } else if object["p"] != nil {
            let image = ImageAsset(
                id: id, name: try context.optionalString(object, "nm"),
                width: try context.number(object, "w", default: 0),
                height: try context.number(object, "h", default: 0),
                directory: try context.optionalString(object, "u") ?? "",
                fileName: try context.string(object, "p"),
                isEmbedded: try context.bool(object, "e"),
                slotID: try context.optionalString(object, "sid"))
            if image.isEmbedded && !image.isDataURL {
                context.at("p") { context.diagnose(.warning, "image", "\"e\" marks the image as embedded but \"p\" is not a data: URL") }
            } else if image.isDataURL && !image.fileName.prefix(256).contains(",") {
                context.at("p") { context.diagnose(.warning, "image", "malformed data: URL (no \",\" before the payload)") }
            }
            self = .image(image)
        } else {
            self = .other(id: id, json: JSONObject(object))
        }
    }

    public var json: JSONValue {
        switch self {
        case .precomposition(let precomp):
            var object = JSONObject()
            object.append("id", .string(precomp.id))
            object.set("nm", precomp.name)
            object.set("fr", precomp.frameRate)
            object.append("layers", .array(precomp.layers.map(\.json)))
            return .object(object)
        case .image(let image):
            var object = JSONObject()
            object.append("id", .string(image.id))
            object.set("nm", image.name)
            object.append("w", .number(image.width))
            object.append("h", .number(image.height))
            object.append("u", .string(image.directory))
            object.append("p", .string(image.fileName))
            object.append("e", .number(image.isEmbedded ? 1 : 0))
            object.set("sid", image.slotID)
            return .object(object)
        case .other(_, let object):
            return .object(object)
        }
    }
}

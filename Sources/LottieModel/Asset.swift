/// An entry of `assets[]`: a precomposition, an image, a data file, or something we keep
/// generically (sounds).
package enum Asset: Sendable, Equatable {
    case precomposition(Precomposition)
    case image(ImageAsset)
    case data(DataAsset)
    case other(id: String, json: JSONObject)

    package var id: String {
        switch self {
        case .precomposition(let precomp): precomp.id
        case .image(let image): image.id
        case .data(let data): data.id
        case .other(let id, _): id
        }
    }
}

/// A reusable layer list (`assets[]` with `layers`), referenced by precomp layers.
package struct Precomposition: Sendable, Equatable {
    package var id: String
    package var name: String?
    /// `fr`: own frame rate (rarely present).
    package var frameRate: Double?
    package var layers: [Layer]
}

/// An image asset (`assets[]` with `p`): a file `u + p`, or an embedded data URL.
///
/// As in lottie-ios, `name` is the file name (`p`), so a custom image provider can key its
/// images by `asset.name`.
public struct ImageAsset: Sendable, Equatable {
    /// `id`: what image layers name the asset by (their `refId`).
    public package(set) var id: String
    /// `p`: the file name, or a `data:` URL.
    public package(set) var name: String
    /// `u`: directory prefix.
    public package(set) var directory: String
    /// `w`, `h`: the size the image is drawn at.
    public package(set) var width: Double
    /// `h`: the height the image is drawn at.
    public package(set) var height: Double
    /// `nm`: the asset's name in After Effects, when the exporter wrote one.
    public package(set) var displayName: String?
    /// `e`: 1 when `p` is embedded.
    public package(set) var isEmbedded: Bool
    /// `sid`: slot id.
    public package(set) var slotID: String?

    /// Creates an image asset, as decoded from `assets[]` (for custom image providers and tests).
    public init(
        id: String, name: String, directory: String = "", width: Double, height: Double, displayName: String? = nil,
        isEmbedded: Bool = false, slotID: String? = nil
    ) {
        self.id = id
        self.name = name
        self.directory = directory
        self.width = width
        self.height = height
        self.displayName = displayName
        self.isEmbedded = isEmbedded
        self.slotID = slotID
    }

    /// True when `p` is a data URL, whatever `e` says (some exporters omit `e`).
    package var isDataURL: Bool { name.hasPrefix("data:") }
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
        } else if object["p"] != nil, object["t"]?.number == DataAsset.typeCode {
            self = .data(
                DataAsset(
                    id: id, name: try context.string(object, "p"), directory: try context.optionalString(object, "u") ?? "",
                    displayName: try context.optionalString(object, "nm"), isEmbedded: try context.bool(object, "e")))
        } else if object["p"] != nil {
            var image = ImageAsset(
                id: id, name: try context.string(object, "p"),
                directory: try context.optionalString(object, "u") ?? "",
                width: try context.number(object, "w", default: 0),
                height: try context.number(object, "h", default: 0),
                displayName: try context.optionalString(object, "nm"),
                isEmbedded: try context.bool(object, "e"),
                slotID: try context.optionalString(object, "sid"))
            if let slotID = image.slotID {
                _ = try context.slot(slotID) { (node) throws(LottieDecodingError) in try image.fill(from: try context.object(node), context) }
            }
            if image.isEmbedded && !image.isDataURL {
                context.at("p") { context.diagnose(.warning, "image", "\"e\" marks the image as embedded but \"p\" is not a data: URL") }
            } else if image.isDataURL && !image.name.prefix(256).contains(",") {
                context.at("p") { context.diagnose(.warning, "image", "malformed data: URL (no \",\" before the payload)") }
            }
            self = .image(image)
        } else {
            self = .other(id: id, json: JSONObject(object))
        }
    }

    package var json: JSONValue {
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
            object.set("nm", image.displayName)
            object.append("w", .number(image.width))
            object.append("h", .number(image.height))
            object.append("u", .string(image.directory))
            object.append("p", .string(image.name))
            object.append("e", .number(image.isEmbedded ? 1 : 0))
            object.set("sid", image.slotID)
            return .object(object)
        case .data(let data):
            var object = JSONObject()
            object.append("id", .string(data.id))
            object.set("nm", data.displayName)
            object.append("u", .string(data.directory))
            object.append("p", .string(data.name))
            object.append("e", .number(data.isEmbedded ? 1 : 0))
            object.append("t", .number(DataAsset.typeCode))
            return .object(object)
        case .other(_, let object):
            return .object(object)
        }
    }
}

extension ImageAsset {
    /// Takes the fields an image slot (`{w, h, u, p, e}`) gives; the ones it leaves out stay.
    fileprivate mutating func fill(from slot: JSONObjectNode, _ context: DecodingContext) throws(LottieDecodingError) {
        name = try context.optionalString(slot, "p") ?? name
        directory = try context.optionalString(slot, "u") ?? directory
        width = try context.optionalNumber(slot, "w") ?? width
        height = try context.optionalNumber(slot, "h") ?? height
        if slot["e"] != nil { isEmbedded = try context.bool(slot, "e") }
    }
}

import LottieGraphics

/// The properties a text animator changes (`a` of an animator). Every one is optional and
/// animatable; each is blended into the glyphs its selector picks, by the selector weight.
public struct TextStyle: Sendable, Equatable {
    /// `a`: anchor offset.
    public package(set) var anchor: Property<Vector3>?
    /// `p`: position offset.
    public package(set) var position: Property<Vector3>?
    /// `s`: scale, percent.
    public package(set) var scale: Property<Vector3>?
    /// `r`: rotation, degrees.
    public package(set) var rotation: Property<Double>?
    /// `rx`, `ry`: 3D rotations, degrees.
    public package(set) var rotationX: Property<Double>?
    public package(set) var rotationY: Property<Double>?
    /// `sk`: skew, degrees; `sa`: skew axis, degrees.
    public package(set) var skew: Property<Double>?
    public package(set) var skewAxis: Property<Double>?
    /// `o`: opacity, percent.
    public package(set) var opacity: Property<Double>?
    /// `fc`: fill colour.
    public package(set) var fillColor: Property<Color>?
    /// `fh`, `fs`, `fb`: fill hue, saturation and brightness shifts.
    public package(set) var fillHue: Property<Double>?
    public package(set) var fillSaturation: Property<Double>?
    public package(set) var fillBrightness: Property<Double>?
    /// `fo`: fill opacity, percent.
    public package(set) var fillOpacity: Property<Double>?
    /// `sc`: stroke colour.
    public package(set) var strokeColor: Property<Color>?
    /// `sh`, `ss`, `sb`: stroke hue, saturation and brightness shifts.
    public package(set) var strokeHue: Property<Double>?
    public package(set) var strokeSaturation: Property<Double>?
    public package(set) var strokeBrightness: Property<Double>?
    /// `so`: stroke opacity, percent.
    public package(set) var strokeOpacity: Property<Double>?
    /// `sw`: stroke width.
    public package(set) var strokeWidth: Property<Double>?
    /// `t`: extra tracking.
    public package(set) var tracking: Property<Double>?
    /// `ls`: line spacing (2D).
    public package(set) var lineSpacing: Property<Vector3>?
    /// `bl`: blur (2D).
    public package(set) var blur: Property<Vector3>?

    public init() {}
}

extension TextStyle {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        anchor = try .optional(object, "a", context)
        position = try .optional(object, "p", context)
        scale = try .optional(object, "s", context)
        rotation = try .optional(object, "r", context)
        rotationX = try .optional(object, "rx", context)
        rotationY = try .optional(object, "ry", context)
        skew = try .optional(object, "sk", context)
        skewAxis = try .optional(object, "sa", context)
        opacity = try .optional(object, "o", context)
        fillColor = try .optional(object, "fc", context)
        fillHue = try .optional(object, "fh", context)
        fillSaturation = try .optional(object, "fs", context)
        fillBrightness = try .optional(object, "fb", context)
        fillOpacity = try .optional(object, "fo", context)
        strokeColor = try .optional(object, "sc", context)
        strokeHue = try .optional(object, "sh", context)
        strokeSaturation = try .optional(object, "ss", context)
        strokeBrightness = try .optional(object, "sb", context)
        strokeOpacity = try .optional(object, "so", context)
        strokeWidth = try .optional(object, "sw", context)
        tracking = try .optional(object, "t", context)
        lineSpacing = try .optional(object, "ls", context)
        blur = try .optional(object, "bl", context)
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.set("a", anchor?.json)
        object.set("p", position?.json)
        object.set("s", scale?.json)
        object.set("r", rotation?.json)
        object.set("rx", rotationX?.json)
        object.set("ry", rotationY?.json)
        object.set("sk", skew?.json)
        object.set("sa", skewAxis?.json)
        object.set("o", opacity?.json)
        object.set("fc", fillColor?.json)
        object.set("fh", fillHue?.json)
        object.set("fs", fillSaturation?.json)
        object.set("fb", fillBrightness?.json)
        object.set("fo", fillOpacity?.json)
        object.set("sc", strokeColor?.json)
        object.set("sh", strokeHue?.json)
        object.set("ss", strokeSaturation?.json)
        object.set("sb", strokeBrightness?.json)
        object.set("so", strokeOpacity?.json)
        object.set("sw", strokeWidth?.json)
        object.set("t", tracking?.json)
        object.set("ls", lineSpacing?.json)
        object.set("bl", blur?.json)
        return .object(object)
    }
}

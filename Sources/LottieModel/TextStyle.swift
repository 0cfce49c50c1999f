import LottieGraphics

/// The properties a text animator changes (`a` of an animator). Every one is optional and
/// animatable; each is blended into the glyphs its selector picks, by the selector weight.
package struct TextStyle: Sendable, Equatable {
    /// `a`: anchor offset.
    package var anchor: Property<Vector3>?
    /// `p`: position offset.
    package var position: Property<Vector3>?
    /// `s`: scale, percent.
    package var scale: Property<Vector3>?
    /// `r`: rotation, degrees.
    package var rotation: Property<Double>?
    /// `rx`, `ry`: 3D rotations, degrees.
    package var rotationX: Property<Double>?
    package var rotationY: Property<Double>?
    /// `sk`: skew, degrees; `sa`: skew axis, degrees.
    package var skew: Property<Double>?
    package var skewAxis: Property<Double>?
    /// `o`: opacity, percent.
    package var opacity: Property<Double>?
    /// `fc`: fill colour.
    package var fillColor: Property<Color>?
    /// `fh`, `fs`, `fb`: fill hue, saturation and brightness shifts.
    package var fillHue: Property<Double>?
    package var fillSaturation: Property<Double>?
    package var fillBrightness: Property<Double>?
    /// `fo`: fill opacity, percent.
    package var fillOpacity: Property<Double>?
    /// `sc`: stroke colour.
    package var strokeColor: Property<Color>?
    /// `sh`, `ss`, `sb`: stroke hue, saturation and brightness shifts.
    package var strokeHue: Property<Double>?
    package var strokeSaturation: Property<Double>?
    package var strokeBrightness: Property<Double>?
    /// `so`: stroke opacity, percent.
    package var strokeOpacity: Property<Double>?
    /// `sw`: stroke width.
    package var strokeWidth: Property<Double>?
    /// `t`: extra tracking.
    package var tracking: Property<Double>?
    /// `ls`: line spacing (2D).
    package var lineSpacing: Property<Vector3>?
    /// `bl`: blur (2D).
    package var blur: Property<Vector3>?

    package init() {}
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

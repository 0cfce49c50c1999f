/// A font of `fonts.list`, referenced by name from text documents (`f`).
///
/// ```swift
/// let font = animation.fonts.first { $0.name == document.fontName }
/// ```
package struct Font: Sendable, Equatable {
    /// `origin`: where the font comes from.
    package enum Origin: Int, Sendable, Hashable {
        /// 0: a local or system font, found by family.
        case local = 0
        /// 1: a CSS URL (`fPath`).
        case cssURL = 1
        /// 2: a script URL.
        case scriptURL = 2
        /// 3: a font file URL (`fPath`).
        case fontURL = 3
    }

    /// `fName`: the name text documents use.
    package var name: String
    /// `fFamily`
    package var family: String
    /// `fStyle`, e.g. "Bold Italic".
    package var style: String
    /// `fWeight`, as written (a CSS weight; numbers are kept as their text).
    package var weight: String?
    /// `ascent`: ascent as a percentage of the font size.
    package var ascent: Double?
    /// `fPath`: URL or path of the font.
    package var path: String?
    /// `origin`
    package var origin: Origin?
    /// `fOrigin`: the legacy origin letter (`n`, `g`, `t`, `p`) of old files.
    package var legacyOrigin: String?
    /// `fClass`: CSS class (lottie-web).
    package var cssClass: String?

    package init(name: String, family: String, style: String = "Regular") {
        self.name = name
        self.family = family
        self.style = style
    }
}

extension Font {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        name = try context.string(object, "fName")
        family = try context.optionalString(object, "fFamily") ?? name
        style = try context.optionalString(object, "fStyle") ?? ""
        weight = try context.optionalString(object, "fWeight")
        ascent = try context.optionalNumber(object, "ascent")
        path = try context.optionalString(object, "fPath")
        origin = try context.code(object, "origin", default: nil) { (code) -> Origin?? in
            Origin(rawValue: code).map { .some($0) }
        }
        legacyOrigin = try context.optionalString(object, "fOrigin")
        cssClass = try context.optionalString(object, "fClass")
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.append("fName", .string(name))
        object.append("fFamily", .string(family))
        object.append("fStyle", .string(style))
        object.set("fWeight", weight)
        object.set("ascent", ascent)
        object.set("fPath", path)
        object.set("origin", origin?.rawValue)
        object.set("fOrigin", legacyOrigin)
        object.set("fClass", cssClass)
        return .object(object)
    }
}

/// One text animator (`t.a[i]`): a style applied to the part of the text its selector picks.
package struct TextAnimator: Sendable, Equatable {
    /// `nm`
    package var name: String?
    /// `s`: absent only in malformed files (then the style applies to nothing).
    package var selector: TextSelector?
    /// `a`
    package var style: TextStyle

    package init(name: String? = nil, selector: TextSelector? = TextSelector(), style: TextStyle) {
        self.name = name
        self.selector = selector
        self.style = style
    }
}

extension TextAnimator {
    package init(json object: JSONObjectNode, context: borrowing DecodingContext) throws(LottieDecodingError) {
        name = try context.optionalString(object, "nm")
        selector = try context.optional(object, "s") { (s) throws(LottieDecodingError) in
            try TextSelector(json: s, context: context)
        }
        style =
            try context.optional(object, "a") { (a) throws(LottieDecodingError) in
                try TextStyle(json: a, context: context)
            } ?? TextStyle()
    }

    package var json: JSONValue {
        var object = JSONObject()
        object.set("nm", name)
        object.set("s", selector?.json)
        object.append("a", style.json)
        return .object(object)
    }
}

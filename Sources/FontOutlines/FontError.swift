/// A FreeType or fontconfig call that failed, with the C function's name and return code.
package struct FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The C function that failed, e.g. `FT_New_Face`.
    package var function: String
    /// Its return code (a FreeType error code; -1 for a null result).
    package var code: Int32

    /// Creates an error for `function` returning `code`.
    package init(function: String, code: Int32) {
        self.function = function
        self.code = code
    }

    package var description: String { "\(function) failed (\(code))" }

    /// Throws when a FreeType call returned non-zero.
    static func check(_ function: String, _ code: Int32) throws(FontError) {
        if code != 0 { throw FontError(function: function, code: code) }
    }
}

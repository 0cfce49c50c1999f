import CFontconfig

/// Finds font files through fontconfig, by family and style name, as an application would
/// ask for "Helvetica, Bold Italic". Fontconfig always answers with its best match, so a
/// missing family resolves to the system's default sans-serif font (DejaVu Sans on Debian).
///
/// ```swift
/// if let match = FontLocator.match(family: "Arial", style: "Bold") { print(match.path) }
/// ```
package enum FontLocator {
    /// A font file and the face index inside it.
    package struct Match: Sendable, Equatable {
        /// The font file.
        package var path: String
        /// The face inside a collection (0 for plain font files).
        package var index: Int
        /// The font's family names (several for fonts named in more than one language).
        package var families: [String]

        /// Whether one of the font's family names is `family` (ignoring case): fontconfig
        /// found the family asked for rather than a fallback.
        package func isFamily(_ family: String) -> Bool {
            families.contains { $0.lowercased() == family.lowercased() }
        }
    }

    /// The best scalable font for `family` with the weight and slant named by `style`
    /// (e.g. "Semi Bold", "Light Italic", "700"), or `nil` when fontconfig has no fonts.
    package static func match(family: String, style: String) -> Match? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let query = FontStyleQuery(style: style)
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                FcPatternAddString(pattern, cfc_family, $0)
            }
        }
        _ = FcPatternAddInteger(pattern, cfc_weight, Int32(query.weight))
        if query.isItalic { _ = FcPatternAddInteger(pattern, cfc_slant, cfc_slant_italic) }
        _ = FcPatternAddBool(pattern, cfc_outline, 1)
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, cfc_file, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, cfc_index, 0, &index) != FcResultMatch { index = 0 }
        let path = file.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
        var families: [String] = []
        var name: UnsafeMutablePointer<FcChar8>?
        while families.count < 16, FcPatternGetString(font, cfc_family, Int32(families.count), &name) == FcResultMatch,
            let name
        {
            families.append(name.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) })
        }
        return Match(path: path, index: Int(index), families: families)
    }
}

import CFreeType
import LottieGraphics

/// One loaded font face: a FreeType library and face pair that hands out glyph outlines as
/// `Sendable` values.
///
/// FreeType handles are not thread-safe, so a face is not `Sendable`: load it, extract what
/// you need on one thread, and share the resulting ``GlyphOutline`` values.
///
/// ```swift
/// let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let a = face.outline(for: "A")   // em units, y down, baseline at 0
/// ```
package final class FontFace {
    private var library: FT_Library?
    private var face: FT_Face?
    /// Font bytes a memory face reads from; FreeType does not copy them.
    private var memory: UnsafeMutableBufferPointer<UInt8>?

    /// Opens face `index` of the font file at `path`.
    package init(path: String, index: Int = 0) throws(FontError) {
        try openLibrary()
        let code = FT_New_Face(library, path, FT_Long(index), &face)
        try FontError.check("FT_New_Face", code)
    }

    /// Opens face `index` of a font file held in memory (TrueType, OpenType, WOFF).
    package init(bytes: [UInt8], index: Int = 0) throws(FontError) {
        try openLibrary()
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = buffer.initialize(from: bytes)
        memory = buffer
        let code = FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(bytes.count), FT_Long(index), &face)
        try FontError.check("FT_New_Memory_Face", code)
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        memory?.deallocate()
    }

    // MARK: - Metrics

    /// Font units per em (1000 or 2048 for most fonts).
    package var unitsPerEm: Double {
        guard let face, face.pointee.units_per_EM > 0 else { return 1000 }
        return Double(face.pointee.units_per_EM)
    }

    /// The typographic ascender, in em units (positive, above the baseline).
    package var ascent: Double {
        guard let face else { return 0 }
        return Double(face.pointee.ascender) / unitsPerEm
    }

    /// The family name stored in the font, e.g. "DejaVu Sans".
    package var familyName: String {
        guard let name = face?.pointee.family_name else { return "" }
        return String(cString: name)
    }

    /// Whether the font maps `scalar` to a glyph.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyphIndex(scalar) != 0
    }

    /// The kerning adjustment between two characters (from the font's `kern` table), in em
    /// units; 0 when the font has none.
    package func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
        guard let face, cft_has_kerning(face) != 0 else { return 0 }
        var vector = FT_Vector()
        let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
        guard FT_Get_Kerning(face, glyphIndex(left), glyphIndex(right), mode, &vector) == 0 else { return 0 }
        return Double(vector.x) / unitsPerEm
    }

    // MARK: - Internals

    func glyphIndex(_ scalar: Unicode.Scalar) -> FT_UInt {
        guard let face else { return 0 }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The face, for the outline extension.
    var handle: FT_Face? { face }

    private func openLibrary() throws(FontError) {
        try FontError.check("FT_Init_FreeType", FT_Init_FreeType(&library))
    }
}

import FontOutlines
import Foundation
import LottieModel

/// Finds fonts the way a desktop application does: a font embedded in the file (`fPath` as a
/// `data:` URL) first, else fontconfig's best match for the font's family and style, which on
/// a system without that family is the default sans-serif (DejaVu Sans on Debian, from
/// `fonts-dejavu-core`). Outlines come from FreeType.
///
/// Not `Sendable`: it keeps the loaded FreeType faces for reuse.
///
/// ```swift
/// let renderer = LottieFrameRenderer(animation: animation, fontProvider: DefaultFontProvider())
/// ```
public final class DefaultFontProvider: AnimationFontProvider {
    /// Whether a family this system lacks is drawn in the default font instead of not at all.
    public let usesFallbackFont: Bool
    /// Faces by file path (or by font name, for embedded fonts).
    private var faces: [String: FontFace] = [:]

    /// Creates the provider. With `usesFallbackFont` false, text whose font is neither
    /// embedded nor installed under its family name is not drawn (as renderers without font
    /// fallback, such as ThorVG, show it).
    public init(usesFallbackFont: Bool = true) {
        self.usesFallbackFont = usesFallbackFont
    }

    public func glyphs(for font: Font, texts: [String]) -> FontGlyphs? {
        guard let face = face(for: font) else { return nil }
        var glyphs = FontGlyphs(ascent: font.ascent.map { $0 / 100 } ?? face.ascent)
        for text in texts {
            var previous: (key: String, scalar: Unicode.Scalar)?
            for character in text {
                guard let scalar = character.unicodeScalars.first else { continue }
                let key = String(character)
                if glyphs.outlines[key] == nil, let outline = face.outline(for: scalar) {
                    glyphs.outlines[key] = outline
                }
                if let previous {
                    let pair = FontGlyphs.Pair(previous.key, key)
                    if glyphs.kerning[pair] == nil {
                        let kerning = face.kerning(between: previous.scalar, and: scalar)
                        if kerning != 0 { glyphs.kerning[pair] = kerning }
                    }
                }
                previous = (key, scalar)
            }
        }
        return glyphs
    }

    // MARK: - Private

    private func face(for font: Font) -> FontFace? {
        if let path = font.path, path.hasPrefix("data:") {
            let key = "data:" + font.name
            if let face = faces[key] { return face }
            if let url = DataURL(path), let face = try? FontFace(bytes: [UInt8](url.data)) {
                faces[key] = face
                return face
            }
        }
        guard let match = FontLocator.match(family: font.family, style: font.style),
            usesFallbackFont || match.isFamily(font.family)
        else { return nil }
        let key = "\(match.path)#\(match.index)"
        if let face = faces[key] { return face }
        guard let face = try? FontFace(path: match.path, index: match.index) else { return nil }
        faces[key] = face
        return face
    }
}

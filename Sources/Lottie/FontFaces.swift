import FontOutlines
import Foundation
import LottieCore
import LottieModel

/// The font faces a renderer has loaded, and the glyph outlines of texts in them: what turns an
/// ``AnimationFontProvider``'s answer into outlines. Not `Sendable`: FreeType faces are not.
package final class FontFaces {
    /// Faces by file path and index, by embedded font name, or by family and style.
    private var faces: [String: FontFace?] = [:]

    package init() {}

    /// Outlines (em units) for every character of `texts`, kerning for the adjacent pairs, and the
    /// ascent: in the font file `font` embeds (`fPath` as a `data:` URL) when there is one, else in
    /// `chosen`, else (nil) in fontconfig's match for its family and style; nil when there is no
    /// such face.
    package func glyphs(for font: Font, chosen: LottieFont?, texts: [String]) -> FontGlyphs? {
        guard let face = face(for: font, chosen: chosen) else { return nil }
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

    private func face(for font: Font, chosen: LottieFont?) -> FontFace? {
        // A font file the animation carries is its own, like its `chars`: it wins over providers.
        if let path = font.path, path.hasPrefix("data:"), let embedded = cached("data:" + font.name, { Self.embedded(path) }) {
            return embedded
        }
        switch chosen?.source {
        case .file(let path, let index)?:
            return cached("file:\(path)#\(index)") { try? FontFace(path: path, index: index) }
        case .bytes(let bytes, let index)?:
            return cached("bytes:\(bytes.hashValue)#\(bytes.count)#\(index)") { try? FontFace(bytes: bytes, index: index) }
        case .family(let family, let style)?:
            return installed(family: family, style: style)
        case .noGlyphs?:
            return nil
        case nil:
            return installed(family: font.family, style: font.style)
        }
    }

    private func installed(family: String, style: String) -> FontFace? {
        guard let match = FontLocator.match(family: family, style: style) else { return nil }
        return cached("\(match.path)#\(match.index)") { try? FontFace(path: match.path, index: match.index) }
    }

    private func cached(_ key: String, _ load: () -> FontFace?) -> FontFace? {
        if let face = faces[key] { return face }
        let face = load()
        faces[key] = face
        return face
    }

    /// The face in a `data:` URL.
    private static func embedded(_ url: String) -> FontFace? {
        DataURL(url).flatMap { try? FontFace(bytes: [UInt8]($0.data)) }
    }
}

import Foundation
import LottieCore
import LottieModel

extension TextEnvironment {
    /// Asks the providers for everything the animation's text layers will draw: the
    /// replacement of every document (all keyframes), then the font of each `fonts.list` entry
    /// whose texts the animation's own `chars` do not cover, and outlines in it from `faces`.
    init(
        animation: Animation, textProvider: any AnimationKeypathTextProvider, fontProvider: any AnimationFontProvider,
        faces: FontFaces
    ) {
        self.init()
        let embedded = FontGlyphs.embedded(in: animation)
        var textsByFont: [String: (size: Double, texts: [String])] = [:]
        for layer in TextLayerReference.all(in: animation) {
            for document in layer.documents {
                let text = textProvider.text(for: layer.keypath, sourceText: document.text) ?? document.text
                if text != document.text { replacements[layer.keypath.string, default: [:]][document.text] = text }
                let drawn = document.capitalization == .regular ? text : text.uppercased()
                let covered = embedded[document.fontName].map { font in
                    drawn.allSatisfy { font.outlines[String($0)] != nil || $0.isNewline || $0 == "\u{3}" }
                }
                if covered != true { textsByFont[document.fontName, default: (document.fontSize, [])].texts.append(drawn) }
            }
        }
        for (name, use) in textsByFont {
            // Documents name a font by `fName`; some files give its family instead.
            let font =
                animation.fonts.first { $0.name == name } ?? animation.fonts.first { $0.family == name }
                ?? Font(name: name, family: name)
            let chosen = fontProvider.fontFor(family: font.family, size: CGFloat(use.size))
            fonts[name] = faces.glyphs(for: font, chosen: chosen, texts: use.texts)
        }
    }
}

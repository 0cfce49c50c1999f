import LottieCore
import LottieModel

extension TextEnvironment {
    /// Asks the providers for everything the animation's text layers will draw: the
    /// replacement of every document (all keyframes), then outlines for the characters of
    /// those texts that the animation's own `chars` do not cover.
    init(animation: Animation, textProvider: any AnimationKeypathTextProvider, fontProvider: any AnimationFontProvider) {
        self.init()
        let embedded = FontGlyphs.embedded(in: animation)
        var textsByFont: [String: [String]] = [:]
        for layer in TextLayerReference.all(in: animation) {
            for document in layer.documents {
                let text = textProvider.text(for: layer.keypath, sourceText: document.text) ?? document.text
                if text != document.text { replacements[layer.keypath.string, default: [:]][document.text] = text }
                let drawn = document.capitalization == .regular ? text : text.uppercased()
                let covered = embedded[document.fontName].map { font in
                    drawn.allSatisfy { font.outlines[String($0)] != nil || $0.isNewline || $0 == "\u{3}" }
                }
                if covered != true { textsByFont[document.fontName, default: []].append(drawn) }
            }
        }
        for (name, texts) in textsByFont {
            // Documents name a font by `fName`; some files give its family instead.
            let font =
                animation.fonts.first { $0.name == name } ?? animation.fonts.first { $0.family == name }
                ?? Font(name: name, family: name)
            fonts[name] = fontProvider.glyphs(for: font, texts: texts)
        }
    }
}

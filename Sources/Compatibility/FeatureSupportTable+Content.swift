extension FeatureSupport {
    /// Text, expressions, images and slots.
    static let contentEntries: [FeatureSupport] = [
        FeatureSupport(
            "text-keyframes", workaround: "use one text layer per text and switch them with opacity or in and out points",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .fallback("text that changes over time (keyframed source text) makes lottie-ios use the main-thread engine", Sources.iosCATextLayer),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieLayerText),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: text layers are skipped"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "text-glyphs", workaround: "convert the text to shapes (Layer > Create > Create Shapes from Text) before export",
            [
                .ios: .partial("the glyph shapes in the file are not used: the text is drawn with an installed font of that family name (or a fallback font)", Sources.iosFontProvider),
                .iosCA: .partial("the glyph shapes in the file are not used: the text is drawn with an installed font of that family name (or a fallback font)", Sources.iosFontProvider),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieFont),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: rlottie has no text support"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "text-font", workaround: "convert the text to shapes (Layer > Create > Create Shapes from Text) before export, or export glyphs so the font travels with the file",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieLayerText),
                .thorvg: .partial(
                    "drawn with the named font only if it is embedded in the file or loaded by the app; otherwise another loaded font is used, or nothing if none is", Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: rlottie has no text support"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "text-animator", canilottie: "text-animators", workaround: "convert the text to shapes and animate the shapes, or keep the animators to simple colour/opacity/tracking changes",
            [
                .ios: .partial(
                    "simple animators only: a start/end/offset range (percent or index) driving colour, stroke width, tracking, opacity and transform; shape, ease, based-on and randomize options are ignored",
                    Sources.iosTextAnimator),
                .iosCA: .fallback("the Core Animation engine can't draw text animators, so lottie-ios uses the main-thread engine (with its limits)", Sources.iosCATextLayer),
                .android: .partial(
                    "only the first animator, with a start/end/offset range driving fill/stroke colour, stroke width, tracking and opacity; position, scale and rotation are not animated",
                    Sources.androidTextProperties),
                .webSVG: .yes(Sources.canilottieTextAnimators),
                .webCanvas: .yes(Sources.canilottieTextAnimators),
                .skottie: .yes(Sources.canilottieTextAnimators),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: rlottie has no text support"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "text-path", canilottie: "text-path", workaround: "convert the text to shapes and place the letters along the path by hand",
            [
                .ios: .no(Sources.airbnbSupportedFeatures, note: "ignored: the text is laid out on a straight line"),
                .iosCA: .no(Sources.airbnbSupportedFeatures, note: "ignored: the text is laid out on a straight line"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: the text is laid out on a straight line"),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieTextPath),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: rlottie has no text support"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "text-box", workaround: "use point text with manual line breaks",
            [
                .ios: .yes(Sources.iosTextDocument),
                .iosCA: .yes(Sources.iosCATextLayer),
                .android: .yes(Sources.androidDocumentData),
                .webSVG: .yes(Sources.webTextProperty),
                .webCanvas: .yes(Sources.webTextProperty),
                .skottie: .yes(Sources.skottieParagraphPath),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: rlottie has no text support"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
        FeatureSupport(
            "expression", workaround: "bake the expressions into keyframes (bodymovin's Convert expressions to keyframes, or After Effects' Keyframe Assistant > Convert Expression to Keyframes)",
            [
                .ios: .no(Sources.iosExpressions, note: "ignored: properties keep their keyframed/static values"),
                .iosCA: .no(Sources.iosExpressions, note: "ignored: properties keep their keyframed/static values"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: properties keep their keyframed/static values"),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .no(Sources.skottieHeader, note: "ignored unless the app registers an ExpressionManager: properties keep their keyframed/static values"),
                .thorvg: .yes(Sources.thorvgReadme),
                .rlottie: .no(Sources.rlottieReadme, note: "ignored: properties keep their keyframed/static values"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Expressions): the sticker is rejected"),
            ]),
        FeatureSupport(
            "image-embedded", workaround: "redraw the bitmap as vector shapes where possible",
            [
                .ios: .yes(Sources.iosImageAsset),
                .iosCA: .yes(Sources.iosImageAsset),
                .android: .yes(Sources.androidImageAssetManager),
                .webSVG: .yes(Sources.webImagePreloader),
                .webCanvas: .yes(Sources.webImagePreloader),
                .skottie: .partial("decoded only if the app gives Skottie a ResourceProvider that handles data: URIs", Sources.skottieHeader),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Images): the sticker is rejected"),
            ]),
        FeatureSupport(
            "image-external", workaround: "embed the images in the JSON (bodymovin: Include in json), or ship a .lottie file that bundles them",
            [
                .ios: .partial("drawn only if the app ships the image files (bundle, folder or a custom AnimationImageProvider)", Sources.iosBundleImageProvider),
                .iosCA: .partial("drawn only if the app ships the image files (bundle, folder or a custom AnimationImageProvider)", Sources.iosBundleImageProvider),
                .android: .partial("drawn only if the app sets an images folder in its assets or an ImageAssetDelegate", Sources.androidImageAssetManager),
                .webSVG: .partial("fetched at run time from the assets path next to the JSON; missing files draw nothing", Sources.webImagePreloader),
                .webCanvas: .partial("fetched at run time from the assets path next to the JSON; missing files draw nothing", Sources.webImagePreloader),
                .skottie: .partial("loaded only through the app's ResourceProvider", Sources.skottieHeader),
                .thorvg: .partial("loaded from its path or URL at run time, so the file has to ship with the animation", Sources.thorvgWiki),
                .rlottie: .partial("loaded from a file next to the JSON at run time; missing files draw nothing", Sources.rlottieParser),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Images): the sticker is rejected"),
            ]),
        FeatureSupport(
            "slots", workaround: "write the final values into the file before handing it to players without slot support",
            [
                .ios: .no(Sources.iosKeyframes, note: "ignored: properties keep the values written in the file"),
                .iosCA: .no(Sources.iosKeyframes, note: "ignored: properties keep the values written in the file"),
                .android: .no(Sources.androidKeyframesParser, note: "ignored: properties keep the values written in the file"),
                .webSVG: .yes(Sources.webSlotManager),
                .webCanvas: .yes(Sources.webSlotManager),
                .skottie: .yes(Sources.skottieHeader),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: properties keep the values written in the file"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: properties keep the values written in the file"),
            ]),
    ]
}

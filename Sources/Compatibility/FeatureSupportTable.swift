// Lottie feature support per player. Every cell cites a public source (see `Sources` below);
// the wording of notes is ours.
//
// Telegram animated-sticker budgets (.tgs), from https://core.telegram.org/animated_stickers
// (same list under https://core.telegram.org/stickers#animated-sticker-requirements; page as
// crawled 2024-2026):
//   - canvas: 512 x 512 px, and sticker objects must not leave the canvas
//   - duration: at most 3 seconds; the animation must loop
//   - frame rate: 60 fps (earlier versions of the page, e.g. 2020, allowed 30 or 60 fps,
//     the same for every sticker in a pack)
//   - file size: at most 64 KB "after rendering in Bodymovin", i.e. the exported .tgs
//   - forbidden After Effects features: auto-bezier keys, expressions, masks, layer effects,
//     images, solids, texts, 3D layers, merge paths, star shapes, gradient strokes,
//     repeaters, time stretching, time remapping, auto-oriented layers
//   - (the pack icon is 100 x 100 px, looped, at most 3 seconds)
//
// Conventions:
//   - `.no` with "ignored ..." means the player skips the feature and draws the rest.
//   - Features that draw nothing in After Effects either (audio, data layers, expression
//     controls, No Style) are `.yes` where the player skips them: nothing visible is missing
//     (expressions that read them are reported as expressions).
//   - A Core Animation fallback that depends on how a feature is used has its own id for that
//     use (trims of filled shapes, rounded stars and polygons, animated dash lengths).
//   - `iosCA` `.fallback` notes starting "only when" describe the condition under which
//     lottie-ios's `.automatic` engine leaves Core Animation for the main-thread engine.

extension FeatureSupport {
    /// Every feature the census reports, with its support per target.
    package static let table: [FeatureSupport] = [
        FeatureSupport(
            "layer-precomp", canilottie: "layer-precomp",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieLayerPrecomp),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "layer-solid", canilottie: "layer-solid", workaround: "replace the solid with a filled rectangle on a shape layer (required for Telegram stickers)",
            [
                .ios: .yes(Sources.iosMainLayers),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.canilottieLayerSolid),
                .webSVG: .yes(Sources.canilottieLayerSolid),
                .webCanvas: .yes(Sources.canilottieLayerSolid),
                .skottie: .yes(Sources.canilottieLayerSolid),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.rlottieItem),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Solids): the sticker is rejected"),
            ]),
        FeatureSupport(
            "layer-image", canilottie: "layer-image", workaround: "redraw the bitmap as vector shapes where possible",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieLayerImage),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Images): the sticker is rejected"),
            ]),
        FeatureSupport(
            "layer-null",
            [
                .ios: .yes(Sources.iosMainLayers),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.androidBaseLayer),
                .webSVG: .yes(Sources.webBaseRenderer),
                .webCanvas: .yes(Sources.webBaseRenderer),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.rlottieItem),
                .telegram: .yes(Sources.rlottieItem),
            ]),
        FeatureSupport(
            "layer-shape", canilottie: "layer-shape",
            [
                .ios: .yes(Sources.iosMainLayers),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.canilottieLayerShape),
                .webSVG: .yes(Sources.canilottieLayerShape),
                .webCanvas: .yes(Sources.canilottieLayerShape),
                .skottie: .yes(Sources.canilottieLayerShape),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.canilottieLayerShape),
                .telegram: .yes(Sources.canilottieLayerShape),
            ]),
        FeatureSupport(
            "layer-text", canilottie: "layer-text", workaround: "convert the text to shapes (Layer > Create > Create Shapes from Text) before export",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieLayerText),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieReadme, note: "not drawn: text layers are skipped"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Texts): the sticker is rejected"),
            ]),
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
            "layer-audio", workaround: "play the sound from the app, started in sync with the animation",
            [
                .ios: .yes(Sources.iosLayerModel),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.androidBaseLayer),
                .webSVG: .yes(Sources.webAudio),
                .webCanvas: .yes(Sources.webAudio),
                .skottie: .yes(Sources.skottieLayerMain),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "layer-camera", workaround: "remove the camera and animate 2D transforms (or a parent null) instead",
            [
                .ios: .no(Sources.iosLayerModel, note: "ignored (read as a null layer): 3D layers are drawn without the camera's view"),
                .iosCA: .no(Sources.iosCAMakeLayer, note: "ignored (read as a null layer): 3D layers are drawn without the camera's view"),
                .android: .no(Sources.androidLayerParser, note: "ignored (unknown layer type): 3D layers are drawn without the camera's view"),
                .webSVG: .no(Sources.webBaseRenderer, note: "the SVG renderer throws an error on camera layers (only the html renderer has cameras), so the animation fails to play"),
                .webCanvas: .no(Sources.webBaseRenderer, note: "the canvas renderer throws an error on camera layers (only the html renderer has cameras), so the animation fails to play"),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .no(Sources.thorvgBuilder, note: "ignored: 3D layers are drawn without the camera's view"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored (read as a null layer): 3D layers are drawn without the camera's view"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie (read as a null layer); cameras only make sense with 3D layers, which Telegram forbids"),
            ]),
        FeatureSupport(
            "layer-data", workaround: "bake any expressions that read the data layer into keyframes",
            [
                .ios: .yes(Sources.iosLayerModel),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.androidBaseLayer),
                .webSVG: .yes(Sources.webBaseRenderer),
                .webCanvas: .yes(Sources.webBaseRenderer),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "layer-unknown", workaround: "precompose or convert the layer to a shape, image or precomp layer",
            [
                .ios: .no(Sources.iosLayerModel, note: "ignored: treated as a null layer, nothing is drawn"),
                .iosCA: .no(Sources.iosCAMakeLayer, note: "ignored: no layer is created"),
                .android: .no(Sources.androidBaseLayer, note: "ignored: the layer is skipped"),
                .webSVG: .no(Sources.webBaseRenderer, note: "ignored: treated as a null layer, nothing is drawn"),
                .webCanvas: .no(Sources.webBaseRenderer, note: "ignored: treated as a null layer, nothing is drawn"),
                .skottie: .no(Sources.skottieLayer, note: "ignored: the layer is skipped"),
                .thorvg: .no(Sources.thorvgBuilder, note: "ignored: nothing is drawn for it"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: read as a null layer"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: read as a null layer"),
            ]),
        FeatureSupport(
            "3d-layer", workaround: "fake the depth with 2D scale and position, or flatten the 3D move into 2D keyframes",
            [
                .ios: .partial("X/Y/Z rotation is applied, but without perspective or a camera", Sources.iosMainTransform),
                .iosCA: .partial("X/Y/Z rotation is applied, but without perspective or a camera", Sources.iosCATransform),
                .android: .partial("initial 3D support since 6.7.0: X/Y rotation, no camera layers", Sources.androidChangelog),
                .webSVG: .partial("drawn flat: 3D rotation is folded into a 2D transform with no perspective (real 3D needs lottie-web's html renderer)", Sources.webTransform),
                .webCanvas: .partial("drawn flat: 3D rotation is folded into a 2D transform with no perspective (real 3D needs lottie-web's html renderer)", Sources.webTransform),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .partial("drawn flat: X/Y/Z rotation and orientation are folded into a 2D transform, no perspective or camera", Sources.thorvgBuilder),
                .rlottie: .partial("drawn flat: X/Y/Z rotation without perspective", Sources.rlottieModel),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (3D Layers): the sticker is rejected"),
            ]),
        FeatureSupport(
            "auto-orient", workaround: "bake the orientation into rotation keyframes before export",
            [
                .ios: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer keeps its own rotation instead of following its path"),
                .iosCA: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer keeps its own rotation instead of following its path"),
                .android: .yes(Sources.androidChangelog),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieLayerMain),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Auto-Oriented Layers): the sticker is rejected"),
            ]),
        FeatureSupport(
            "parenting",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "time-remap", canilottie: "property-timeremap", workaround: "bake the remapped timing into the precomp's own keyframes",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieTimeRemap),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Time Remapping): the sticker is rejected"),
            ]),
        FeatureSupport(
            "time-stretch", canilottie: "property-time-stretch", workaround: "keep Stretch at 100% and move the keyframes instead",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieTimeStretch),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Time Stretching): the sticker is rejected"),
            ]),
        FeatureSupport(
            "hidden-layer",
            [
                .ios: .yes(Sources.iosMainLayers),
                .iosCA: .yes(Sources.iosCAMakeLayer),
                .android: .yes(Sources.androidChangelog),
                .webSVG: .yes(Sources.webSvgBaseElement),
                .webCanvas: .yes(Sources.webCanvasBaseElement),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "blend-multiply", canilottie: "blend-mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-screen", canilottie: "blend-mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-overlay", canilottie: "blend-mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-darken", canilottie: "blend-mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-lighten", canilottie: "blend-mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-color-dodge", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-color-burn", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-hard-light", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-soft-light", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-difference", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-exclusion", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-hue", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-saturation", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-color", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-luminosity", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .yes(Sources.iosBlendFilter),
                .iosCA: .yes(Sources.iosBlendFilter),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending (lottie-android only maps modes available before Android 10)"),
                .webSVG: .yes(Sources.webBlendModes),
                .webCanvas: .yes(Sources.webBlendModes),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-add", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .iosCA: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .android: .yes(Sources.androidBlendMode),
                .webSVG: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .webCanvas: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .yes(Sources.thorvgBlend),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-hard-mix", canilottie: "blend-mode", workaround: "pre-render the blended look into plain colours, or check it on the targets that ignore the mode",
            [
                .ios: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .iosCA: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .android: .no(Sources.androidBlendMode, note: "ignored: the layer draws with Normal blending"),
                .webSVG: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .webCanvas: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .skottie: .yes(Sources.skottieBlendModes),
                .thorvg: .no(Sources.thorvgBlend, note: "ignored: the layer draws with Normal blending"),
                .rlottie: .no(Sources.canilottieBlendMode, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.canilottieBlendMode, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "blend-unknown", workaround: "use one of After Effects' standard blend modes",
            [
                .ios: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .iosCA: .no(Sources.iosLayerModel, note: "ignored: the layer draws with Normal blending"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws with Normal blending"),
                .webSVG: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .webCanvas: .no(Sources.webBlendModes, note: "ignored: the layer draws with Normal blending"),
                .skottie: .no(Sources.skottieBlendModes, note: "ignored: the layer draws with Normal blending"),
                .thorvg: .no(Sources.thorvgBlend, note: "ignored: the layer draws with Normal blending"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the layer draws with Normal blending"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: the layer draws with Normal blending"),
            ]),
        FeatureSupport(
            "matte-alpha", canilottie: "property-matte-mask",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "matte-alpha-inverted", canilottie: "property-matte-mask",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "matte-luma", canilottie: "property-matte-mask", workaround: "use an alpha matte instead (make the matte's shapes opaque where the layer should show)",
            [
                .ios: .no(Sources.iosMainMattes, note: "not supported: the layer draws without its matte and the matte layer shows as a normal layer"),
                .iosCA: .no(Sources.iosCAMattes, note: "not supported: the layer draws without its matte"),
                .android: .no(Sources.androidCompositionLayer, note: "not supported: the layer draws without its matte and the matte layer shows as a normal layer"),
                .webSVG: .yes(Sources.webSvgBaseElement),
                .webCanvas: .yes(Sources.webCanvasBaseElement),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "matte-luma-inverted", canilottie: "property-matte-mask", workaround: "use an alpha matte instead (make the matte's shapes opaque where the layer should show)",
            [
                .ios: .no(Sources.iosLayerModel, note: "not decoded: the layer draws without its matte and the matte layer shows as a normal layer"),
                .iosCA: .no(Sources.iosLayerModel, note: "not decoded: the layer draws without its matte and the matte layer shows as a normal layer"),
                .android: .no(Sources.androidCompositionLayer, note: "not supported: the layer draws without its matte and the matte layer shows as a normal layer"),
                .webSVG: .no(Sources.webSvgBaseElement, note: "not supported: the SVG renderer builds no luma-inverted matte"),
                .webCanvas: .yes(Sources.webCanvasBaseElement),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "mask-add", canilottie: "mask-modes", workaround: "use a track matte or a shape layer instead of a mask (required for Telegram stickers)",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-subtract", canilottie: "mask-modes", workaround: "use a track matte or a shape layer instead of a mask (required for Telegram stickers)",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .no(Sources.webCanvasMask, note: "mode ignored: drawn as an Add mask, so the layer shows inside the shape instead of outside"),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-intersect", canilottie: "mask-modes", workaround: "use a track matte or a shape layer instead of a mask (required for Telegram stickers)",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.webSvgMask),
                .webCanvas: .no(Sources.webCanvasMask, note: "mode ignored: drawn as an Add mask, so several masks show their union, not their overlap"),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-lighten", canilottie: "mask-modes", workaround: "use Add masks, or a track matte",
            [
                .ios: .partial("treated as an Add mask", Sources.iosMainMasks),
                .iosCA: .partial("treated as an Add mask", Sources.iosMainMasks),
                .android: .partial("treated as an Add mask", Sources.androidMaskParser),
                .webSVG: .partial("treated as an Add mask", Sources.webSvgMask),
                .webCanvas: .partial("treated as an Add mask", Sources.webCanvasMask),
                .skottie: .no(Sources.skottieLayer, note: "ignored: the mask is skipped"),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.rlottieParser, note: "ignored (read as None); if it is the layer's only mask, the layer disappears"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-darken", canilottie: "mask-modes", workaround: "use Intersect masks, or a track matte",
            [
                .ios: .partial("treated like an Intersect mask", Sources.iosMainMasks),
                .iosCA: .partial("treated like an Intersect mask", Sources.iosMainMasks),
                .android: .partial("treated as an Add mask", Sources.androidMaskParser),
                .webSVG: .partial("treated as an Add mask", Sources.webSvgMask),
                .webCanvas: .partial("treated as an Add mask", Sources.webCanvasMask),
                .skottie: .no(Sources.skottieLayer, note: "ignored: the mask is skipped"),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.rlottieParser, note: "ignored (read as None); if it is the layer's only mask, the layer disappears"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-difference", canilottie: "mask-modes", workaround: "combine the mask shapes into one path, or use a track matte",
            [
                .ios: .partial("treated like an Intersect mask", Sources.iosMainMasks),
                .iosCA: .partial("treated like an Intersect mask", Sources.iosMainMasks),
                .android: .partial("treated as an Add mask", Sources.androidMaskParser),
                .webSVG: .partial("treated as an Add mask", Sources.webSvgMask),
                .webCanvas: .partial("treated as an Add mask", Sources.webCanvasMask),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieItem),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-none", canilottie: "mask-modes", workaround: "delete masks set to None",
            [
                .ios: .yes(Sources.iosMainMasks),
                .iosCA: .yes(Sources.iosCAMasks),
                .android: .yes(Sources.androidChangelog),
                .webSVG: .yes(Sources.webSvgMask),
                .webCanvas: .yes(Sources.webCanvasMask),
                .skottie: .yes(Sources.skottieLayer),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieItem, note: "if all of a layer's masks are None, the layer disappears instead of drawing unmasked"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-inverted", canilottie: "mask-inverted", workaround: "use a track matte or a shape layer instead of a mask (required for Telegram stickers)",
            [
                .ios: .yes(Sources.iosMainMasks),
                .iosCA: .yes(Sources.iosCAMasks),
                .android: .yes(Sources.androidChangelog),
                .webSVG: .yes(Sources.canilottieMaskInverted),
                .webCanvas: .partial(
                    "the canvas renderer inverts a mask by adding a full-canvas rectangle to one shared non-zero clip path, so inverted masks (especially combined with others) can draw differently from SVG",
                    Sources.webCanvasMask),
                .skottie: .yes(Sources.canilottieMaskInverted),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.canilottieMaskInverted),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-expansion", canilottie: "mask-expansion", workaround: "draw the mask path at its expanded size instead of using Mask Expansion",
            [
                .ios: .no(Sources.airbnbSupportedFeatures, note: "ignored: the mask keeps its original edge"),
                .iosCA: .no(Sources.airbnbSupportedFeatures, note: "ignored: the mask keeps its original edge"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: the mask keeps its original edge"),
                .webSVG: .yes(Sources.canilottieMaskExpansion),
                .webCanvas: .no(Sources.canilottieMaskExpansion, note: "ignored: the mask keeps its original edge"),
                .skottie: .no(Sources.canilottieMaskExpansion, note: "ignored: the mask keeps its original edge"),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.rlottieReadme, note: "ignored: the mask keeps its original edge"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "mask-opacity", canilottie: "mask-opacity", workaround: "fade the masked layer's opacity instead (or, on iOS, use the main-thread engine)",
            [
                .ios: .yes(Sources.iosMainMasks),
                .iosCA: .no(
                    Sources.iosCAMasks, note: "ignored by the Core Animation engine: the mask applies at full opacity (the main-thread engine honours it, but lottie-ios does not fall back for this)"),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.canilottieMaskOpacity),
                .webCanvas: .no(Sources.webCanvasMask, note: "ignored: the mask applies at full opacity"),
                .skottie: .yes(Sources.canilottieMaskOpacity),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Masks): the sticker is rejected"),
            ]),
        FeatureSupport(
            "shape-group",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-path", canilottie: "shape-path",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapePath),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-rectangle", canilottie: "shape-rectangle",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapeRectangle),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-ellipse", canilottie: "shape-ellipse",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapeEllipse),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-polystar", canilottie: "shape-polystar", workaround: "for Telegram, convert stars to plain paths (Convert to Bezier Path)",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapePolystar),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Star Shapes): the sticker is rejected; convert stars to paths"),
            ]),
        FeatureSupport(
            "shape-fill", canilottie: "shape-fill",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapeFill),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-stroke", canilottie: "shape-stroke",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieShapeStroke),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-gradient-fill", canilottie: "shape-fill-gradient",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieGradientFill),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-gradient-stroke", canilottie: "shape-stroke-gradient", workaround: "for Telegram, use a solid stroke, or outline the stroke and give it a gradient fill",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieGradientStroke),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Gradient Strokes): the sticker is rejected"),
            ]),
        FeatureSupport(
            "shape-transform",
            [
                .ios: .yes(Sources.iosShapeItem),
                .iosCA: .yes(Sources.iosCAShapeLayer),
                .android: .yes(Sources.androidContentModelParser),
                .webSVG: .yes(Sources.webSvgShape),
                .webCanvas: .yes(Sources.webCanvasShape),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "shape-trim-paths", canilottie: "shape-trim-path",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.iosCAShapeItemLayer),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieTrimPaths),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-trim-paths-filled", canilottie: "shape-trim-path",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .fallback("the Core Animation engine trims strokes only, so a trim on a filled shape makes lottie-ios use the main-thread engine", Sources.iosCAShapeItemLayer),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieTrimPaths),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-trim-paths-individually", canilottie: "shape-trim-path", workaround: "use one trim per path, or merge the paths into one path before trimming",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .partial(
                    "mode ignored: each path is trimmed on its own (like Simultaneously), so a trim across several paths looks different; trimmed fills make lottie-ios fall back to the main-thread engine",
                    Sources.iosCAShapeLayer),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieTrimPaths),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "shape-repeater", canilottie: "shape-repeater", workaround: "duplicate the shapes by hand instead of using a repeater",
            [
                .ios: .no(Sources.iosMainNodeTree, note: "ignored: the shapes draw once, without the copies"),
                .iosCA: .yes(Sources.iosCAShapeLayer),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieRepeater),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.canilottieRepeater),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Repeaters): the sticker is rejected"),
            ]),
        FeatureSupport(
            "shape-repeater-animated-copies", canilottie: "shape-repeater", workaround: "keep the Copies count constant (animate the repeater transform or opacity instead)",
            [
                .ios: .no(Sources.iosMainNodeTree, note: "ignored: the shapes draw once, without the copies"),
                .iosCA: .no(Sources.iosCAShapeLayer, note: "an animated Copies count makes lottie-ios use the main-thread engine, which draws no repeaters"),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.canilottieRepeater),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.canilottieRepeater),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Repeaters): the sticker is rejected"),
            ]),
        FeatureSupport(
            "shape-rounded-corners", workaround: "round the corners in the path itself (or use a rectangle's Roundness) instead of the Round Corners modifier",
            [
                .ios: .yes(Sources.iosMainNodeTree),
                .iosCA: .yes(Sources.iosCAShapeAnimation),
                .android: .partial("only paths and rectangles are rounded; stars and polygons keep sharp corners", Sources.androidChangelog),
                .webSVG: .yes(Sources.webSvgLightModule),
                .webCanvas: .yes(Sources.webCanvasLightModule),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .partial("only rectangles are rounded; paths, stars and polygons keep sharp corners", Sources.rlottieParser),
                .telegram: .partial("rlottie only rounds rectangles; paths, stars and polygons keep sharp corners", Sources.rlottieParser),
            ]),
        FeatureSupport(
            "shape-rounded-corners-polystar", workaround: "round the corners in the path itself (or use a rectangle's Roundness) instead of the Round Corners modifier",
            [
                .ios: .yes(Sources.iosMainNodeTree),
                .iosCA: .fallback("the Core Animation engine cannot round a star or polygon, so lottie-ios uses the main-thread engine", Sources.iosCAShapeAnimation),
                .android: .partial("only paths and rectangles are rounded; stars and polygons keep sharp corners", Sources.androidChangelog),
                .webSVG: .yes(Sources.webSvgLightModule),
                .webCanvas: .yes(Sources.webCanvasLightModule),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .partial("only rectangles are rounded; paths, stars and polygons keep sharp corners", Sources.rlottieParser),
                .telegram: .partial("rlottie only rounds rectangles; paths, stars and polygons keep sharp corners", Sources.rlottieParser),
            ]),
        FeatureSupport(
            "shape-merge-paths", canilottie: "shape-merge-path",
            workaround: "enable merge paths on Android, or combine the shapes into a single path before export (e.g. with Illustrator's Pathfinder)",
            [
                .ios: .no(Sources.airbnbSupportedFeatures, note: "ignored: the paths draw unmerged"),
                .iosCA: .no(Sources.airbnbSupportedFeatures, note: "ignored: the paths draw unmerged"),
                .android: .partial(
                    "drawn only when the app enables merge paths (enableMergePathsForKitKatAndAbove or enableFeatureFlag(MergePathsApi19)); otherwise ignored", Sources.androidMergePaths),
                .webSVG: .no(Sources.airbnbSupportedFeatures, note: "ignored: the paths draw unmerged"),
                .webCanvas: .no(Sources.airbnbSupportedFeatures, note: "ignored: the paths draw unmerged"),
                .skottie: .yes(Sources.canilottieMergePath),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the paths draw unmerged"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the paths draw unmerged"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Merge Paths): the sticker is rejected"),
            ]),
        FeatureSupport(
            "shape-pucker-bloat", canilottie: "shape-pucker-and-bloat", workaround: "bake the modifier into a plain path before export",
            [
                .ios: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .iosCA: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .android: .no(Sources.androidContentModelParser, note: "ignored: the path keeps its unmodified shape"),
                .webSVG: .yes(Sources.webSvgLightModule),
                .webCanvas: .yes(Sources.webCanvasLightModule),
                .skottie: .yes(Sources.canilottiePuckerBloat),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the path keeps its unmodified shape"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: the path keeps its unmodified shape"),
            ]),
        FeatureSupport(
            "shape-twist", workaround: "bake the modifier into a plain path before export",
            [
                .ios: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .iosCA: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .android: .no(Sources.androidContentModelParser, note: "ignored: the path keeps its unmodified shape"),
                .webSVG: .no(Sources.webSvgLightModule, note: "ignored: the path keeps its unmodified shape"),
                .webCanvas: .no(Sources.webCanvasLightModule, note: "ignored: the path keeps its unmodified shape"),
                .skottie: .no(Sources.skottieShapeLayer, note: "ignored: the path keeps its unmodified shape"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the path keeps its unmodified shape"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the path keeps its unmodified shape"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: the path keeps its unmodified shape"),
            ]),
        FeatureSupport(
            "shape-zig-zag", workaround: "bake the modifier into a plain path before export",
            [
                .ios: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .iosCA: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .android: .no(Sources.androidContentModelParser, note: "ignored: the path keeps its unmodified shape"),
                .webSVG: .yes(Sources.webChangelog),
                .webCanvas: .yes(Sources.webChangelog),
                .skottie: .no(Sources.skottieShapeLayer, note: "ignored: the path keeps its unmodified shape"),
                .thorvg: .yes(Sources.thorvgBuilder),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the path keeps its unmodified shape"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: the path keeps its unmodified shape"),
            ]),
        FeatureSupport(
            "shape-offset-path", canilottie: "shape-offset-path", workaround: "bake the modifier into a plain path before export",
            [
                .ios: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .iosCA: .no(Sources.iosShapeItem, note: "ignored: the path keeps its unmodified shape"),
                .android: .no(Sources.androidContentModelParser, note: "ignored: the path keeps its unmodified shape"),
                .webSVG: .yes(Sources.webChangelog),
                .webCanvas: .yes(Sources.webChangelog),
                .skottie: .yes(Sources.canilottieOffsetPath),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the path keeps its unmodified shape"),
                .telegram: .no(Sources.rlottieParser, note: "ignored by rlottie: the path keeps its unmodified shape"),
            ]),
        FeatureSupport(
            "shape-no-style",
            [
                .ios: .yes(Sources.iosShapeItem),
                .iosCA: .yes(Sources.iosShapeItem),
                .android: .yes(Sources.androidContentModelParser),
                .webSVG: .yes(Sources.webSvgShape),
                .webCanvas: .yes(Sources.webCanvasShape),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgParser),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "shape-unknown", workaround: "convert the item to plain paths, fills and strokes",
            [
                .ios: .no(Sources.iosShapeItem, note: "ignored: the item is skipped"),
                .iosCA: .no(Sources.iosShapeItem, note: "ignored: the item is skipped"),
                .android: .no(Sources.androidContentModelParser, note: "ignored: the item is skipped"),
                .webSVG: .no(Sources.webSvgShape, note: "ignored: the item is skipped"),
                .webCanvas: .no(Sources.webCanvasShape, note: "ignored: the item is skipped"),
                .skottie: .no(Sources.skottieShapeLayer, note: "ignored: the item is skipped"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the item is skipped"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the item is skipped"),
                .telegram: .no(Sources.rlottieParser, note: "ignored: the item is skipped"),
            ]),
        FeatureSupport(
            "stroke-dashes",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.iosCAStroke),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "stroke-dashes-animated",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .fallback("animated dash or gap lengths make lottie-ios use the main-thread engine (static dashes and an animated offset stay on Core Animation)", Sources.iosCAStroke),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "fill-even-odd", workaround: "cut holes with separate paths (or reverse the inner path's direction) instead of relying on the even-odd rule",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .partial("honoured only in Skia builds with SK_ENABLE_SKOTTIE_FILLRULE; otherwise filled non-zero, so overlapping areas stay filled", Sources.skottieShapeLayer),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .yes(Sources.rlottieParser),
            ]),
        FeatureSupport(
            "gradient-radial",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .yes(Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.airbnbSupportedFeatures),
                .webCanvas: .yes(Sources.airbnbSupportedFeatures),
                .skottie: .yes(Sources.skottieGradient),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieReadme),
                .telegram: .yes(Sources.rlottieReadme),
            ]),
        FeatureSupport(
            "gradient-highlight", workaround: "keep Highlight Length at 0 and move the gradient's start point instead",
            [
                .ios: .no(Sources.iosMainGradient, note: "ignored: drawn as a plain radial gradient centred on its start point"),
                .iosCA: .no(Sources.iosCAGradient, note: "ignored: drawn as a plain radial gradient centred on its start point"),
                .android: .no(Sources.androidGradientFillParser, note: "ignored: drawn as a plain radial gradient centred on its start point"),
                .webSVG: .yes(Sources.webSvgGradient),
                .webCanvas: .yes(Sources.webCanvasShape),
                .skottie: .no(Sources.skottieGradient, note: "ignored: drawn as a plain radial gradient centred on its start point"),
                .thorvg: .yes(Sources.thorvgModel),
                .rlottie: .yes(Sources.rlottieModel),
                .telegram: .yes(Sources.rlottieModel),
            ]),
        FeatureSupport(
            "effect-expression-controls", canilottie: "effect-expression-controls", workaround: "bake the expressions into keyframes, then delete the controls",
            [
                .ios: .yes(Sources.iosLayerEffect),
                .iosCA: .yes(Sources.iosLayerEffect),
                .android: .yes(Sources.androidLayerParser),
                .webSVG: .yes(Sources.canilottieExpressionControls),
                .webCanvas: .yes(Sources.canilottieExpressionControls),
                .skottie: .yes(Sources.canilottieExpressionControls),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .yes(Sources.rlottieParser),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-tint", canilottie: "effect-tint", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer draws untinted"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer draws untinted"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer draws untinted"),
                .webSVG: .yes(Sources.canilottieEffectTint),
                .webCanvas: .no(Sources.canilottieEffectTint, note: "not in the canvas renderer: the layer draws untinted"),
                .skottie: .yes(Sources.canilottieEffectTint),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectTint, note: "ignored: the layer draws untinted"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-fill", canilottie: "effect-fill", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer keeps its own colours"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer keeps its own colours"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer keeps its own colours"),
                .webSVG: .yes(Sources.canilottieEffectFill),
                .webCanvas: .no(Sources.canilottieEffectFill, note: "not in the canvas renderer: the layer keeps its own colours"),
                .skottie: .yes(Sources.canilottieEffectFill),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectFill, note: "ignored: the layer keeps its own colours"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-stroke", canilottie: "effect-stroke", workaround: "draw the outline with a stroked shape (trim paths can animate it) instead",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: no stroke is drawn"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: no stroke is drawn"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: no stroke is drawn"),
                .webSVG: .partial("only some of the effect's controls are applied", Sources.canilottieEffectStroke),
                .webCanvas: .no(Sources.canilottieEffectStroke, note: "not in the canvas renderer: no stroke is drawn"),
                .skottie: .no(Sources.canilottieEffectStroke, note: "ignored: no stroke is drawn"),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectStroke, note: "ignored: no stroke is drawn"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-tritone", canilottie: "effect-tritone", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer keeps its own colours"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer keeps its own colours"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer keeps its own colours"),
                .webSVG: .yes(Sources.canilottieEffectTritone),
                .webCanvas: .no(Sources.canilottieEffectTritone, note: "not in the canvas renderer: the layer keeps its own colours"),
                .skottie: .yes(Sources.canilottieEffectTritone),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectTritone, note: "ignored: the layer keeps its own colours"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-pro-levels", canilottie: "effect-color-levels-individual-controls", workaround: "adjust the colours in the artwork itself",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: colours are not adjusted"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: colours are not adjusted"),
                .android: .no(Sources.airbnbSupportedFeatures, note: "ignored: colours are not adjusted"),
                .webSVG: .yes(Sources.canilottieEffectLevelsIndividual),
                .webCanvas: .no(Sources.canilottieEffectLevelsIndividual, note: "not in the canvas renderer: colours are not adjusted"),
                .skottie: .yes(Sources.canilottieEffectLevelsIndividual),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: colours are not adjusted"),
                .rlottie: .no(Sources.canilottieEffectLevelsIndividual, note: "ignored: colours are not adjusted"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-drop-shadow", canilottie: "effect-drop-shadow", workaround: "draw the shadow as its own blurred/offset shape layer behind the artwork",
            [
                .ios: .yes(Sources.airbnbSupportedFeatures),
                .iosCA: .yes(Sources.airbnbSupportedFeatures),
                .android: .partial(
                    "applied to each fill and stroke rather than to the flattened layer, so overlaps can look darker, and it can be clipped at precomp bounds", Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.canilottieEffectDropShadow),
                .webCanvas: .no(Sources.canilottieEffectDropShadow, note: "not in the canvas renderer: the layer draws without its shadow"),
                .skottie: .yes(Sources.canilottieEffectDropShadow),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectDropShadow, note: "ignored: the layer draws without its shadow"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-radial-wipe", canilottie: "effect-radial-wipe", workaround: "animate a trim path or a track matte instead",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer shows unwiped"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer shows unwiped"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer shows unwiped"),
                .webSVG: .no(Sources.canilottieEffectRadialWipe, note: "ignored: the layer shows unwiped"),
                .webCanvas: .no(Sources.canilottieEffectRadialWipe, note: "ignored: the layer shows unwiped"),
                .skottie: .yes(Sources.canilottieEffectRadialWipe),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer shows unwiped"),
                .rlottie: .no(Sources.canilottieEffectRadialWipe, note: "ignored: the layer shows unwiped"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-displacement-map", canilottie: "effect-displacement-map", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer draws undistorted"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer draws undistorted"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws undistorted"),
                .webSVG: .no(Sources.canilottieEffectDisplacementMap, note: "ignored: the layer draws undistorted"),
                .webCanvas: .no(Sources.canilottieEffectDisplacementMap, note: "ignored: the layer draws undistorted"),
                .skottie: .yes(Sources.canilottieEffectDisplacementMap),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws undistorted"),
                .rlottie: .no(Sources.canilottieEffectDisplacementMap, note: "ignored: the layer draws undistorted"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-set-matte", workaround: "use a track matte instead of the Set Matte effect",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer draws without the matte"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer draws without the matte"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws without the matte"),
                .webSVG: .yes(Sources.webSvgModule),
                .webCanvas: .no(Sources.webCanvasModule, note: "not in the canvas renderer: the layer draws without the matte"),
                .skottie: .no(Sources.skottieEffects, note: "ignored: the layer draws without the matte"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without the matte"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the layer draws without the matte"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-gaussian-blur", canilottie: "effect-gaussian-blur", workaround: "fake the blur with soft-edged (gradient) shapes, or pre-render it as an image where images are allowed",
            [
                .ios: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer draws sharp"),
                .iosCA: .no(Sources.airbnbSupportedFeatures, note: "ignored: the layer draws sharp"),
                .android: .partial("each fill and stroke is blurred separately (since 4.1), and the blur can be clipped at precomp bounds", Sources.airbnbSupportedFeatures),
                .webSVG: .yes(Sources.canilottieEffectGaussianBlur),
                .webCanvas: .no(Sources.canilottieEffectGaussianBlur, note: "not in the canvas renderer: the layer draws sharp"),
                .skottie: .yes(Sources.canilottieEffectGaussianBlur),
                .thorvg: .yes(Sources.thorvgWiki),
                .rlottie: .no(Sources.canilottieEffectGaussianBlur, note: "ignored: the layer draws sharp"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-linear-wipe", canilottie: "effect-linear-wipe", workaround: "animate a track matte (e.g. a sliding rectangle) instead",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer shows unwiped"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer shows unwiped"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer shows unwiped"),
                .webSVG: .no(Sources.canilottieEffectLinearWipe, note: "ignored: the layer shows unwiped"),
                .webCanvas: .no(Sources.canilottieEffectLinearWipe, note: "ignored: the layer shows unwiped"),
                .skottie: .yes(Sources.canilottieEffectLinearWipe),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer shows unwiped"),
                .rlottie: .no(Sources.canilottieEffectLinearWipe, note: "ignored: the layer shows unwiped"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-simple-choker", workaround: "shrink or grow the matte shape itself",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the matte edge is not choked"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the matte edge is not choked"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the matte edge is not choked"),
                .webSVG: .no(Sources.webSvgModule, note: "ignored: the matte edge is not choked"),
                .webCanvas: .no(Sources.webCanvasModule, note: "ignored: the matte edge is not choked"),
                .skottie: .no(Sources.skottieEffects, note: "ignored: the matte edge is not choked"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the matte edge is not choked"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the matte edge is not choked"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-box-blur", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer draws sharp"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer draws sharp"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws sharp"),
                .webSVG: .no(Sources.webSvgModule, note: "ignored: the layer draws sharp"),
                .webCanvas: .no(Sources.webCanvasModule, note: "ignored: the layer draws sharp"),
                .skottie: .no(Sources.skottieEffects, note: "ignored: the layer draws sharp"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws sharp"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the layer draws sharp"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "effect-unknown", workaround: "recreate the effect with shapes, mattes or precomps, or bake it into the artwork",
            [
                .ios: .no(Sources.iosLayerEffect, note: "ignored: the layer draws without the effect"),
                .iosCA: .no(Sources.iosLayerEffect, note: "ignored: the layer draws without the effect"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws without the effect"),
                .webSVG: .no(Sources.webSvgModule, note: "ignored: the layer draws without the effect"),
                .webCanvas: .no(Sources.webCanvasModule, note: "ignored: the layer draws without the effect"),
                .skottie: .no(Sources.skottieEffects, note: "ignored: the layer draws without the effect"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without the effect"),
                .rlottie: .no(Sources.rlottieParser, note: "ignored: the layer draws without the effect"),
                .telegram: .no(Sources.telegramStickerRules, note: "forbidden by Telegram's sticker rules (Layer Effects): the sticker is rejected"),
            ]),
        FeatureSupport(
            "style-stroke", canilottie: "style-stroke", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: no outline is drawn"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: no outline is drawn"),
                .android: .no(Sources.canilottieStyleStroke, note: "ignored: no outline is drawn"),
                .webSVG: .no(Sources.canilottieStyleStroke, note: "ignored: no outline is drawn"),
                .webCanvas: .no(Sources.canilottieStyleStroke, note: "ignored: no outline is drawn"),
                .skottie: .no(Sources.canilottieStyleStroke, note: "ignored: no outline is drawn"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: no outline is drawn"),
                .rlottie: .no(Sources.canilottieStyleStroke, note: "ignored: no outline is drawn"),
                .telegram: .no(Sources.canilottieStyleStroke, note: "ignored by rlottie: ignored: no outline is drawn"),
            ]),
        FeatureSupport(
            "style-drop-shadow", canilottie: "style-drop-shadow", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .yes(Sources.iosLayerStyle),
                .iosCA: .yes(Sources.iosLayerStyle),
                .android: .no(Sources.canilottieStyleDropShadow, note: "ignored: the layer draws without its shadow"),
                .webSVG: .no(Sources.canilottieStyleDropShadow, note: "ignored: the layer draws without its shadow"),
                .webCanvas: .no(Sources.canilottieStyleDropShadow, note: "ignored: the layer draws without its shadow"),
                .skottie: .yes(Sources.canilottieStyleDropShadow),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without its shadow"),
                .rlottie: .no(Sources.canilottieStyleDropShadow, note: "ignored: the layer draws without its shadow"),
                .telegram: .no(Sources.canilottieStyleDropShadow, note: "ignored by rlottie: ignored: the layer draws without its shadow"),
            ]),
        FeatureSupport(
            "style-inner-shadow", canilottie: "style-inner-shadow", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its inner shadow"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its inner shadow"),
                .android: .no(Sources.canilottieStyleInnerShadow, note: "ignored: the layer draws without its inner shadow"),
                .webSVG: .no(Sources.canilottieStyleInnerShadow, note: "ignored: the layer draws without its inner shadow"),
                .webCanvas: .no(Sources.canilottieStyleInnerShadow, note: "ignored: the layer draws without its inner shadow"),
                .skottie: .yes(Sources.canilottieStyleInnerShadow),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without its inner shadow"),
                .rlottie: .no(Sources.canilottieStyleInnerShadow, note: "ignored: the layer draws without its inner shadow"),
                .telegram: .no(Sources.canilottieStyleInnerShadow, note: "ignored by rlottie: ignored: the layer draws without its inner shadow"),
            ]),
        FeatureSupport(
            "style-outer-glow", canilottie: "style-outer-glow", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its glow"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its glow"),
                .android: .no(Sources.canilottieStyleOuterGlow, note: "ignored: the layer draws without its glow"),
                .webSVG: .no(Sources.canilottieStyleOuterGlow, note: "ignored: the layer draws without its glow"),
                .webCanvas: .no(Sources.canilottieStyleOuterGlow, note: "ignored: the layer draws without its glow"),
                .skottie: .yes(Sources.canilottieStyleOuterGlow),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without its glow"),
                .rlottie: .no(Sources.canilottieStyleOuterGlow, note: "ignored: the layer draws without its glow"),
                .telegram: .no(Sources.canilottieStyleOuterGlow, note: "ignored by rlottie: ignored: the layer draws without its glow"),
            ]),
        FeatureSupport(
            "style-inner-glow", canilottie: "style-inner-glow", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its glow"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without its glow"),
                .android: .no(Sources.canilottieStyleInnerGlow, note: "ignored: the layer draws without its glow"),
                .webSVG: .no(Sources.canilottieStyleInnerGlow, note: "ignored: the layer draws without its glow"),
                .webCanvas: .no(Sources.canilottieStyleInnerGlow, note: "ignored: the layer draws without its glow"),
                .skottie: .yes(Sources.canilottieStyleInnerGlow),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without its glow"),
                .rlottie: .no(Sources.canilottieStyleInnerGlow, note: "ignored: the layer draws without its glow"),
                .telegram: .no(Sources.canilottieStyleInnerGlow, note: "ignored by rlottie: ignored: the layer draws without its glow"),
            ]),
        FeatureSupport(
            "style-bevel-emboss", canilottie: "style-bevel-and-emboss", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws flat"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws flat"),
                .android: .no(Sources.canilottieStyleBevelEmboss, note: "ignored: the layer draws flat"),
                .webSVG: .no(Sources.canilottieStyleBevelEmboss, note: "ignored: the layer draws flat"),
                .webCanvas: .no(Sources.canilottieStyleBevelEmboss, note: "ignored: the layer draws flat"),
                .skottie: .no(Sources.canilottieStyleBevelEmboss, note: "ignored: the layer draws flat"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws flat"),
                .rlottie: .no(Sources.canilottieStyleBevelEmboss, note: "ignored: the layer draws flat"),
                .telegram: .no(Sources.canilottieStyleBevelEmboss, note: "ignored by rlottie: ignored: the layer draws flat"),
            ]),
        FeatureSupport(
            "style-satin", canilottie: "style-satin", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without the satin shading"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without the satin shading"),
                .android: .no(Sources.canilottieStyleSatin, note: "ignored: the layer draws without the satin shading"),
                .webSVG: .no(Sources.canilottieStyleSatin, note: "ignored: the layer draws without the satin shading"),
                .webCanvas: .no(Sources.canilottieStyleSatin, note: "ignored: the layer draws without the satin shading"),
                .skottie: .no(Sources.canilottieStyleSatin, note: "ignored: the layer draws without the satin shading"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without the satin shading"),
                .rlottie: .no(Sources.canilottieStyleSatin, note: "ignored: the layer draws without the satin shading"),
                .telegram: .no(Sources.canilottieStyleSatin, note: "ignored by rlottie: ignored: the layer draws without the satin shading"),
            ]),
        FeatureSupport(
            "style-color-overlay", canilottie: "style-color-overlay", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer keeps its own colours"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer keeps its own colours"),
                .android: .no(Sources.canilottieStyleColorOverlay, note: "ignored: the layer keeps its own colours"),
                .webSVG: .no(Sources.canilottieStyleColorOverlay, note: "ignored: the layer keeps its own colours"),
                .webCanvas: .no(Sources.canilottieStyleColorOverlay, note: "ignored: the layer keeps its own colours"),
                .skottie: .partial("only in recent Skia (added 2026); older Skottie builds, such as the m100 data canilottie lists, ignore it", Sources.skottieColorOverlay),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer keeps its own colours"),
                .rlottie: .no(Sources.canilottieStyleColorOverlay, note: "ignored: the layer keeps its own colours"),
                .telegram: .no(Sources.canilottieStyleColorOverlay, note: "ignored by rlottie: ignored: the layer keeps its own colours"),
            ]),
        FeatureSupport(
            "style-gradient-overlay", canilottie: "style-gradient-overlay", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer keeps its own colours"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer keeps its own colours"),
                .android: .no(Sources.canilottieStyleGradientOverlay, note: "ignored: the layer keeps its own colours"),
                .webSVG: .no(Sources.canilottieStyleGradientOverlay, note: "ignored: the layer keeps its own colours"),
                .webCanvas: .no(Sources.canilottieStyleGradientOverlay, note: "ignored: the layer keeps its own colours"),
                .skottie: .no(Sources.canilottieStyleGradientOverlay, note: "ignored: the layer keeps its own colours"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer keeps its own colours"),
                .rlottie: .no(Sources.canilottieStyleGradientOverlay, note: "ignored: the layer keeps its own colours"),
                .telegram: .no(Sources.canilottieStyleGradientOverlay, note: "ignored by rlottie: ignored: the layer keeps its own colours"),
            ]),
        FeatureSupport(
            "style-unknown", workaround: "replace the style with a shape layer or precomposition that draws it",
            [
                .ios: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without the style"),
                .iosCA: .no(Sources.iosLayerStyle, note: "ignored: the layer draws without the style"),
                .android: .no(Sources.androidLayerParser, note: "ignored: the layer draws without the style"),
                .webSVG: .no(Sources.canilottieStyles, note: "ignored: the layer draws without the style"),
                .webCanvas: .no(Sources.canilottieStyles, note: "ignored: the layer draws without the style"),
                .skottie: .no(Sources.skottieEffects, note: "ignored: the layer draws without the style"),
                .thorvg: .no(Sources.thorvgParser, note: "ignored: the layer draws without the style"),
                .rlottie: .no(Sources.canilottieStyles, note: "ignored: the layer draws without the style"),
                .telegram: .no(Sources.canilottieStyles, note: "ignored by rlottie: ignored: the layer draws without the style"),
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

/// The sources the table cites.
package enum Sources {
    static let airbnbSupportedFeatures = Source(
        "https://github.com/airbnb/lottie/blob/b2be111524b000629877a0bfa3805cc5392711eb/supported-features.md",
        describes: "airbnb.io/lottie Supported Features table, last changed July 2024 (lottie-android, lottie-ios 4 Core Animation and main-thread engines, lottie-web SVG/canvas)")
    static let canilottieLayerPrecomp = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/layer-precomp.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieLayerSolid = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/layer-solid.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieLayerImage = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/layer-image.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieLayerShape = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/layer-shape.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieLayerText = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/layer-text.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieTimeRemap = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/property-timeremap.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieTimeStretch = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/property-time-stretch.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieBlendMode = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/blend-mode.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieMaskInverted = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/mask-inverted.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieMaskExpansion = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/mask-expansion.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieMaskOpacity = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/mask-opacity.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapePath = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-path.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapeRectangle = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-rectangle.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapeEllipse = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-ellipse.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapePolystar = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-polystar.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapeFill = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-fill.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieShapeStroke = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-stroke.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieGradientFill = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-fill-gradient.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieGradientStroke = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-stroke-gradient.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieRepeater = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-repeater.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieMergePath = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-merge-path.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottiePuckerBloat = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-pucker-and-bloat.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieOffsetPath = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/shape-offset-path.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieExpressionControls = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-expression-controls.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectTint = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-tint.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectFill = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-fill.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectStroke = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-stroke.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectTritone = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-tritone.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectLevelsIndividual = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-color-levels-individual-controls.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectDropShadow = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-drop-shadow.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectRadialWipe = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-radial-wipe.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectDisplacementMap = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-displacement-map.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectGaussianBlur = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-gaussian-blur.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieEffectLinearWipe = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/effect-linear-wipe.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleStroke = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-stroke.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleDropShadow = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-drop-shadow.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleInnerShadow = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-inner-shadow.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleOuterGlow = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-outer-glow.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleInnerGlow = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-inner-glow.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleBevelEmboss = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-bevel-and-emboss.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleSatin = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-satin.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleColorOverlay = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-color-overlay.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieStyleGradientOverlay = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/style-gradient-overlay.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieTextAnimators = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/text-animators.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let canilottieTextPath = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/text-path.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let iosLayerModel = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/Layers/LayerModel.swift", describes: "lottie-ios 4.6.1: layer types, track-matte types and blend modes it decodes")
    static let iosCAMakeLayer = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/LayerModel+makeAnimationLayer.swift",
        describes: "lottie-ios 4.6.1 (Core Animation engine: which layer types get a CALayer)")
    static let iosMainLayers = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/LayerContainers/Utility/CompositionLayersInitializer.swift",
        describes: "lottie-ios 4.6.1 (main-thread engine: which layer types are drawn)")
    static let iosBlendFilter = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Utility/Extensions/BlendMode+Filter.swift",
        describes: "lottie-ios 4.6.1 (blend modes mapped to Core Image compositing filters, both engines)")
    static let iosCAMattes = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/CALayer+setupLayerHierarchy.swift", describes: "lottie-ios 4.6.1 (Core Animation engine track mattes)")
    static let iosMainMattes = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/LayerContainers/MainThreadAnimationLayer.swift", describes: "lottie-ios 4.6.1 (main-thread engine track mattes)")
    static let iosCATransform = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/TransformAnimations.swift",
        describes: "lottie-ios 4.6.1 (Core Animation engine transforms: X/Y/Z rotation)")
    static let iosMainTransform = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/LayerContainers/Utility/LayerTransformNode.swift",
        describes: "lottie-ios 4.6.1 (main-thread engine layer transforms)")
    static let iosMainMasks = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/LayerContainers/CompLayers/MaskContainerLayer.swift",
        describes: "lottie-ios 4.6.1 (mask modes as used by both engines; main-thread mask opacity)")
    static let iosCAMasks = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/MaskCompositionLayer.swift", describes: "lottie-ios 4.6.1 (Core Animation engine masks)")
    static let iosShapeItem = Source("https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/ShapeItems/ShapeItem.swift", describes: "lottie-ios 4.6.1: shape item types it decodes")
    static let iosMainNodeTree = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/NodeRenderSystem/Extensions/ItemsExtension.swift",
        describes: "lottie-ios 4.6.1 (main-thread engine: shape items it builds)")
    static let iosCAShapeLayer = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/ShapeLayer.swift",
        describes: "lottie-ios 4.6.1 (Core Animation engine shape layers: groups, repeaters, trims)")
    static let iosCAShapeItemLayer = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/ShapeItemLayer.swift", describes: "lottie-ios 4.6.1 (Core Animation engine: trims on filled shapes)")
    static let iosCAShapeAnimation = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/ShapeAnimation.swift", describes: "lottie-ios 4.6.1 (Core Animation engine: rounded corners)")
    static let iosCAStroke = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/StrokeAnimation.swift", describes: "lottie-ios 4.6.1 (Core Animation engine: dashed strokes)")
    static let iosCAGradient = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/GradientAnimations.swift", describes: "lottie-ios 4.6.1 (Core Animation engine gradients)")
    static let iosMainGradient = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/NodeRenderSystem/Nodes/OutputNodes/Renderables/GradientFillRenderer.swift",
        describes: "lottie-ios 4.6.1 (main-thread engine gradients)")
    static let iosLayerEffect = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/LayerEffects/LayerEffect.swift", describes: "lottie-ios 4.6.1: the only layer effect it decodes is Drop Shadow (ty 25)")
    static let iosLayerStyle = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/LayerStyles/LayerStyle.swift", describes: "lottie-ios 4.6.1: the only layer style it decodes is Drop Shadow (ty 1)")
    static let iosTextAnimator = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/Text/TextAnimator.swift", describes: "lottie-ios 4.6.1 (text animators and range selector fields it decodes)")
    static let iosCATextLayer = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Layers/TextLayer.swift", describes: "lottie-ios 4.6.1 (Core Animation engine text layers)")
    static let iosTextDocument = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/Text/TextDocument.swift", describes: "lottie-ios 4.6.1 (text document fields, incl. box size sz)")
    static let iosExpressions = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/CALayer+addAnimation.swift",
        describes: "lottie-ios 4.6.1 (logs that After Effects expressions are unsupported)")
    static let iosImageAsset = Source("https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/Assets/ImageAsset.swift", describes: "lottie-ios 4.6.1 (base64 data-URL image assets)")
    static let iosBundleImageProvider = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Public/iOS/BundleImageProvider.swift",
        describes: "lottie-ios 4.6.1 (image files come from the app bundle or a custom AnimationImageProvider)")
    static let iosKeyframes = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/Model/Keyframes/KeyframeGroup.swift",
        describes: "lottie-ios 4.6.1 (animated values are read from k; no slot (sid) lookup anywhere in the sources)")
    static let androidChangelog = Source("https://github.com/airbnb/lottie-android/blob/v6.7.1/CHANGELOG.md", describes: "lottie-android changelog up to 6.7.1")
    static let androidLayerParser = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/LayerParser.java",
        describes: "lottie-android 6.7.1 (layer fields it parses: types, mattes, blend modes, effects)")
    static let androidBaseLayer = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/model/layer/BaseLayer.java", describes: "lottie-android 6.7.1 (unknown layer types are skipped)")
    static let androidCompositionLayer = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/model/layer/CompositionLayer.java",
        describes: "lottie-android 6.7.1 (only alpha and alpha-inverted mattes are wired up)")
    static let androidBlendMode = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/model/content/LBlendMode.java",
        describes: "lottie-android 6.7.1 (blend modes mapped to Android blend modes)")
    static let androidMaskParser = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/MaskParser.java", describes: "lottie-android 6.7.1 (mask modes and fields it parses)")
    static let androidContentModelParser = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/ContentModelParser.java", describes: "lottie-android 6.7.1 (shape item types it parses)")
    static let androidMergePaths = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/model/content/MergePaths.java",
        describes: "lottie-android 6.7.1 (merge paths behind the MergePathsApi19 feature flag)")
    static let androidGradientFillParser = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/GradientFillParser.java",
        describes: "lottie-android 6.7.1 (gradient fill fields; no highlight h/a)")
    static let androidTextProperties = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/AnimatableTextPropertiesParser.java",
        describes: "lottie-android 6.7.1 (text animator fields it parses; LayerParser.java reads only the first animator)")
    static let androidDocumentData = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/DocumentDataParser.java",
        describes: "lottie-android 6.7.1 (text document fields, incl. box ps/sz)")
    static let androidImageAssetManager = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/manager/ImageAssetManager.java",
        describes: "lottie-android 6.7.1 (base64 images, or files from the images folder / ImageAssetDelegate)")
    static let androidKeyframesParser = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/parser/KeyframesParser.java",
        describes: "lottie-android 6.7.1 (animated values are read from k only)")
    static let webChangelog = Source("https://github.com/airbnb/lottie-web/blob/v5.12.2/CHANGELOG.md", describes: "lottie-web changelog up to 5.12.x")
    static let webBaseRenderer = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/renderers/BaseRenderer.js", describes: "lottie-web 5.12.2 (layer types; SVG and canvas renderers share this)")
    static let webBlendModes = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/helpers/blendModes.js", describes: "lottie-web 5.12.2 (bm 0-15 mapped to CSS/canvas blend modes)")
    static let webSvgBaseElement = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/svgElements/SVGBaseElement.js", describes: "lottie-web 5.12.2 (SVG renderer track mattes)")
    static let webCanvasBaseElement = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/canvasElements/CVBaseElement.js", describes: "lottie-web 5.12.2 (canvas renderer track mattes)")
    static let webSvgMask = Source("https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/mask.js", describes: "lottie-web 5.12.2 (SVG renderer masks)")
    static let webCanvasMask = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/canvasElements/CVMaskElement.js",
        describes: "lottie-web 5.12.2 (canvas renderer masks: one clip path, mode and opacity ignored)")
    static let webSvgModule = Source("https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/modules/svg.js", describes: "lottie-web 5.12.2 (effects registered for the SVG renderer)")
    static let webCanvasModule = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/modules/canvas.js", describes: "lottie-web 5.12.2 (effects registered for the canvas renderer: Transform only)")
    static let webSvgLightModule = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/modules/svg_light.js", describes: "lottie-web 5.12.2 (shape modifiers registered for the SVG renderer)")
    static let webCanvasLightModule = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/modules/canvas_light.js", describes: "lottie-web 5.12.2 (shape modifiers registered for the canvas renderer)")
    static let webSvgShape = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/svgElements/SVGShapeElement.js", describes: "lottie-web 5.12.2 (shape item types the SVG renderer builds)")
    static let webCanvasShape = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/canvasElements/CVShapeElement.js", describes: "lottie-web 5.12.2 (shape item types the canvas renderer builds)")
    static let webTransform = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/TransformProperty.js", describes: "lottie-web 5.12.2 (3D rotations folded into a 2D matrix; auto-orient)")
    static let webAudio = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/audio/AudioController.js",
        describes: "lottie-web 5.12.2 (audio layers play through Howler.js or an app-supplied audio factory)")
    static let webImagePreloader = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/imagePreloader.js", describes: "lottie-web 5.12.2 (embedded data URLs, or files loaded from the assets path)")
    static let webSlotManager = Source("https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/SlotManager.js", describes: "lottie-web 5.12.2 (slots, added in 5.11.0)")
    static let skottieLayer = Source(
        "https://github.com/google/skia/blob/0147de41c41530aaf7a468d22a6b3632b0da1aef/modules/skottie/src/Layer.cpp",
        describes: "Skia commit 0147de41 (Skottie layers: masks, track mattes, 3D layers and camera)")
    static let skottieLayerMain = Source(
        "https://github.com/google/skia/blob/main/modules/skottie/src/Layer.cpp", describes: "Skia main as indexed in 2026 (Skottie layer-type table incl. audio, auto-orient)")
    static let skottieHeader = Source(
        "https://github.com/google/skia/blob/main/modules/skottie/include/Skottie.h",
        describes: "Skia main as indexed in 2026 (Animation::Builder: resource provider, expression manager, slot manager)")
    static let skottieEffects = Source(
        "https://github.com/google/skia/blob/05a21cbb87b01d6092820f18f48479ad3716e358/modules/skottie/src/effects/Effects.cpp",
        describes: "Skia commit 05a21cbb (Skottie effect and layer-style registry)")
    static let skottieColorOverlay = Source(
        "https://github.com/google/skia/blob/8f54ee31423f0fe3dc452f81c2da982fd7d0522f/modules/skottie/src/effects/ColorOverlayStyles.cpp",
        describes: "Skia commit 8f54ee31 (2026): Color Overlay layer style added")
    static let skottieShapeLayer = Source(
        "https://github.com/google/skia/blob/1040ec1b65ab625597c332180cc00241a41a34d3/modules/skottie/src/layers/shapelayer/ShapeLayer.cpp",
        describes: "Skia commit 1040ec1b (Skottie shape item table; fill rule behind SK_ENABLE_SKOTTIE_FILLRULE)")
    static let skottieTrimPaths = Source(
        "https://github.com/google/skia/blob/0987735004266bd4fb8b45f9a0b1b6c9d7f1f77b/modules/skottie/src/layers/shapelayer/TrimPaths.cpp",
        describes: "Skia commit 09877350 (Skottie trim paths, both multiple-shape modes)")
    static let skottieGradient = Source(
        "https://github.com/google/skia/blob/053af6807234df71b2ffb50676add0261dc1b3ae/modules/skottie/src/layers/shapelayer/Gradient.cpp",
        describes: "Skia commit 053af680 (Skottie gradients; highlight h/a not read)")
    static let skottieBlendModes = Source(
        "https://github.com/google/skia/blob/31d6b927753ab3ebef01c79df0113a0eafd669a4/modules/skottie/src/BlendModes.cpp",
        describes: "Skia commit 31d6b927 (Skottie blend modes 1-17 incl. Add and Hard Mix)")
    static let skottieParagraphPath = Source(
        "https://android.googlesource.com/platform/external/skia/+/132d47c90d%5E%21/", describes: "Skia commit 132d47c9 ([skottie] Path support for paragraph text, Oct 2021)")
    static let thorvgWiki = Source("https://github.com/thorvg/thorvg/wiki/Lottie-Support", describes: "ThorVG wiki, Lottie Support page (revision of Mar 19, 2026)")
    static let thorvgReadme = Source(
        "https://github.com/thorvg/thorvg/blob/v1.0.7/README.md", describes: "ThorVG 1.0.7 (1.0 line, Lottie loader) README (expressions on by default; image formats need their loaders)")
    static let thorvgParser = Source(
        "https://github.com/thorvg/thorvg/blob/v1.0.7/src/loaders/lottie/tvgLottieParser.cpp", describes: "ThorVG 1.0.7 (1.0 line, Lottie loader) (what the Lottie parser reads)")
    static let thorvgBuilder = Source(
        "https://github.com/thorvg/thorvg/blob/v1.0.7/src/loaders/lottie/tvgLottieBuilder.cpp", describes: "ThorVG 1.0.7 (1.0 line, Lottie loader) (what the Lottie builder draws)")
    static let thorvgBlend = Source(
        "https://github.com/thorvg/thorvg/blob/v1.0.7/src/renderer/cpu_engine/tvgSwRenderer.cpp",
        describes: "ThorVG 1.0.7 (1.0 line, Lottie loader) (software renderer blend methods: Normal to Add, no Hard Mix)")
    static let rlottieReadme = Source(
        "https://github.com/Samsung/rlottie/blob/34465a9e93c38af9a5287ad28400bb932c1a2a92/README.md",
        describes: "rlottie master at commit 34465a9 (Aug 2026; the last tagged release is v0.2, 2020) README, Supported After Effects Features table")
    static let rlottieParser = Source(
        "https://github.com/Samsung/rlottie/blob/34465a9e93c38af9a5287ad28400bb932c1a2a92/src/lottie/lottieparser.cpp",
        describes: "rlottie master at commit 34465a9 (Aug 2026; the last tagged release is v0.2, 2020) (what the parser reads)")
    static let rlottieItem = Source(
        "https://github.com/Samsung/rlottie/blob/34465a9e93c38af9a5287ad28400bb932c1a2a92/src/lottie/lottieitem.cpp",
        describes: "rlottie master at commit 34465a9 (Aug 2026; the last tagged release is v0.2, 2020) (what the renderer draws)")
    static let rlottieModel = Source(
        "https://github.com/Samsung/rlottie/blob/34465a9e93c38af9a5287ad28400bb932c1a2a92/src/lottie/lottiemodel.cpp",
        describes: "rlottie master at commit 34465a9 (Aug 2026; the last tagged release is v0.2, 2020) (transforms and gradients)")
    static let telegramStickerRules = Source(
        "https://core.telegram.org/animated_stickers",
        describes: "Telegram 'Creating Animated Stickers' technical requirements (same list as core.telegram.org/stickers#animated-sticker-requirements), as crawled 2024-2026")
    static let skottieFont = Source(
        "https://github.com/google/skia/blob/2d46dae4a91e2898a1a3d5d76f172cb0a84faa80/modules/skottie/src/text/Font.cpp",
        describes: "Skia commit 2d46dae4 (Skottie builds fonts from the glyph shapes in chars[])")
    static let webSvgGradient = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/elements/helpers/shapes/SVGGradientFillStyleData.js",
        describes: "lottie-web 5.12.2 (SVG renderer gradients incl. highlight length/angle)")
    static let thorvgModel = Source(
        "https://github.com/thorvg/thorvg/blob/v1.0.7/src/loaders/lottie/tvgLottieModel.cpp",
        describes: "ThorVG 1.0.7 (1.0 line, Lottie loader) (radial gradient focal point from highlight length/angle)")
    static let iosFontProvider = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Public/FontProvider/AnimationFontProvider.swift",
        describes: "lottie-ios 4.6.1 (text is drawn with a Core Text font looked up by family name; chars[] glyph shapes are not used)")
    static let canilottieStyles = Source(
        "https://github.com/lottie/canilottie/blob/ec18fa71689cbb2b41b30da46fcf8fc570356ec7/data/styles.json",
        describes: "canilottie data at commit ec18fa7 (June 2024): Skottie up to Skia m100, lottie-web up to 5.9.0, lottie-android up to 5.0.0, rlottie 0.2")
    static let webTextProperty = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/text/TextProperty.js",
        describes: "lottie-web 5.12.2 (box/paragraph text: lines wrapped to the sz box, shared by both renderers)")
}

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
//   - `iosCA` `.fallback` notes say why lottie-ios's `.automatic` engine leaves Core Animation
//     for the main-thread engine.
//   - The entries are grouped by kind in FeatureSupportTable+Layers, +Compositing, +Shapes,
//     +Effects and +Content; the sources they cite are in FeatureSupportSources.swift.

extension FeatureSupport {
    /// Every feature the census reports, with its support per target, in the census's order.
    package static let table: [FeatureSupport] = layersEntries + compositingEntries + shapesEntries + effectsEntries + contentEntries
}

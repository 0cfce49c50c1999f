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
    static let iosStarPath = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/MainThread/NodeRenderSystem/Nodes/PathNodes/StarNode.swift",
        describes: "lottie-ios 4.6.1 (BezierPath.star, which both engines build stars with: a partial point for a fractional count)")
    static let iosCAStar = Source(
        "https://github.com/airbnb/lottie-ios/blob/4.6.1/Sources/Private/CoreAnimation/Animations/StarAnimation.swift",
        describes: "lottie-ios 4.6.1 (Core Animation engine stars: each keyframe's path built with BezierPath.star)")
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
    static let androidPolystar = Source(
        "https://github.com/airbnb/lottie-android/blob/v6.7.1/lottie/src/main/java/com/airbnb/lottie/animation/content/PolystarContent.java",
        describes: "lottie-android 6.7.1 (stars with a partial point for a fractional count)")
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
    static let webShapeProperty = Source(
        "https://github.com/airbnb/lottie-web/blob/v5.12.2/player/js/utils/shapes/ShapeProperty.js",
        describes: "lottie-web 5.12.2 (convertStarToPath: Math.floor of the point count)")
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
    static let skottiePolystar = Source(
        "https://github.com/google/skia/blob/689af00c8582f1387f881eb53791a36aacde4a00/modules/skottie/src/layers/shapelayer/Polystar.cpp",
        describes: "Skia commit 689af00c (Skottie polystars: the point count rounded to a whole number)")
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
    static let rlottiePath = Source(
        "https://github.com/Samsung/rlottie/blob/34465a9e93c38af9a5287ad28400bb932c1a2a92/src/vector/vpath.cpp",
        describes: "rlottie master at commit 34465a9 (VPath::addPolystar: a partial point for a fractional count)")
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

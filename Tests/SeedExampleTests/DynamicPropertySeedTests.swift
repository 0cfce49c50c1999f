import Foundation
import Lottie
import Testing

/// The README seed's "Dynamic Animation Properties", "Value Providers", "Animation Keypaths"
/// and "Converting CGRect and CGPoint to Layers" examples, checked on the pixels drawn.
struct DynamicPropertySeedTests {
    /// The background is `BG-On.Group 1.Fill 1`; pixel (5, 5) shows it.
    static func background(_ view: LottieAnimationView) -> [Int] {
        SeedFixtures.rgba(view.renderCurrentFrame(), 5, 5)
    }

    @Test func settingDynamicPropertiesAndChangingTheProviderLater() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        #expect(Self.background(animationView) == [0, 255, 0, 255])
        /// A keypath that finds the color value for all `Fill 1` nodes.
        let fillKeypath = AnimationKeypath(keypath: "**.Fill 1.Color")
        /// A Color Value provider that returns a reddish color.
        let redValueProvider = ColorValueProvider(LottieColor(r: 1, g: 0.2, b: 0.3, a: 1))
        /// Set the provider on the animationView.
        animationView.setValueProvider(redValueProvider, keypath: fillKeypath)
        #expect(Self.background(animationView) == [255, 51, 77, 255])
        /// Changing the value provider will update the animation.
        redValueProvider.color = LottieColor(r: 0, g: 0.2, b: 1, a: 1)
        #expect(Self.background(animationView) == [0, 51, 255, 255])
        // The README's older spelling, `Color(r:g:b:a:)`, and components out of 255.
        animationView.setValueProvider(ColorValueProvider(Color(r: 1, g: 1, b: 0, a: 1)), keypath: fillKeypath)
        #expect(Self.background(animationView) == [255, 255, 0, 255])
        animationView.setValueProvider(
            ColorValueProvider(LottieColor(r: 255, g: 0, b: 255, a: 255, denominator: .TwoFiftyFive)), keypath: fillKeypath)
        #expect(Self.background(animationView) == [255, 0, 255, 255])
        animationView.removeValueProvider(for: fillKeypath)
        #expect(Self.background(animationView) == [0, 255, 0, 255])
    }

    @Test func readingAnimationProperties() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        /// A keypath that finds the Position of `Group 1` in `Layer 1`
        let fillKeypath = AnimationKeypath(keypath: "Layer 1.Group 1.Transform.Position")
        let position = animationView.getValue(for: fillKeypath, atFrame: nil)
        #expect(position as? CGPoint == CGPoint(x: 10, y: 10))
        #expect(animationView.getValue(for: "Layer 1.Transform.Scale", atFrame: nil) as? CGSize == CGSize(width: 100, height: 100))
        #expect(animationView.getValue(for: "Layer 1.Transform.Opacity", atFrame: 0) as? CGFloat == 100)
        #expect(animationView.getValue(for: "BG-On.Group 1.Fill 1.Color", atFrame: nil) as? LottieColor == LottieColor(r: 0, g: 1, b: 0, a: 1))
        #expect(animationView.getValue(for: "Layer 1.No Such Thing", atFrame: nil) == nil)
        // With providers: getValue sees them, getOriginalValue does not.
        animationView.setValueProvider(PointValueProvider(CGPoint(x: 30, y: 40)), keypath: fillKeypath)
        animationView.setValueProvider(SizeValueProvider(CGSize(width: 50, height: 50)), keypath: "Layer 1.Transform.Scale")
        animationView.setValueProvider(FloatValueProvider(CGFloat(25)), keypath: "Layer 1.Transform.Opacity")
        #expect(animationView.getValue(for: fillKeypath, atFrame: nil) as? CGPoint == CGPoint(x: 30, y: 40))
        #expect(animationView.getOriginalValue(for: fillKeypath, atFrame: nil) as? CGPoint == CGPoint(x: 10, y: 10))
        #expect(animationView.getValue(for: "Layer 1.Transform.Scale", atFrame: nil) as? CGSize == CGSize(width: 50, height: 50))
        #expect(animationView.getValue(for: "Layer 1.Transform.Opacity", atFrame: nil) as? CGFloat == 25)
        #expect(animationView.valueProviders.count == 3)
    }

    @Test func pointAndFloatProvidersMoveWhatIsDrawn() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        // The red square: Layer 1 at (50,50), Group 1 at (10,10), 20×20 centred there.
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 60, 60) == [255, 0, 0, 255])
        let position = PointValueProvider(CGPoint(x: 20, y: 20))
        animationView.setValueProvider(position, keypath: "Layer 1.Transform.Position")
        var pixels = animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 30, 30) == [255, 0, 0, 255] && SeedFixtures.rgba(pixels, 60, 60) == [0, 255, 0, 255])
        position.point = Vector2(70, 70)
        pixels = animationView.renderCurrentFrame()
        #expect(SeedFixtures.rgba(pixels, 80, 80) == [255, 0, 0, 255])
        let opacity = FloatValueProvider(0)
        animationView.setValueProvider(opacity, keypath: "Layer 1.Transform.Opacity")
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 80, 80) == [0, 255, 0, 255])
    }

    @Test func loggingKeypaths() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        let keypaths = animationView.allHierarchyKeypaths()
        for keypath in ["BG-On.Group 1.Fill 1.Color", "Layer 1.Group 1.Transform.Position", "Layer 1.Transform.Opacity"] {
            #expect(keypaths.contains(keypath))
        }
        animationView.logHierarchyKeypaths()  // prints the same list to standard output
    }

    @Test func convertingPointsAndRectsToLayers() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        animationView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)  // the animation at twice its size
        /// A keypath that finds `Layer 1`
        let layerKeypath = AnimationKeypath(keypath: "Layer 1")
        #expect(animationView.convert(CGPoint(x: 120, y: 120), toLayerAt: layerKeypath) == CGPoint(x: 10, y: 10))
        #expect(
            animationView.convert(CGRect(x: 100, y: 100, width: 40, height: 20), toLayerAt: layerKeypath)
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(animationView.convert(CGPoint(x: 1, y: 1), toLayerAt: "No Such Layer") == nil)
    }

    @Test func disablingNodes() throws {
        let animationView = LottieAnimationView(animation: try SeedFixtures.toggle)
        animationView.setNodeIsEnabled(isEnabled: false, keypath: "Layer 1")
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 60, 60) == [0, 255, 0, 255])
        animationView.setNodeIsEnabled(isEnabled: true, keypath: "Layer 1")
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 60, 60) == [255, 0, 0, 255])
        animationView.setNodeIsEnabled(isEnabled: false, keypath: "**.Fill 1")
        #expect(SeedFixtures.rgba(animationView.renderCurrentFrame(), 60, 60)[3] == 0)
    }

    /// "Changing Animations at Runtime": four toggles, three recoloured.
    @Test func changingAnimationsAtRuntime() throws {
        let bundle = try SeedFixtures.bundle()
        let animationView = LottieAnimationView(name: "toggle", bundle: bundle)
        animationView.play()
        let animationView2 = LottieAnimationView(name: "toggle", bundle: bundle)
        animationView2.play()
        let animationView3 = LottieAnimationView(name: "toggle", bundle: bundle)
        animationView3.play()
        let animationView4 = LottieAnimationView(name: "toggle", bundle: bundle)
        animationView4.play()

        let redValueProvider = ColorValueProvider(Color(r: 1, g: 0.2, b: 0.3, a: 1))
        let orangeValueProvider = ColorValueProvider(Color(r: 1, g: 1, b: 0, a: 1))
        let greenValueProvider = ColorValueProvider(Color(r: 0.2, g: 1, b: 0.3, a: 1))
        let keypath = AnimationKeypath(keypath: "BG-On.Group 1.Fill 1.Color")
        animationView2.setValueProvider(greenValueProvider, keypath: keypath)
        animationView3.setValueProvider(redValueProvider, keypath: keypath)
        animationView4.setValueProvider(orangeValueProvider, keypath: keypath)

        #expect(Self.background(animationView) == [0, 255, 0, 255])
        #expect(Self.background(animationView2) == [51, 255, 77, 255])
        #expect(Self.background(animationView3) == [255, 51, 77, 255])
        #expect(Self.background(animationView4) == [255, 255, 0, 255])
        // Only the background's fill: the square keeps its red.
        #expect(SeedFixtures.rgba(animationView4.renderCurrentFrame(), 60, 60) == [255, 0, 0, 255])
    }
}

import LottieGraphics
import LottieRaster
import Testing

/// A frame drawn into the buffer of the frame before (its ``DrawnArea`` passed back) is drawn
/// again only where its display items differ: the pixels come out as a fresh renderer draws
/// them, and pixels away from every change are not touched (a marked pixel stays marked).
@Suite struct PartialRedrawTests {
    static let size = 40
    static let background = TestScene.fill(TestScene.rect(0, 0, 40, 40), paint: .solid(Color(r: 0.2, g: 0.4, b: 0.8, a: 1)))
    static let marker = Color(r: 1, g: 0, b: 1, a: 1)

    static func square(at x: Double, _ y: Double = 4.3) -> DisplayItem {
        TestScene.fill(TestScene.polyline([(x, y), (x + 6.5, y), (x + 6.5, y + 6.5), (x, y + 6.5), (x - 0.5, y + 3)]))
    }

    /// Renders `first`, marks pixel (`markX`, `markY`), renders `second` into the same buffer,
    /// and returns it with a fresh render of `second`.
    static func redraw(_ first: [DisplayItem], then second: [DisplayItem], markX: Int, markY: Int) -> (PixelBuffer, PixelBuffer) {
        let renderer = Renderer()
        var buffer = PixelBuffer(width: size, height: size)
        let drawn = renderer.render(DisplayList(width: 40, height: 40, items: first), into: &buffer, transform: .identity)
        buffer.setColor(marker, x: markX, y: markY)
        renderer.render(DisplayList(width: 40, height: 40, items: second), into: &buffer, transform: .identity, previous: drawn)
        return (buffer, TestScene.render(second))
    }

    /// Where two frames differ first (and how many pixels differ), or nil when they do not.
    static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
        var first: (Int, Int)?
        var count = 0
        for y in 0..<size {
            for x in 0..<size where a.premultiplied(x: x, y: y) != b.premultiplied(x: x, y: y) {
                first = first ?? (x, y)
                count += 1
            }
        }
        guard let (x, y) = first else { return nil }
        return "\(count) pixels differ, first (\(x), \(y)): \(a.premultiplied(x: x, y: y)) against \(b.premultiplied(x: x, y: y))"
    }

    static func isMarked(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Bool {
        buffer.straightColor(x: x, y: y) == marker
    }

    @Test func aMovedShapeRedrawsOnlyWhereItWasAndIs() {
        var (redrawn, fresh) = Self.redraw([Self.background, Self.square(at: 4)], then: [Self.background, Self.square(at: 9.25)], markX: 30, markY: 30)
        #expect(Self.isMarked(redrawn, 30, 30), "the untouched corner was drawn again")
        redrawn.setColor(fresh.straightColor(x: 30, y: 30), x: 30, y: 30)
        #expect(Self.difference(redrawn, fresh) == nil)
    }

    @Test func aMarkInsideTheChangeIsPaintedOver() {
        let (redrawn, fresh) = Self.redraw([Self.background, Self.square(at: 4)], then: [Self.background, Self.square(at: 9.25)], markX: 6, markY: 6)
        #expect(Self.difference(redrawn, fresh) == nil)
    }

    @Test func anUnchangedFrameDrawsNothing() {
        let items = [Self.background, Self.square(at: 4)]
        var (redrawn, fresh) = Self.redraw(items, then: items, markX: 6, markY: 6)
        #expect(Self.isMarked(redrawn, 6, 6))
        redrawn.setColor(fresh.straightColor(x: 6, y: 6), x: 6, y: 6)
        #expect(Self.difference(redrawn, fresh) == nil)
    }

    @Test func aShapeThatAppearsOrLeavesIsDrawnOrCleared() {
        var (appeared, fresh) = Self.redraw([Self.background], then: [Self.background, Self.square(at: 20)], markX: 2, markY: 35)
        #expect(Self.isMarked(appeared, 2, 35))
        appeared.setColor(fresh.straightColor(x: 2, y: 35), x: 2, y: 35)
        #expect(Self.difference(appeared, fresh) == nil)
        let (left, cleared) = Self.redraw([Self.square(at: 4), Self.square(at: 20)], then: [Self.square(at: 20)], markX: 6, markY: 6)
        #expect(Self.difference(left, cleared) == nil)
    }

    /// A blurred layer drawn cut to the changed area would blur without its neighbours, so
    /// when the change touches it, all of it is drawn again.
    @Test func aChangeTouchingABlurredLayerRedrawsAllOfIt() {
        let blurred = DisplayItem.group(
            GroupDraw(
                children: [TestScene.fill(TestScene.rect(14, 14, 14, 14))],
                effects: [.gaussianBlur(sigma: 3, axes: .both)]))
        let (redrawn, fresh) = Self.redraw(
            [Self.background, blurred, Self.square(at: 4, 16)], then: [Self.background, blurred, Self.square(at: 11, 16)], markX: 26,
            markY: 26)
        #expect(!Self.isMarked(redrawn, 26, 26), "the whole blurred layer is drawn again")
        #expect(Self.difference(redrawn, fresh) == nil)
    }

    @Test func aChangeInsideAMaskedGroupRedrawsTheGroupThere() {
        func scene(_ x: Double) -> [DisplayItem] {
            [
                Self.background,
                .group(
                    GroupDraw(
                        children: [Self.square(at: x, 10), TestScene.fill(TestScene.rect(25, 25, 8, 8))],
                        masks: [MaskDraw(path: .ellipse(in: Rect(x: 2, y: 2, width: 36, height: 36)), mode: .add)])),
            ]
        }
        var (redrawn, fresh) = Self.redraw(scene(6), then: scene(12.5), markX: 28, markY: 28)
        #expect(Self.isMarked(redrawn, 28, 28))
        redrawn.setColor(fresh.straightColor(x: 28, y: 28), x: 28, y: 28)
        #expect(Self.difference(redrawn, fresh) == nil)
    }
}

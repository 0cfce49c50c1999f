import LottieGraphics
import Testing

@Suite struct HomographyTests {
    /// A pinhole 10 units in front of the plane, focal length 10: (x, y) ↦ 10·(x, y)/(10 + y).
    static let tilted = Homography([10, 0, 0, 0, 10, 0, 0, 1, 10])

    @Test func anAffineMapIsAHomographyWithDepthOne() {
        let t = AffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 4, ty: 5)
        let h = Homography(t)
        let p = Vector2(1.5, -2)
        #expect(h.depth(at: p) == 1)
        #expect(h.apply(to: p) == t.apply(to: p))
    }

    @Test func farPointsMoveTowardTheHorizon() throws {
        let near = try #require(Self.tilted.apply(to: Vector2(5, 0)))
        let far = try #require(Self.tilted.apply(to: Vector2(5, 10)))
        #expect(near == Vector2(5, 0))
        #expect(far == Vector2(2.5, 5))
        #expect(Self.tilted.depth(at: Vector2(0, -20)) < 0)
    }

    @Test func theInverseUndoesTheMap() throws {
        let inverse = try #require(Self.tilted.inverted)
        let p = Vector2(3, 7)
        let image = try #require(Self.tilted.apply(to: p))
        let back = try #require(inverse.apply(to: image))
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        #expect(Homography([1, 2, 3, 2, 4, 6, 0, 0, 1]).inverted == nil)
        #expect(Homography([.nan, 0, 0, 0, 1, 0, 0, 0, 1]).inverted == nil)
    }

    @Test func followingByAnAffineMapMovesTheImage() throws {
        let moved = Self.tilted.followed(by: AffineTransform(translationX: 1, y: 2))
        #expect(moved.apply(to: Vector2(5, 10)) == Vector2(3.5, 7))
        #expect(moved.depth(at: Vector2(5, 10)) == Self.tilted.depth(at: Vector2(5, 10)))
    }

    /// The square reaching behind the pinhole keeps only its part at depth ≥ 1.
    @Test func clippingKeepsThePartInFront() {
        let square = [Vector2(-1, -20), Vector2(1, -20), Vector2(1, 0), Vector2(-1, 0)]
        let image = Self.tilted.clippedImage(of: square, minimumDepth: 1)
        #expect(image.count == 4)
        #expect(image.allSatisfy { $0.isFinite && $0.y >= -90 - 1e-9 })
        #expect(image.contains(Vector2(-1, 0)))
        #expect(Self.tilted.clippedImage(of: square.map { Vector2($0.x, $0.y - 30) }, minimumDepth: 1).isEmpty)
    }
}

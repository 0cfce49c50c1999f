import Foundation
import Lottie
import TestSupport
import Testing

/// Slots through the library: `LottieAnimation.slots` lists the slots of `Samples/slots.json`
/// (one of each type) with their values, and `setSlotValue(_:forSlot:)` changes the pixels
/// each one draws.
@Suite struct SlotTests {
    static let sample = Corpus.samples.appendingPathComponent("slots.json")

    static func view() throws -> LottieAnimationView {
        let loaded = try LoadedAnimationFile.load(filePath: sample.path)
        return LottieAnimationView(animation: loaded.animation, imageProvider: loaded.imageProvider)
    }

    /// The view's frame 0 at the composition's size (100×130), one pixel per point.
    static func pixels(_ view: LottieAnimationView) -> PixelBuffer {
        view.renderer.render(frame: 0, width: 100, height: 130)
    }

    static func isClose(_ color: Color, _ expected: Color, tolerance: Double = 0.02) -> Bool {
        abs(color.r - expected.r) <= tolerance && abs(color.g - expected.g) <= tolerance && abs(color.b - expected.b) <= tolerance
            && abs(color.a - expected.a) <= tolerance
    }

    /// Pixels of `region` (x, y ranges) that are not transparent.
    static func covered(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y { for column in x where pixels.straightColor(x: column, y: row).a > 0.5 { count += 1 } }
        return count
    }

    @Test func listsEverySlotWithItsTypeValueAndUse() throws {
        let slots = try LottieAnimation.load(filePath: Self.sample.path).slots
        #expect(slots.map(\.id) == ["picture", "swatch_color", "fade_opacity", "dot_position", "dot_size", "bar_gradient", "title"])
        #expect(slots.map(\.kind) == [.image, .color, .scalar, .position, .vector, .gradient, .text])
        let byID = Dictionary(uniqueKeysWithValues: slots.map { ($0.id, $0) })
        #expect(byID["swatch_color"]?.value == .color(Color(r: 1, g: 0, b: 0)))
        #expect(byID["fade_opacity"]?.value == .scalar(100))
        #expect(byID["dot_position"]?.value == .vector(Vector2(25, 75)))
        #expect(byID["dot_size"]?.value == .vector(Vector2(20, 20)))
        #expect(byID["bar_gradient"]?.value?.description == "0:#ffff00 1:#00ffff")
        #expect(byID["title"]?.value == .text("slots"))
        #expect(byID["swatch_color"]?.paths == ["layers[0].shapes[0].it[1].c"])
        #expect(byID["dot_position"]?.paths == ["layers[2].ks.p"])
        #expect(byID["picture"]?.paths == ["assets[0]"])
        #expect(slots.allSatisfy { !$0.isAnimated })
    }

    @Test func eachSlotChangesItsPixels() throws {
        let view = try Self.view()
        let before = Self.pixels(view)
        #expect(Self.isClose(before.straightColor(x: 25, y: 25), Color(r: 1, g: 0, b: 0)))
        #expect(Self.isClose(before.straightColor(x: 75, y: 25), Color(r: 0, g: 0, b: 1)))
        #expect(Self.isClose(before.straightColor(x: 15, y: 115), Color(r: 128.0 / 255, g: 0, b: 160.0 / 255)))

        try view.setSlotValue(.color(Color(r: 0, g: 1, b: 0)), forSlot: "swatch_color")
        try view.setSlotValue(.scalar(0), forSlot: "fade_opacity")
        try view.setSlotValue(.vector(Vector2(50, 50)), forSlot: "dot_position")
        try view.setSlotValue(.vector(Vector2(40, 40)), forSlot: "dot_size")
        try view.setSlotValue(.gradient([GradientStop(offset: 0, color: Color(r: 1, g: 0, b: 0)), GradientStop(offset: 1, color: Color(r: 0, g: 0, b: 1))]), forSlot: "bar_gradient")
        try view.setSlotValue(.text(""), forSlot: "title")
        try view.setSlotValue(.image("images/checker.png"), forSlot: "picture")
        let after = Self.pixels(view)
        #expect(Self.isClose(after.straightColor(x: 25, y: 25), Color(r: 0, g: 1, b: 0)))
        #expect(after.straightColor(x: 75, y: 25).a == 0)
        #expect(after.straightColor(x: 25, y: 75).a == 0)  // the dot moved away…
        #expect(Self.isClose(after.straightColor(x: 50, y: 50), Color(r: 0, g: 0.6, b: 0)))  // …to the middle
        #expect(Self.isClose(after.straightColor(x: 66, y: 50), Color(r: 0, g: 0.6, b: 0)))  // and is 40 wide
        let bar = after.straightColor(x: 57, y: 75)
        #expect(bar.r > 0.8 && bar.g < 0.1)
        #expect(Self.covered(before, x: 35..<100, y: 100..<130) > 50)
        #expect(Self.covered(after, x: 35..<100, y: 100..<130) == 0)
        #expect(!Self.isClose(after.straightColor(x: 15, y: 115), before.straightColor(x: 15, y: 115), tolerance: 0.1))
        #expect(view.renderer.imageDiagnostics.isEmpty)
        #expect(view.slots.first { $0.id == "swatch_color" }?.value == .color(Color(r: 0, g: 1, b: 0)))

        view.removeSlotValue(forSlot: "swatch_color")
        #expect(Self.isClose(Self.pixels(view).straightColor(x: 25, y: 25), Color(r: 1, g: 0, b: 0)))
        #expect(view.slotValues.count == 6)
    }

    @Test func longerTextCoversMore() throws {
        let view = try Self.view()
        let before = Self.covered(Self.pixels(view), x: 35..<100, y: 100..<130)
        try view.setSlotValue(.text("MMMMMM"), forSlot: "title")
        #expect(Self.covered(Self.pixels(view), x: 35..<100, y: 100..<130) > before)
    }

    @Test func unknownSlotsAndWrongTypesThrow() throws {
        let view = try Self.view()
        #expect(throws: LottieSlotError.self) { try view.setSlotValue(.scalar(1), forSlot: "nope") }
        #expect(throws: LottieSlotError.typeMismatch(id: "title", kind: .text, value: .scalar(3))) {
            try view.setSlotValue(.scalar(3), forSlot: "title")
        }
        #expect(view.slotValues.isEmpty)
        let message = LottieSlotError.unknownSlot(id: "nope", available: ["a", "b"]).description
        #expect(message == "no slot 'nope'; available: a, b")
    }

    @Test func valuesParseByTheSlotType() {
        #expect(LottieSlotValue(parsing: "#00ff0080", for: .color) == .color(Color(r: 0, g: 1, b: 0, a: 128.0 / 255)))
        #expect(LottieSlotValue(parsing: "12.5", for: .scalar) == .scalar(12.5))
        #expect(LottieSlotValue(parsing: "3,4", for: .position) == .vector(Vector2(3, 4)))
        #expect(LottieSlotValue(parsing: "0:#ff0000 1:#0000ff", for: .gradient)?.description == "0:#ff0000 1:#0000ff")
        #expect(LottieSlotValue(parsing: "a = b", for: .text) == .text("a = b"))
        #expect(LottieSlotValue(parsing: "12", for: .color) == nil)
        #expect(LottieSlotValue(parsing: "#ff0000", for: .scalar) == nil)
        #expect(LottieSlotValue(parsing: "nan", for: .scalar) == nil)
        #expect(LottieSlotValue(parsing: "2:#ff0000", for: .gradient) == nil)
        #expect(LottieSlotValue(parsing: "", for: .image) == nil)
    }
}

import LottieGraphics
import Testing

struct ImageBitmapTests {
    @Test func holdsFourBytesAPixel() {
        let image = ImageBitmap(width: 64, height: 32, straightRGBA8: [UInt8](repeating: 200, count: 64 * 32 * 4))
        #expect(image.storage.count == 64 * 32 * 4)
        #expect(MemoryLayout.stride(ofValue: image.storage[0]) == 1)
    }

    @Test func premultipliesToTheNearestByte() {
        var bytes: [UInt8] = []
        for i in 0..<256 { bytes += [UInt8(i), UInt8(255 - i), 77, UInt8((i * 7 + 1) % 256)] }
        let image = ImageBitmap(width: 16, height: 16, straightRGBA8: bytes)
        let buffer = PixelBuffer(width: 16, height: 16, straightRGBA8: bytes)
        for y in 0..<16 {
            for x in 0..<16 {
                let d = image.premultiplied(x: x, y: y) - buffer.premultiplied(x: x, y: y)
                #expect(max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))) <= 0.5 / 255 + 1e-6)
            }
        }
        let opaque = ImageBitmap(width: 2, height: 1, straightRGBA8: [10, 20, 30, 255, 200, 100, 0, 255])
        #expect(opaque.straightRGBA8() == [10, 20, 30, 255, 200, 100, 0, 255])
        #expect(opaque.premultiplied(x: 1, y: 0) == SIMD4<Float>(200, 100, 0, 255) / 255)
        let half = ImageBitmap(width: 1, height: 1, straightRGBA8: [255, 101, 0, 128])
        #expect(half.storage == [128, 51, 0, 128])
        #expect(half.straightRGBA8() == [255, 102, 0, 128])
        let p = buffer.premultiplied(x: 3, y: 5)
        #expect(ImageBitmap(buffer).premultiplied(x: 3, y: 5) == (p * 255 + 0.5).rounded(.down) / 255)
    }

    @Test func storesOnlyTheVisibleRectangle() {
        var bytes = [UInt8](repeating: 0, count: 100 * 50 * 4)
        for y in 10..<20 {
            for x in 30..<35 { bytes.replaceSubrange((y * 100 + x) * 4..<(y * 100 + x) * 4 + 4, with: [255, 0, 0, 255]) }
        }
        let image = ImageBitmap(width: 100, height: 50, straightRGBA8: bytes)
        #expect(image.stored.x == 30 && image.stored.y == 10 && image.stored.width == 5 && image.stored.height == 10)
        #expect(image.storage.count == 5 * 10 * 4)
        #expect(image.premultiplied(x: 34, y: 19) == SIMD4(1, 0, 0, 1))
        #expect(image.premultiplied(x: 29, y: 10) == .zero && image.straightColor(x: 35, y: 10) == .clear)
        #expect(image.straightRGBA8() == bytes)
        let empty = ImageBitmap(width: 100, height: 50, straightRGBA8: [])
        #expect(empty.width == 100 && empty.storage.isEmpty)
    }

    @Test func settingAColourOutsideTheStoredRectangleKeepsThePixels() {
        var image = ImageBitmap(width: 4, height: 4, straightRGBA8: [0, 0, 255, 255])
        #expect(image.storage.count == 4)
        image.setColor(Color(r: 1, g: 0, b: 0), x: 3, y: 3)
        #expect(image.storage.count == 4 * 4 * 4)
        #expect(image.straightColor(x: 0, y: 0) == Color(r: 0, g: 0, b: 1))
        #expect(image.straightColor(x: 3, y: 3) == Color(r: 1, g: 0, b: 0))
        #expect(image.premultiplied(x: 1, y: 1) == .zero)
    }

    @Test func badSizesAreClamped() {
        #expect(ImageBitmap(width: -3, height: 4).width == 0)
        #expect(ImageBitmap(width: 1 << 30, height: 1 << 30, straightRGBA8: [1, 2, 3]).width == 0)
        #expect(ImageBitmap(width: 2, height: 1, straightRGBA8: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]).straightRGBA8().count == 8)
        var image = ImageBitmap(width: 1, height: 1)
        image.setColor(Color(r: .nan, g: 2, b: -1, a: 0.5), x: 0, y: 0)
        image.setColor(.white, x: 5, y: 0)
        #expect(image.straightRGBA8() == [0, 255, 0, 128])
    }
}

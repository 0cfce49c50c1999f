/// A decoded image asset: width × height **premultiplied** 8-bit RGBA pixels, four bytes per
/// pixel, sampled straight from the bytes.
///
/// Images are only ever sampled, never drawn into: a 2048 × 2048 photo is 16 MB, as a
/// ``PixelBuffer`` of that size would be. When the pixels that are not fully transparent fit
/// in half of the image, only the smallest rectangle holding them is stored and the rest reads
/// as transparent, so a mostly empty frame of an image sequence costs little. Sizes are clamped to `0...` and to ``PixelBuffer/maxPixelCount``.
///
/// ```swift
/// var image = ImageBitmap(width: 1, height: 1)
/// image.setColor(Color(r: 1, g: 0, b: 1, a: 0.5), x: 0, y: 0)
/// image.premultiplied(x: 0, y: 0)   // [128, 0, 128, 128] / 255
/// ```
public struct ImageBitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The part of the image that is stored; every pixel outside it is transparent.
    package private(set) var stored: (x: Int, y: Int, width: Int, height: Int)
    /// `stored.width * stored.height * 4` premultiplied bytes, r, g, b, a per pixel, row-major.
    package private(set) var storage: [UInt8]

    /// A transparent image. Negative sizes become 0; oversized images become 0 × 0.
    public init(width: Int, height: Int) {
        (self.width, self.height) = Self.clamped(width, height)
        stored = (0, 0, 0, 0)
        storage = []
    }

    /// An image from straight 8-bit RGBA bytes (missing bytes are transparent), premultiplied in
    /// place: the bytes become the storage (no copy) unless the image is cropped to its visible pixels.
    public init(width: Int, height: Int, straightRGBA8 bytes: consuming [UInt8]) {
        let (w, h) = Self.clamped(width, height)
        (self.width, self.height) = (w, h)
        var full = bytes
        let count = w * h * 4
        if full.count > count {
            full.removeLast(full.count - count)
        } else if full.count < count {
            full.append(contentsOf: repeatElement(0, count: count - full.count))
        }
        full.withUnsafeMutableBufferPointer { Self.premultiply($0) }
        let box = full.withUnsafeBufferPointer { Self.opaqueBounds($0, width: w, height: h) }
        // Cropping copies, so both arrays live for a moment: only worth it when it halves the image.
        if box.width * box.height * 2 <= w * h {
            stored = box
            storage = Self.crop(full, w, box)
        } else {
            stored = (0, 0, w, h)
            storage = full
        }
    }

    /// An image holding the premultiplied pixels of `buffer`.
    public init(_ buffer: PixelBuffer) {
        width = buffer.width
        height = buffer.height
        stored = (0, 0, buffer.width, buffer.height)
        storage = buffer.storage
    }

    // MARK: - Reading

    /// The premultiplied components at `(x, y)` in 0...1, or zeros outside the image.
    package func premultiplied(x: Int, y: Int) -> SIMD4<Float> {
        let lx = x - stored.x
        let ly = y - stored.y
        guard lx >= 0, ly >= 0, lx < stored.width, ly < stored.height else { return .zero }
        let i = (ly * stored.width + lx) * 4
        return SIMD4<Float>(SIMD4<Int32>(Int32(storage[i]), Int32(storage[i + 1]), Int32(storage[i + 2]), Int32(storage[i + 3]))) / 255
    }

    /// The straight colour at `(x, y)` (clear outside the image or where alpha is 0).
    public func straightColor(x: Int, y: Int) -> Color {
        let lx = x - stored.x
        let ly = y - stored.y
        guard lx >= 0, ly >= 0, lx < stored.width, ly < stored.height, storage[(ly * stored.width + lx) * 4 + 3] > 0 else { return .clear }
        let i = (ly * stored.width + lx) * 4
        let a = Double(storage[i + 3])
        func unit(_ c: UInt8) -> Double { min(Double(c) / a, 1) }
        return Color(r: unit(storage[i]), g: unit(storage[i + 1]), b: unit(storage[i + 2]), a: a / 255)
    }

    /// Straight (un-premultiplied) 8-bit RGBA bytes of the whole image, rounded, `width * height * 4` long.
    public func straightRGBA8() -> [UInt8] {
        var full = premultipliedRGBA8()
        var i = 0
        while i + 3 < full.count {
            let a = UInt32(full[i + 3])
            if a != 0 && a != 255 {
                for k in i..<i + 3 { full[k] = UInt8(min((UInt32(full[k]) * 255 + a / 2) / a, 255)) }
            }
            i += 4
        }
        return full
    }

    /// The premultiplied bytes of the whole image, `width * height * 4` long.
    package func premultipliedRGBA8() -> [UInt8] {
        guard stored.width != width || stored.height != height else { return storage }
        var full = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<stored.height {
            let from = row * stored.width * 4
            let to = ((stored.y + row) * width + stored.x) * 4
            full.replaceSubrange(to..<to + stored.width * 4, with: storage[from..<from + stored.width * 4])
        }
        return full
    }

    // MARK: - Writing

    /// Stores a straight colour at `(x, y)` (ignored outside the image).
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        if stored.width != width || stored.height != height {
            storage = premultipliedRGBA8()
            stored = (0, 0, width, height)
        }
        let i = (y * width + x) * 4
        let a = Self.unit(color.a)
        storage[i] = Self.byte(Self.unit(color.r) * a)
        storage[i + 1] = Self.byte(Self.unit(color.g) * a)
        storage[i + 2] = Self.byte(Self.unit(color.b) * a)
        storage[i + 3] = Self.byte(a)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.stored == rhs.stored && lhs.storage == rhs.storage
    }

    // MARK: - Private

    private static func clamped(_ width: Int, _ height: Int) -> (Int, Int) {
        let w = max(0, width)
        let h = max(0, height)
        guard w > 0, h > 0, w <= PixelBuffer.maxPixelCount / h else { return (0, 0) }
        return (w, h)
    }

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// A value in 0...1 as a rounded byte.
    private static func byte(_ v: Double) -> UInt8 { UInt8(v * 255 + 0.5) }

    /// Multiplies the colour bytes of each RGBA pixel by its alpha, rounded to nearest.
    private static func premultiply(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < bytes.count {
            let a = UInt32(bytes[i + 3])
            if a != 255 {
                for k in i..<i + 3 {
                    let t = UInt32(bytes[k]) &* a &+ 128
                    bytes[k] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)  // c·a/255, rounded
                }
            }
            i += 4
        }
    }

    /// The smallest rectangle holding every pixel whose alpha is not 0 (empty if there is none).
    private static func opaqueBounds(
        _ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width
        var maxX = -1
        var minY = height
        var maxY = -1
        for y in 0..<height {
            let row = y * width * 4
            var first = 0
            while first < width, bytes[row + first * 4 + 3] == 0 { first += 1 }
            guard first < width else { continue }
            var last = width - 1
            while bytes[row + last * 4 + 3] == 0 { last -= 1 }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxY >= 0 else { return (0, 0, 0, 0) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The rows and columns of `full` (`width` pixels a row) inside `box`.
    private static func crop(_ full: [UInt8], _ width: Int, _ box: (x: Int, y: Int, width: Int, height: Int)) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(box.width * box.height * 4)
        for row in box.y..<box.y + box.height {
            let start = (row * width + box.x) * 4
            out.append(contentsOf: full[start..<start + box.width * 4])
        }
        return out
    }
}

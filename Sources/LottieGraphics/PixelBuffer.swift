/// A width × height image of **premultiplied** RGBA pixels stored as `Float` in 0...1,
/// row-major, four floats per pixel.
///
/// Float keeps nested offscreen compositing, masks, mattes and blend modes free of 8-bit
/// rounding and banding, and lets the W3C blend formulas run unscaled; at terminal-sized canvases
/// (160 × 160 = 400 KB) the extra memory is immaterial. Sizes are clamped to `0...` and to
/// ``maxPixelCount``.
///
/// ```swift
/// var buffer = PixelBuffer(width: 160, height: 160)
/// buffer.straightColor(x: 0, y: 0)   // Color.clear
/// let bytes = buffer.straightRGBA8()
/// ```
public struct PixelBuffer: Sendable, Equatable {
    /// The largest number of pixels a buffer may hold (larger sizes are clamped to zero area).
    public static let maxPixelCount = 1 << 24

    public let width: Int
    public let height: Int
    /// `width * height * 4` premultiplied floats: r, g, b, a per pixel.
    public package(set) var storage: [Float]

    /// A transparent buffer. Negative sizes become 0; oversized buffers become 0 × 0.
    public init(width: Int, height: Int) {
        var w = max(0, width)
        var h = max(0, height)
        if w > 0, h > 0, w > Self.maxPixelCount / h {
            w = 0
            h = 0
        }
        self.width = w
        self.height = h
        self.storage = [Float](repeating: 0, count: w * h * 4)
    }

    /// A buffer from straight (un-premultiplied) 8-bit RGBA bytes; missing bytes are transparent.
    public init(width: Int, height: Int, straightRGBA8 bytes: [UInt8]) {
        self.init(width: width, height: height)
        let count = min(bytes.count / 4, self.width * self.height)
        for i in 0..<count {
            let a = Float(bytes[i * 4 + 3]) / 255
            storage[i * 4] = Float(bytes[i * 4]) / 255 * a
            storage[i * 4 + 1] = Float(bytes[i * 4 + 1]) / 255 * a
            storage[i * 4 + 2] = Float(bytes[i * 4 + 2]) / 255 * a
            storage[i * 4 + 3] = a
        }
    }

    // MARK: - Reading

    /// The premultiplied components at `(x, y)`, or zeros outside the buffer.
    public func premultiplied(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        let i = (y * width + x) * 4
        return SIMD4(storage[i], storage[i + 1], storage[i + 2], storage[i + 3])
    }

    /// The straight colour at `(x, y)` (clear outside the buffer or where alpha is 0).
    public func straightColor(x: Int, y: Int) -> Color {
        let p = premultiplied(x: x, y: y)
        guard p.w > 0 else { return .clear }
        let inv = 1 / Double(p.w)
        return Color(r: Double(p.x) * inv, g: Double(p.y) * inv, b: Double(p.z) * inv, a: Double(p.w))
    }

    /// Straight (un-premultiplied) 8-bit RGBA bytes, rounded, `width * height * 4` long.
    public func straightRGBA8() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            storage.withUnsafeBufferPointer { src in
                guard let s = src.baseAddress, let o = out.baseAddress else { return }
                let pixels = UnsafeRawPointer(s)
                let bytes = UnsafeMutableRawPointer(o)
                for i in 0..<count {
                    let p = pixels.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self)
                    bytes.storeBytes(of: Self.straightBytes(p), toByteOffset: i * 4, as: SIMD4<UInt8>.self)
                }
            }
            initialized = count * 4
        }
    }

    // MARK: - Writing

    /// Sets every pixel to transparent.
    public mutating func clear() {
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Stores a straight colour at `(x, y)` (ignored outside the buffer).
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let a = Float(Self.unit(color.a))
        let i = (y * width + x) * 4
        storage[i] = Float(Self.unit(color.r)) * a
        storage[i + 1] = Float(Self.unit(color.g)) * a
        storage[i + 2] = Float(Self.unit(color.b)) * a
        storage[i + 3] = a
    }

    // MARK: - Private

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// One premultiplied pixel as straight bytes: colour divided by alpha, clamped to 0...1
    /// (NaN → 0), scaled and rounded; transparent pixels are all zero.
    @inline(__always)
    private static func straightBytes(_ p: SIMD4<Float>) -> SIMD4<UInt8> {
        let a = p.w
        guard a > 0 else { return .zero }
        var v = p * (1 / a)
        v.w = a
        v = v.replacing(with: 0, where: .!(v .> 0)).replacing(with: 1, where: v .> 1)
        // Lane by lane: the generic SIMD rounding initializer is not specialized and is slow.
        let b = v * 255 + 0.5  // in 0.5...255.5, so each conversion is in range
        return SIMD4(UInt8(b.x), UInt8(b.y), UInt8(b.z), UInt8(b.w))
    }
}

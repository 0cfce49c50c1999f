/// A width × height image of **premultiplied** 8-bit RGBA pixels, row-major, four bytes per
/// pixel: what a renderer's frame holds and what PNG, cells and pixel protocols are made from.
///
/// The rasterizer draws the frame, and the offscreen layers of masks, mattes, blend modes and
/// group opacity, in these bytes, rounding once per shape or layer drawn, as ThorVG and
/// lottie-web's canvas do; only layers that effects filter are floats, so blurs do not band.
/// A quarter of the memory of float pixels is what makes large frames fast to clear and to
/// draw. Sizes are clamped to `0...` and to ``maxPixelCount``.
///
/// ```swift
/// var buffer = PixelBuffer(width: 160, height: 160)
/// buffer.straightColor(x: 0, y: 0)   // Color.clear
/// let bytes = buffer.straightRGBA8()
/// ```
public struct PixelBuffer: Sendable, Equatable {
    /// The largest number of pixels a buffer may hold (larger sizes are clamped to zero area).
    public static let maxPixelCount = 1 << 24

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` premultiplied bytes: r, g, b, a per pixel (r ≤ a, g ≤ a, b ≤ a).
    package var storage: [UInt8]

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
        self.storage = [UInt8](repeating: 0, count: w * h * 4)
    }

    /// A buffer from straight (un-premultiplied) 8-bit RGBA bytes; missing bytes are transparent.
    public init(width: Int, height: Int, straightRGBA8 bytes: [UInt8]) {
        self.init(width: width, height: height)
        let count = min(bytes.count / 4, self.width * self.height)
        for i in 0..<count {
            let a = Float(bytes[i * 4 + 3])
            for channel in 0..<3 { storage[i * 4 + channel] = Self.byte(Float(bytes[i * 4 + channel]) * a / (255 * 255)) }
            storage[i * 4 + 3] = bytes[i * 4 + 3]
        }
    }

    // MARK: - Reading

    /// The premultiplied components at `(x, y)` in 0...1, or zeros outside the buffer.
    package func premultiplied(x: Int, y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        return storage.withUnsafeBufferPointer { p in p.baseAddress.map { Self.unitPixel($0 + (y * width + x) * 4) } ?? .zero }
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
                for i in 0..<count {
                    let a = s[i &* 4 &+ 3]
                    if a == 255 || a == 0 {
                        UnsafeMutableRawPointer(o + i &* 4).storeBytes(
                            of: a == 0 ? 0 : UnsafeRawPointer(s + i &* 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
                        continue
                    }
                    let inverse = 1 / Float(a)
                    o[i &* 4] = Self.byte(Float(s[i &* 4]) * inverse)
                    o[i &* 4 &+ 1] = Self.byte(Float(s[i &* 4 &+ 1]) * inverse)
                    o[i &* 4 &+ 2] = Self.byte(Float(s[i &* 4 &+ 2]) * inverse)
                    o[i &* 4 &+ 3] = a
                }
            }
            initialized = count * 4
        }
    }

    /// The four bytes at `pixel` as premultiplied components in 0...1.
    @inlinable @inline(__always)
    package static func unitPixel(_ pixel: UnsafePointer<UInt8>) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self))) * (1 / 255)
    }

    // MARK: - Writing

    /// Sets every pixel to transparent.
    package mutating func clear() {
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Stores a straight colour at `(x, y)` (ignored outside the buffer).
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let a = Float(Self.unit(color.a))
        let i = (y * width + x) * 4
        storage[i] = Self.byte(Float(Self.unit(color.r)) * a)
        storage[i + 1] = Self.byte(Float(Self.unit(color.g)) * a)
        storage[i + 2] = Self.byte(Float(Self.unit(color.b)) * a)
        storage[i + 3] = Self.byte(a)
    }

    // MARK: - Private

    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// A component in 0...1 as a byte: clamped (NaN → 0), scaled and rounded.
    @inline(__always)
    private static func byte(_ v: Float) -> UInt8 {
        let low = v > 0 ? v : 0  // selects, no branch: NaN and negatives → 0
        let clamped = low < 1 ? low : 1
        return UInt8(truncatingIfNeeded: Int32(clamped * 255 + 0.5))
    }
}

/// The Adler-32 checksum that ends a zlib stream.
package enum Adler32 {
    /// The largest number of bytes summed before the sums must be reduced modulo 65521 so
    /// that they fit in 32 bits (zlib's NMAX, a multiple of 16).
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65521
    /// The weights of 16 bytes in the second sum: the first counts 16 times, the last once.
    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

    /// The checksum of `bytes`, sixteen bytes at a time.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count {
                let end = min(index + blockLength, buffer.count)
                while index + 16 <= end {
                    let chunk = SIMD16<UInt32>(truncatingIfNeeded: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
                    b &+= 16 &* a &+ (chunk &* weights).wrappedSum()
                    a &+= chunk.wrappedSum()
                    index += 16
                }
                while index < end {
                    a &+= UInt32(base[index])
                    b &+= a
                    index += 1
                }
                a %= modulus
                b %= modulus
            }
        }
        return (b << 16) | a
    }
}

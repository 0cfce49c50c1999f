import Foundation

/// Tiny WebP files made once with Debian's `cwebp`/`img2webp` (libwebp 1.2.4) and embedded
/// here, so the tests need no encoder.
public enum WebPFixture {
    /// Lossless 4×2 (`cwebp -lossless -exact`): opaque red, green, blue, white / red at alpha
    /// 128, transparent, black, (10, 20, 30).
    public static let lossless = Data(base64Encoded: "UklGRkIAAABXRUJQVlA4TDUAAAAvA0AAED8gECB48L9qQ0iQ0P2/V4EAwYj/SwSSNjYfT/4AwLHJsclVQSiAxl5EkWRSRP/DGAA=") ?? Data()

    /// Lossy 8×8 with an alpha chunk (`cwebp -q 90`): red, green / blue, transparent quadrants.
    public static let lossy =
        Data(
            base64Encoded:
                "UklGRpoAAABXRUJQVlA4WAoAAAAQAAAABwAABwAAQUxQSA0AAAABDzD/ERHiD/8R/Y8HAFZQOCBmAAAAEAMAnQEqCAAIAADAEiWwAnS6AMr/3EDeIP5KDJHa9+QAAP79nr6HM/ODauvX//ybf9ZsAHubHfRm+Kj/+1If/lJ4Ff/obf/VbhNbP//Pe/psnyM6//ZAx7v/4sX/+fkV9T7VMAAA"
        ) ?? Data()

    /// Animated 1×1, two lossless frames (`img2webp -lossless`): red, then blue.
    public static let animated =
        Data(
            base64Encoded:
                "UklGRoQAAABXRUJQVlA4WAoAAAACAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GKAAAAAAAAAAAAAAAAAAAAGQAAAJWUDhMDwAAAC8AAAAABxD9j/4HIqL/AQBBTk1GKAAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDwAAAC8AAAAABxDR//4HIqL/AQA="
        ) ?? Data()

    /// A RIFF/WEBP container with a lossless (VP8L) header declaring `width`×`height` (1...16384)
    /// and no pixel data: enough for libwebp to report the size.
    public static func losslessHeader(width: UInt32, height: UInt32) -> Data {
        let bits = (width - 1) | (height - 1) << 14
        var chunk = Data("VP8L".utf8) + littleEndian(5) + Data([0x2F]) + littleEndian(bits)
        chunk.append(0)  // chunks are padded to an even size
        return Data("RIFF".utf8) + littleEndian(UInt32(4 + chunk.count)) + Data("WEBP".utf8) + chunk
    }

    private static func littleEndian(_ value: UInt32) -> Data {
        withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }
}

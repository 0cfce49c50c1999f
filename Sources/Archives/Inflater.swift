import Foundation
import ZIPFoundation

/// Inflates raw deflate streams (zip entries, gzip bodies) through ZIPFoundation's
/// `Data.decompress`, with a hard cap on the output.
///
/// On Linux, `Data.decompress` hands zlib `bufferSize` input bytes whatever the provider
/// returns, and loops forever if the provider returns nothing before the stream ends. So
/// the provider here always returns exactly `bufferSize` bytes (zero-padded after the
/// input) and throws once the input is used up: a truncated stream fails instead of
/// hanging or reading past the buffer.
enum Inflater {
    /// Bytes handed to zlib per call, and the size of each output chunk.
    static let chunkSize = 64 * 1024

    /// The inflated bytes and their CRC-32.
    /// - Parameters:
    ///   - compressed: a raw deflate stream (no zlib or gzip header).
    ///   - limit: the most bytes the output may have; inflation stops as soon as it is passed.
    ///   - what: names the stream in error messages ("entry a/x.json").
    /// - Throws: `ContainerError` if the data is corrupt, ends early or expands past `limit`.
    static func inflate(_ compressed: Data, limit: Int, what: String) throws(ContainerError) -> (bytes: Data, crc32: UInt32) {
        let input = compressed.startIndex == 0 ? compressed : Data(compressed)
        var output = Data()
        let checksum: UInt32
        do {
            checksum = try Data.decompress(
                size: Int64(input.count), bufferSize: chunkSize, skipCRC32: false,
                provider: { position, size in
                    try Self.chunk(of: input, at: position, size: size, what: what)
                },
                consumer: { part in
                    guard part.count <= limit - output.count else {
                        throw ContainerError("\(what) inflates past \(limit) bytes: it is truncated, corrupt or a zip bomb")
                    }
                    output.append(part)
                })
        } catch let error as ContainerError {
            throw error
        } catch {
            throw ContainerError("\(what) is corrupt: its deflate data cannot be inflated")
        }
        return (output, checksum)
    }

    /// Exactly `size` bytes of `input` from `position`, zero-padded at the end.
    private static func chunk(of input: Data, at position: Int64, size: Int, what: String) throws -> Data {
        guard position >= 0, position < Int64(input.count), size > 0 else {
            throw ContainerError("\(what) is truncated: its deflate data ends early")
        }
        let start = Int(position)
        let end = min(input.count, start + size)
        var chunk = input.subdata(in: start..<end)
        if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
        return chunk
    }
}

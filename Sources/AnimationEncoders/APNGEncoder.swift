import CLibz

/// An animated PNG written by us (Debian's libpng has no APNG writer): chunks, row filters,
/// each frame compressed by zlib.
/// Every frame is a full 8-bit RGBA image that replaces the previous one (`blend_op` source),
/// so PNG viewers without APNG show the first frame.
package final class APNGEncoder: AnimationEncoding {
    private let width: Int
    private let height: Int
    private let level: Int32
    private var sequence: UInt32 = 0
    private var clock = TickClock(ticksPerSecond: 1000)
    private var isFirst = true

    /// Starts an APNG of `frameCount` frames of `width × height` that plays `loopCount` times
    /// (0: forever), compressed at zlib `level` (0...9).
    package init(width: Int, height: Int, frameCount: Int, loopCount: Int, level: Int = 6) {
        self.width = width
        self.height = height
        self.level = Int32(min(max(level, 0), 9))
        self.frameCount = frameCount
        self.loopCount = loopCount
    }

    private let frameCount: Int
    private let loopCount: Int

    /// The frame's rows filtered and compressed by zlib.
    package var prepare: @Sendable ([UInt8]) throws -> [UInt8] {
        { [width, height, level] rgba in try Self.compress(PNGChunks.filteredRows(rgba, width: width, height: height), level: level) }
    }

    package func append(_ data: [UInt8], duration: Double) throws(EncodingError) -> [UInt8] {
        var out: [UInt8] = []
        if isFirst {
            out = PNGChunks.signature
            var header: [UInt8] = []
            PNGChunks.appendBigEndian(UInt32(width), to: &header)
            PNGChunks.appendBigEndian(UInt32(height), to: &header)
            header += [8, 6, 0, 0, 0]
            PNGChunks.append("IHDR", header, to: &out)
            var control: [UInt8] = []
            PNGChunks.appendBigEndian(UInt32(frameCount), to: &control)
            PNGChunks.appendBigEndian(UInt32(clamping: loopCount), to: &control)
            PNGChunks.append("acTL", control, to: &out)
        }
        var frameControl: [UInt8] = []
        PNGChunks.appendBigEndian(nextSequence(), to: &frameControl)
        for value in [UInt32(width), UInt32(height), 0, 0] { PNGChunks.appendBigEndian(value, to: &frameControl) }
        let delay = UInt16(clamping: clock.ticks(for: duration))
        frameControl += [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8]  // delay in 1/1000 s
        frameControl += [0, 0]  // dispose_op none, blend_op source
        PNGChunks.append("fcTL", frameControl, to: &out)
        if isFirst {
            PNGChunks.append("IDAT", data, to: &out)
        } else {
            var frameData: [UInt8] = []
            PNGChunks.appendBigEndian(nextSequence(), to: &frameData)
            PNGChunks.append("fdAT", frameData + data, to: &out)
        }
        isFirst = false
        return out
    }

    package func finish() throws(EncodingError) -> [UInt8] {
        var out: [UInt8] = []
        PNGChunks.append("IEND", [], to: &out)
        return out
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    private static func compress(_ raw: [UInt8], level: Int32) throws(EncodingError) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, raw, uLong(raw.count), level)
        guard status == Z_OK else { throw EncodingError(function: "compress2", code: Int(status)) }
        out.removeSubrange(Int(size)...)
        return out
    }
}

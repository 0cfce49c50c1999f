import CGif

/// An animated GIF through giflib: one global palette for the whole animation
/// (``GIFPalette``), ordered dithering, full frames whose transparent pixels clear to the
/// background (disposal 2), and a NETSCAPE2.0 loop count. giflib writes the header, palette,
/// extensions and trailer; each frame's pixels are compressed by ``GIFLZW`` in `prepare`, so on
/// the rendering tasks, and its image block is written as it comes.
package final class GIFEncoder: AnimationEncoding {
    private let width: Int
    private let height: Int
    private let palette: GIFPalette
    /// Bits per palette index (the colour table has `1 << codeSize` entries), 2...8.
    private let codeSize: Int
    private var clock = TickClock(ticksPerSecond: 100)
    private let sink = ByteSink()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Starts a GIF of `width × height` that plays `loopCount` times (0: forever).
    package init(width: Int, height: Int, palette: GIFPalette, loopCount: Int) throws(EncodingError) {
        self.width = width
        self.height = height
        self.palette = palette
        var error: Int32 = 0
        guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), Self.output, &error) else {
            throw EncodingError(function: "EGifOpen", code: Int(error))
        }
        self.file = file
        EGifSetGifVersion(file, true)
        let entries = (palette.colors + [SIMD3(0, 0, 0)]).map { GifColorType(Red: $0.x, Green: $0.y, Blue: $0.z) }
        var size: Int32 = 2
        var bits = 1
        while size < entries.count {
            size *= 2
            bits += 1
        }
        codeSize = max(bits, 2)
        let padded = entries + [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: Int(size) - entries.count)
        let map = padded.withUnsafeBufferPointer { GifMakeMapObject(size, $0.baseAddress) }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, Int32(palette.transparentIndex), map), "EGifPutScreenDesc")
        try putLoop(loopCount)
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// The palette indices of a frame, dithered and LZW-compressed into its image data.
    package var prepare: @Sendable ([UInt8]) throws -> [UInt8] {
        { [palette, width, height, codeSize] rgba in
            var lookup = NearestColorTable()
            let indices = palette.indices(rgba, width: width, lookup: &lookup)
            guard indices.count == width * height else { throw EncodingError(function: "GIFLZW", code: -1) }
            return GIFLZW.imageData(indices, minCodeSize: codeSize)
        }
    }

    package func append(_ prepared: [UInt8], duration: Double) throws(EncodingError) -> [UInt8] {
        guard let file, prepared.first == UInt8(codeSize) else { throw EncodingError(function: "EGifPutExtension", code: -1) }
        var control = GraphicsControlBlock(
            DisposalMode: cgif_dispose_background, UserInputFlag: false,
            DelayTime: Int32(min(clock.ticks(for: duration), 65535)), TransparentColor: Int32(palette.transparentIndex))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, cgif_graphics_ext, Int32(length), extensionBytes), "EGifPutExtension")
        // The image descriptor (at 0, 0, full size, no local colour table, not interlaced),
        // then the compressed data from `prepare`.
        var descriptor: [UInt8] = [0x2C, 0, 0, 0, 0]
        for value in [width, height] { descriptor += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
        descriptor.append(0)
        sink.bytes += descriptor
        sink.bytes += prepared
        return sink.take()
    }

    package func finish() throws(EncodingError) -> [UInt8] {
        guard let file else { return [] }
        self.file = nil
        var error: Int32 = 0
        if EGifCloseFile(file, &error) != GIF_OK { throw EncodingError(function: "EGifCloseFile", code: Int(error)) }
        return sink.take()
    }

    // MARK: - Private

    /// The application extension that makes viewers repeat the animation.
    private func putLoop(_ count: Int) throws(EncodingError) {
        guard let file else { return }
        let loops = UInt16(clamping: count)
        try check(EGifPutExtensionLeader(file, cgif_application_ext), "EGifPutExtensionLeader")
        try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)), "EGifPutExtensionBlock")
        try check(EGifPutExtensionBlock(file, 3, [1, UInt8(loops & 0xFF), UInt8(loops >> 8)]), "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(file), "EGifPutExtensionTrailer")
    }

    private func check(_ status: Int32, _ function: String) throws(EncodingError) {
        guard status != GIF_OK else { return }
        throw EncodingError(function: function, code: Int(file?.pointee.Error ?? -1))
    }

    /// giflib's output callback: appends to the sink in `UserData`.
    private static let output: OutputFunc = { file, bytes, count in
        guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
        let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
        return count
    }
}

/// Bytes a C library has written, until they are taken.
final class ByteSink {
    var bytes: [UInt8] = []

    func take() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }
}

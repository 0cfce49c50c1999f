import LottieGraphics

/// The DEC sixel escape that shows a frame at the cursor.
///
/// Translucent pixels are blended over the terminal's background colour; fully transparent
/// pixels are not drawn at all (`P2 = 1`: they keep what is on screen). Colours come from a
/// palette fitted to the frame (``SixelPalette``), with ordered dithering tied to screen
/// positions, so still areas do not shimmer.
package struct SixelImage: Sendable {
    /// The terminal's background colour, straight sRGB 0...1.
    package var background: SIMD3<Float>
    /// The most colour registers to use (the terminal's count, up to 256).
    package var colorRegisters: Int
    /// Whether colours are dithered between palette entries.
    package var dithers = true

    /// The alpha from which a pixel is drawn (below it, it is left as it is on screen).
    package static let drawnAlpha: UInt8 = 1

    /// How far dithering moves a colour, as a share of the full range (about one histogram bin).
    static let ditherAmplitude: Float = 1.0 / 32

    package init(background: SIMD3<Float>, colorRegisters: Int = 256) {
        self.background = background
        self.colorRegisters = colorRegisters
    }

    /// The escape for `pixels` (premultiplied), whose top-left pixel is at (`x`, `y`) of the
    /// whole image (the dithering pattern is tied to the whole image's pixels).
    package func escape(_ pixels: PixelBuffer, x originX: Int = 0, y originY: Int = 0) -> [UInt8] {
        let (width, height) = (pixels.width, pixels.height)
        guard pixels.storage.count >= width * height * 4 else { return Self.encode(indices: [], width: 0, height: 0, palette: []) }
        let background = background
        let amplitude = dithers ? Self.ditherAmplitude : 0
        let opaque = OpaqueLevels(amplitude: amplitude)
        var counts = [Int32](repeating: 0, count: SixelPalette.binCount)
        var sums = [SIMD3<Float>](repeating: .zero, count: SixelPalette.binCount)
        pixels.storage.withUnsafeBufferPointer { storage in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    for index in 0..<(width * height) {
                        let bin: Int
                        let color: SIMD3<Float>
                        if storage[index &* 4 &+ 3] == 255 {
                            (bin, color) = opaque.binAndColor(storage, index)
                        } else {
                            guard let shown = Self.shown(storage, index, over: background) else { continue }
                            (bin, color) = (SixelPalette.bin(shown), shown)
                        }
                        counts[bin] += 1
                        sums[bin] += color
                    }
                }
            }
        }
        var palette = SixelPalette(counts: counts, sums: sums, limit: min(colorRegisters, 256))
        var indices = [Int16](repeating: -1, count: width * height)
        pixels.storage.withUnsafeBufferPointer { storage in
            indices.withUnsafeMutableBufferPointer { indices in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        let dither = ((originY &+ y) & 7) << 3 | ((originX &+ x) & 7)
                        if storage[index &* 4 &+ 3] == 255 {
                            indices[index] = palette.index(ofBin: opaque.ditheredBin(storage, index, dither: dither))
                            continue
                        }
                        guard let color = Self.shown(storage, index, over: background) else { continue }
                        indices[index] = palette.index(of: color + OrderedDither.offset(x: dither & 7, y: dither >> 3) * amplitude)
                    }
                }
            }
        }
        return Self.encode(indices: indices, width: width, height: height, palette: palette.entries)
    }

    /// Opaque pixels' colours and histogram bins looked up from their bytes: the same numbers
    /// as ``shown(_:_:over:)`` and ``SixelPalette/bin(_:)`` compute (an opaque pixel covers
    /// the background entirely), dithered or not.
    private struct OpaqueLevels {
        /// Each byte as a component in 0...1.
        let unitOfByte: [Float]
        /// Each byte's histogram level.
        let levelOfByte: [Int]
        /// Each byte's level after the dither offset of each of the 64 places: 256 per place.
        let ditheredLevel: [UInt8]

        init(amplitude: Float) {
            let units = (0..<256).map { Float($0) * (1 / 255) }
            unitOfByte = units
            levelOfByte = units.map(SixelPalette.level)
            ditheredLevel = (0..<64).flatMap { place in
                let offset = OrderedDither.offset(x: place & 7, y: place >> 3) * amplitude
                return units.map { UInt8(SixelPalette.level($0 + offset)) }
            }
        }

        @inline(__always)
        func binAndColor(_ storage: UnsafeBufferPointer<UInt8>, _ index: Int) -> (Int, SIMD3<Float>) {
            let (r, g, b) = (Int(storage[index &* 4]), Int(storage[index &* 4 &+ 1]), Int(storage[index &* 4 &+ 2]))
            return (levelOfByte[r] << 10 | levelOfByte[g] << 5 | levelOfByte[b], SIMD3(unitOfByte[r], unitOfByte[g], unitOfByte[b]))
        }

        @inline(__always)
        func ditheredBin(_ storage: UnsafeBufferPointer<UInt8>, _ index: Int, dither: Int) -> Int {
            let row = dither << 8
            let r = Int(ditheredLevel[row | Int(storage[index &* 4])])
            let g = Int(ditheredLevel[row | Int(storage[index &* 4 &+ 1])])
            return r << 10 | g << 5 | Int(ditheredLevel[row | Int(storage[index &* 4 &+ 2])])
        }
    }

    /// The colour shown at pixel `index` of premultiplied `storage` (translucent pixels over
    /// `background`, each component in 0...1), or nil when it is left undrawn.
    @inline(__always)
    private static func shown(_ storage: UnsafeBufferPointer<UInt8>, _ index: Int, over background: SIMD3<Float>) -> SIMD3<Float>? {
        guard storage[index &* 4 &+ 3] >= drawnAlpha, let base = storage.baseAddress else { return nil }
        let pixel = PixelBuffer.unitPixel(base + index &* 4)
        let cover = 1 - pixel.w
        return SIMD3(
            unit(pixel.x + cover * background.x), unit(pixel.y + cover * background.y), unit(pixel.z + cover * background.z))
    }

    /// `value` limited to 0...1 (NaN becomes 0).
    @inline(__always)
    private static func unit(_ value: Float) -> Float {
        value > 0 ? (value < 1 ? value : 1) : 0
    }

    /// DCS, raster attributes, the palette, then six-row bands: per colour in the band its
    /// sixels, run-length encoded, with `$` between colours and `-` between bands.
    static func encode(indices: [Int16], width: Int, height: Int, palette: [SIMD3<Float>]) -> [UInt8] {
        var out = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (index, entry) in palette.enumerated() {
            let percent = (entry * Float(100)).rounded(.toNearestOrAwayFromZero)
            out += Array("#\(index);2;\(Int(percent.x));\(Int(percent.y));\(Int(percent.z))".utf8)
        }
        let colors = max(palette.count, 1)
        // Each colour's sixels in a band, as a list of (column, mask) entries in column order
        // (`head`, `next`), so that a colour costs what it draws, not the band's width.
        var head = [Int32](repeating: -1, count: colors)
        var tail = [Int32](repeating: -1, count: colors)
        var next = [Int32](repeating: -1, count: 6 * width)
        var column = [Int32](repeating: 0, count: 6 * width)
        var mask = [UInt8](repeating: 0, count: 6 * width)
        var usedList: [Int] = []
        var band = 0
        while band * 6 < height {
            let rows = min(6, height - band * 6)
            usedList.removeAll(keepingCapacity: true)
            // Colours in the order they first appear, row by row (-2 marks one seen, with
            // no entry yet).
            for dy in 0..<rows {
                let row = (band * 6 + dy) * width
                for x in 0..<width {
                    let index = Int(indices[row + x])
                    if index >= 0 && head[index] == -1 {
                        head[index] = -2
                        usedList.append(index)
                    }
                }
            }
            indices.withUnsafeBufferPointer { indices in
                var entries: Int32 = 0
                for x in 0..<width {
                    for dy in 0..<rows {
                        let index = Int(indices[(band * 6 + dy) * width + x])
                        guard index >= 0 else { continue }
                        let last = tail[index]
                        if last >= 0 && column[Int(last)] == Int32(x) {
                            mask[Int(last)] |= 1 << dy
                            continue
                        }
                        (column[Int(entries)], mask[Int(entries)], next[Int(entries)]) = (Int32(x), 1 << dy, -1)
                        if last >= 0 { next[Int(last)] = entries } else { head[index] = entries }
                        tail[index] = entries
                        entries += 1
                    }
                }
            }
            for (position, color) in usedList.enumerated() {
                if position > 0 { out.append(UInt8(ascii: "$")) }
                out.append(UInt8(ascii: "#"))
                appendDecimal(color, to: &out)
                // Runs of equal sixels; a gap between entries is a run of empty ones.
                var x = 0
                var entry = head[color]
                while entry >= 0 {
                    let start = Int(column[Int(entry)])
                    let value = mask[Int(entry)]
                    appendRun(of: 0, count: start - x, to: &out)
                    var end = start + 1
                    entry = next[Int(entry)]
                    while entry >= 0, Int(column[Int(entry)]) == end, mask[Int(entry)] == value {
                        end += 1
                        entry = next[Int(entry)]
                    }
                    appendRun(of: value, count: end - start, to: &out)
                    x = end
                }
                (head[color], tail[color]) = (-1, -1)
            }
            out.append(UInt8(ascii: "-"))
            band += 1
        }
        out += [0x1B, 0x5C]
        return out
    }

    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(0x30 + UInt8(value % 10))
    }

    /// `count` sixels of `mask`: as `!count` when four or more.
    private static func appendRun(of mask: UInt8, count: Int, to out: inout [UInt8]) {
        let character = 63 + mask
        if count >= 4 {
            out.append(UInt8(ascii: "!"))
            appendDecimal(count, to: &out)
            out.append(character)
        } else {
            for _ in 0..<count { out.append(character) }
        }
    }
}

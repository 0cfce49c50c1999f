import LottieGraphics

/// A frame at the grid's own pixel size, ready for cells: each pixel is the area average of the
/// supersampled pixels it covers, blended over the backdrop. `w` is 1 for a pixel that shows
/// colour and 0 for one left to the terminal's default background (fully transparent).
struct CellSamples {
    let width: Int
    let height: Int
    /// Straight sRGB in `xyz`, row-major.
    private(set) var values: [SIMD4<Float>]
    /// The terminal background's colour, when the backdrop is the terminal's.
    let terminalBackground: SIMD3<Float>
    /// Whether monochrome ink is dark (the terminal's background is light).
    let backgroundIsLight: Bool

    /// Alpha below which an averaged pixel counts as fully transparent.
    static let clearAlpha: Float = 0.5 / 255

    init(_ pixels: PixelBuffer, columns: Int, rows: Int, factor: Int, encoder: CellEncoder) {
        let perCell = encoder.cellMode.pixelsPerCell
        width = columns * perCell.width
        height = rows * perCell.height
        let backdrop = encoder.backdrop
        let terminal = backdrop.color(x: 0, y: 0, pixelsPerCell: perCell)
        terminalBackground = terminal
        backgroundIsLight = 0.2126 * terminal.x + 0.7152 * terminal.y + 0.0722 * terminal.z > 0.5
        let keepsTerminal = backdrop.keepsTerminalBackground
        let linear = encoder.averagesInLinearLight
        let (width, height) = (width, height)
        var values = [SIMD4<Float>](repeating: .zero, count: width * height)
        pixels.storage.withUnsafeBufferPointer { storage in
            let stride = pixels.width * 4
            let scale = 1 / Float(factor * factor)
            for y in 0..<height {
                for x in 0..<width {
                    var sum = SIMD4<Float>.zero
                    for dy in 0..<factor {
                        var index = (y * factor + dy) * stride + x * factor * 4
                        for _ in 0..<factor {
                            let pixel = SIMD4(storage[index], storage[index + 1], storage[index + 2], storage[index + 3])
                            sum += linear ? Self.transferred(pixel, ColorSpace.linear) : pixel
                            index += 4
                        }
                    }
                    var average = sum * scale
                    if linear { average = Self.transferred(average, ColorSpace.encoded) }
                    if keepsTerminal, !(average.w >= Self.clearAlpha) {
                        values[y * width + x] = SIMD4(terminal, 0)
                        continue
                    }
                    let behind = backdrop.color(x: x, y: y, pixelsPerCell: perCell)
                    let alpha = min(max(average.w, 0), 1)
                    var color = SIMD3(average.x, average.y, average.z) + (1 - alpha) * behind
                    color.replace(with: SIMD3<Float>(repeating: 0), where: .!(color .>= 0))  // NaN too
                    color.replace(with: SIMD3(repeating: 1), where: color .> 1)
                    values[y * width + x] = SIMD4(color, 1)
                }
            }
        }
        self.values = values
    }

    @inline(__always)
    subscript(x: Int, y: Int) -> SIMD4<Float> { values[y * width + x] }

    /// A premultiplied pixel whose straight colour goes through `transfer` (sRGB to linear light
    /// or back), still premultiplied.
    @inline(__always)
    private static func transferred(_ pixel: SIMD4<Float>, _ transfer: (Float) -> Float) -> SIMD4<Float> {
        guard pixel.w > 0 else { return .zero }
        let straight = SIMD3(pixel.x, pixel.y, pixel.z) / pixel.w
        return SIMD4(transfer(straight.x) * pixel.w, transfer(straight.y) * pixel.w, transfer(straight.z) * pixel.w, pixel.w)
    }
}

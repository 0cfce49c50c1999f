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

    /// `pixels` rendered at the encoder's ``CellEncoder/pixelSize(columns:rows:)``: each cell pixel
    /// averages the rendered pixels it covers (a whole number of them along each axis, except
    /// for sextants, whose thirds take rows by the share of their area).
    init(_ pixels: PixelBuffer, columns: Int, rows: Int, factor: Int, encoder: CellEncoder) {
        let perCell = encoder.cellMode.pixelsPerCell
        let rendered = encoder.cellMode.renderedPixelsPerCell
        width = columns * perCell.width
        height = rows * perCell.height
        let backdrop = encoder.backdrop
        let terminal = backdrop.color(x: 0, y: 0, pixelsPerCell: perCell)
        terminalBackground = terminal
        backgroundIsLight = 0.2126 * terminal.x + 0.7152 * terminal.y + 0.0722 * terminal.z > 0.5
        let keepsTerminal = backdrop.keepsTerminalBackground
        let linear = encoder.averagesInLinearLight
        let (width, height) = (width, height)
        let spansX = Self.spans(count: width, ratio: (rendered.width * factor, perCell.width))
        let spansY = Self.spans(count: height, ratio: (rendered.height * factor, perCell.height))
        let scale = Float(perCell.width * perCell.height) / Float(rendered.width * rendered.height * factor * factor)
        var values = [SIMD4<Float>](repeating: .zero, count: width * height)
        pixels.storage.withUnsafeBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            let stride = pixels.width * 4
            for y in 0..<height {
                let spanY = spansY[y]
                for x in 0..<width {
                    let spanX = spansX[x]
                    var sum = SIMD4<Float>.zero
                    for (dy, weightY) in spanY.weights.enumerated() {
                        var index = (spanY.start + dy) * stride + spanX.start * 4
                        for weightX in spanX.weights {
                            let pixel = PixelBuffer.unitPixel(base + index)
                            sum += (linear ? Self.transferred(pixel, ColorSpace.linear) : pixel) * (weightY * weightX)
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

    /// The rendered pixels each of `count` cell pixels covers along one axis, when
    /// `ratio.rendered` rendered pixels make `ratio.cell` cell pixels: the first one and the
    /// share of each (1 for whole pixels, so whole spans sum exactly as plain averages do).
    private static func spans(count: Int, ratio: (rendered: Int, cell: Int)) -> [(start: Int, weights: [Float])] {
        (0..<count).map { index in
            // Edges in units of 1/ratio.cell rendered pixels, so whole spans stay exact.
            let (low, high) = (index * ratio.rendered, (index + 1) * ratio.rendered)
            let start = low / ratio.cell
            let end = (high + ratio.cell - 1) / ratio.cell
            let weights = (start..<end).map { pixel in
                Float(min(high, (pixel + 1) * ratio.cell) - max(low, pixel * ratio.cell)) / Float(ratio.cell)
            }
            return (start, weights)
        }
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

import CellEncoder
import ImageCodecs
import LottieGraphics

extension PixelMode {
    /// The escape that shows `pixels` in this protocol (see `image(_:columns:rows:background:colorRegisters:png:)`),
    /// with iTerm2's PNG files written by libpng at its fastest level: a terminal shows each for
    /// one frame.
    package func image(
        _ pixels: PixelBuffer, columns: Int?, rows: Int?, background: SIMD3<Float>, colorRegisters: Int = 256
    ) -> [UInt8] {
        image(
            pixels, columns: columns, rows: rows, background: background, colorRegisters: colorRegisters,
            png: { PNGEncoder(compressionLevel: 1).encode($0) })
    }
}

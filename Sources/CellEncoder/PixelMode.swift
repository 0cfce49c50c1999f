import LottieGraphics

/// The terminal graphics protocols the viewport can be drawn with, at the terminal's own pixel
/// resolution, instead of cells.
package enum PixelMode: String, CaseIterable, Sendable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): zlib-compressed RGBA.
    case kitty
    /// DEC sixel graphics (xterm -ti vt340, foot, WezTerm, mlterm, mintty, Windows Terminal).
    case sixel
    /// iTerm2 inline images (iTerm2, WezTerm, mintty): a PNG file.
    case iterm

    /// The escape bytes that show `pixels` (premultiplied, at the terminal's pixel size for the
    /// region) in the `columns` × `rows` cells starting at the cursor (nil: at the image's own
    /// size; sixel always is), with fully transparent
    /// pixels showing what is behind. `background` is the terminal's background colour, over
    /// which sixel blends translucent pixels, using at most `colorRegisters` colours. `png` encodes
    /// the PNG file iTerm2 images carry.
    package func image(
        _ pixels: PixelBuffer, columns: Int?, rows: Int?, background: SIMD3<Float>, colorRegisters: Int = 256,
        png: (PixelBuffer) -> [UInt8]
    ) -> [UInt8] {
        switch self {
        case .kitty: KittyImage().escape(pixels, columns: columns, rows: rows)
        case .sixel: SixelImage(background: background, colorRegisters: colorRegisters).escape(pixels)
        case .iterm: ITermImage.escape(png: png(pixels), columns: columns, rows: rows)
        }
    }
}

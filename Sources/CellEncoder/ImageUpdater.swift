import LottieGraphics

/// The viewport's image as it is sent to the terminal, frame after frame. A frame is sent whole
/// when the terminal shows nothing of ours (or something else, or at another size); after that,
/// when the protocol can (``PixelTarget/updatesParts``), only the smallest rectangle holding
/// every pixel that changed, grown to whole cells for sixel (which draws at the cursor), is
/// encoded and sent; an unchanged frame sends nothing (in every protocol). What the screen
/// shows is then the same as if every frame had been sent whole, for kitty pixel for pixel;
/// sixel fits its palette to the part it sends.
///
/// It keeps the last frame's pixels (a reference to the caller's buffer: a renderer that draws
/// into it again copies it first), and is a value, so one can encode on another thread while
/// the next frame renders.
package struct ImageUpdater: Sendable {
    package let target: PixelTarget
    /// The terminal's background colour (straight sRGB 0...1), under sixel's translucent pixels.
    package let background: SIMD3<Float>
    /// The PNG file of a frame, for iTerm2 images.
    let png: @Sendable (PixelBuffer) -> [UInt8]
    /// The last frame encoded, and the token it was sent with.
    private var last: (pixels: PixelBuffer, frame: TerminalImage.Token)?

    /// One frame's escape: for the whole image (`base` nil) or for the pixels of `part`.
    package struct Update: Sendable {
        package var escape: [UInt8]
        /// Whether some pixels the escape covers are left undrawn (sixel).
        package var leavesPixels: Bool
        /// The frame shown once the escape is drawn (the last one, when nothing changed).
        package var frame: TerminalImage.Token
        /// The frame the escape changes; nil when it draws the whole image.
        package var base: TerminalImage.Token?
        /// The pixels of the image the escape draws.
        package var part: IntRect
    }

    package init(target: PixelTarget, background: SIMD3<Float>, png: @escaping @Sendable (PixelBuffer) -> [UInt8]) {
        self.target = target
        self.background = background
        self.png = png
    }

    /// The escape that turns the screen, showing the frame `shown` (nil: none of ours), into
    /// `pixels` shown in `columns` × `rows` cells.
    package mutating func update(_ pixels: PixelBuffer, columns: Int, rows: Int, shown: TerminalImage.Token?) -> Update {
        let whole = IntRect(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height)
        var part = whole
        if let last, let shown, last.frame === shown, let changed = pixels.changedRect(from: last.pixels) {
            if changed.isEmpty { return Update(escape: [], leavesPixels: false, frame: shown, base: shown, part: changed) }
            if target.updatesParts {
                part =
                    target.mode == .sixel
                    ? changed.snapped(cellWidth: target.cellWidth, cellHeight: target.cellHeight, width: pixels.width, height: pixels.height)
                    : changed
            }
        }
        let drawn = part == whole ? pixels : pixels.cropped(to: part)
        let escape: [UInt8]
        switch target.mode {
        case .kitty:
            escape =
                part == whole
                ? KittyImage().escape(pixels, columns: columns, rows: rows) : KittyImage().edit(drawn, x: part.x0, y: part.y0)
        case .sixel:
            escape = SixelImage(background: background, colorRegisters: target.colorRegisters).escape(drawn, x: part.x0, y: part.y0)
        case .iterm:
            escape = ITermImage.escape(png: png(pixels), columns: columns, rows: rows)
        }
        let frame = TerminalImage.Token()
        let base = part == whole ? nil : last?.frame
        last = (pixels, frame)
        // Only a sixel escape leaves pixels undrawn; the others draw every pixel they cover.
        let leaves = target.mode == .sixel && Self.leavesPixels(drawn)
        return Update(escape: escape, leavesPixels: leaves, frame: frame, base: base, part: part)
    }

    /// Whether a sixel escape of `pixels` leaves some undrawn.
    static func leavesPixels(_ pixels: PixelBuffer) -> Bool {
        pixels.storage.count < 4 || stride(from: 3, to: pixels.storage.count, by: 4).contains { pixels.storage[$0] < SixelImage.drawnAlpha }
    }
}

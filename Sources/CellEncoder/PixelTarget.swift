/// Where the viewport's image goes: the protocol, the terminal's cell size in pixels and, for
/// sixel, its colour registers.
package struct PixelTarget: Equatable, Sendable {
    package var mode: PixelMode
    package var cellWidth: Int
    package var cellHeight: Int
    /// Sixel colour registers (up to 256 are used).
    package var colorRegisters: Int
    /// The largest sixel image the terminal shows (xterm's default is 800 × 480), if it says.
    package var largestImage: (width: Int, height: Int)?
    /// Whether a kitty image's pixels can be replaced in part (frame editing, `a=f`): kitty
    /// itself does it; other terminals that speak the kitty protocol get whole frames.
    package var editsFrames: Bool

    package init(
        mode: PixelMode, cellWidth: Int, cellHeight: Int, colorRegisters: Int = 256, largestImage: (width: Int, height: Int)? = nil,
        editsFrames: Bool = false
    ) {
        self.mode = mode
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(1, cellHeight)
        self.colorRegisters = colorRegisters
        self.largestImage = largestImage
        self.editsFrames = editsFrames
    }

    /// Whether a frame can be sent as the part that changed since the one on screen: sixel
    /// draws a part at a cell, kitty edits the image when ``editsFrames``; iTerm2 images are
    /// always whole.
    package var updatesParts: Bool {
        switch mode {
        case .sixel: true
        case .kitty: editsFrames
        case .iterm: false
        }
    }

    /// The image size for `columns` × `rows` cells: their pixels, scaled down (keeping the
    /// aspect ratio) to the largest image the terminal shows.
    package func imageSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        let (width, height) = (columns * cellWidth, rows * cellHeight)
        guard let largest = largestImage, largest.width > 0, largest.height > 0, width > largest.width || height > largest.height else {
            return (width, height)
        }
        let scale = min(Double(largest.width) / Double(width), Double(largest.height) / Double(height))
        return (max(1, Int(Double(width) * scale)), max(1, Int(Double(height) * scale)))
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.mode == b.mode && a.cellWidth == b.cellWidth && a.cellHeight == b.cellHeight && a.colorRegisters == b.colorRegisters
            && a.largestImage?.width == b.largestImage?.width && a.largestImage?.height == b.largestImage?.height
            && a.editsFrames == b.editsFrames
    }

    /// The target for `choice` on a terminal that answered `graphics`, or the reason cells are used.
    package static func resolve(_ choice: PixelChoice, _ graphics: TerminalGraphics) -> (target: PixelTarget?, reason: String?) {
        let (mode, reason) = choice.resolve(graphics)
        guard let mode, let cell = graphics.cellSize else { return (nil, reason) }
        let target = PixelTarget(
            mode: mode, cellWidth: cell.width, cellHeight: cell.height, colorRegisters: graphics.colorRegisters ?? 256,
            largestImage: mode == .sixel ? graphics.sixelLimit : nil,
            editsFrames: mode == .kitty && graphics.version?.lowercased().hasPrefix("kitty") == true && !graphics.underTmux)
        return (target, nil)
    }
}

/// An encoded image for a rectangle of cells, for the screen writer to place: a whole frame, or
/// the part of one that changed since the frame on screen.
package struct TerminalImage: Equatable, Sendable {
    package var mode: PixelMode
    /// The cells the image covers.
    package var rect: CellRect
    /// The protocol's escape bytes (drawn from the top-left cell of ``patch``, or of `rect`).
    package var escape: [UInt8]
    /// Whether some pixels the escape covers are not drawn (transparent, in sixel), so what was
    /// there must be erased first.
    package var leavesPixels: Bool
    /// The frame the screen shows once the escape is drawn.
    package var frame: Token
    /// The frame the escape changes (nil: it draws the whole image); drawn over any other, it
    /// would show a mix of both.
    package var base: Token?
    /// The cells the escape draws, relative to `rect` (nil: all of them).
    package var patch: CellRect?

    /// Names one frame as drawn on screen (compared by identity).
    package final class Token: Sendable {
        package init() {}
    }

    package init(
        mode: PixelMode, rect: CellRect, escape: [UInt8], leavesPixels: Bool = true, frame: Token = Token(), base: Token? = nil,
        patch: CellRect? = nil
    ) {
        self.mode = mode
        self.rect = rect
        self.escape = escape
        self.leavesPixels = leavesPixels
        self.frame = frame
        self.base = base
        self.patch = patch
    }

    /// The cells the escape draws, on the screen.
    package var drawnCells: CellRect {
        guard let patch else { return rect }
        return CellRect(column: rect.column + patch.column, row: rect.row + patch.row, columns: patch.columns, rows: patch.rows)
    }

    /// Two images are the same when they show the same frame in the same cells.
    package static func == (a: Self, b: Self) -> Bool {
        a.mode == b.mode && a.rect == b.rect && a.frame === b.frame
    }
}

/// One evaluated frame as draw commands: the contract between frame evaluation and the rasterizer.
///
/// Coordinates are composition space (`0...width` × `0...height`, y down). Items paint back to
/// front (first item at the bottom). Renderers clip to the composition rectangle.
///
/// ```swift
/// let list = DisplayList(width: 100, height: 100, items: [
///     .shape(ShapeDraw(path: .rectangle(Rect(x: 10, y: 10, width: 80, height: 80)),
///                      paint: .solid(.black), style: .fill(.nonZero))),
/// ])
/// ```
package struct DisplayList: Sendable {
    /// Composition width.
    package var width: Double
    /// Composition height.
    package var height: Double
    /// Draw items, painted first to last.
    package var items: [DisplayItem]

    /// Creates a display list.
    package init(width: Double, height: Double, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.items = items
    }
}

/// A track matte: a source group rendered offscreen (with its own opacity, masks and matte,
/// ignoring its blend mode) whose alpha or luminance multiplies the content's layer.
package struct MatteDraw: Sendable, Equatable {
    /// How the source modulates the content.
    package var mode: MatteMode
    private var box: Box

    /// Creates a matte from its source group.
    package init(source: GroupDraw, mode: MatteMode) {
        self.box = Box(source)
        self.mode = mode
    }

    /// The group whose pixels form the matte.
    package var source: GroupDraw {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// Equal mode and equal source (the same box without comparing).
    package static func == (a: MatteDraw, b: MatteDraw) -> Bool {
        a.mode == b.mode && (a.box === b.box || a.box.value == b.box.value)
    }

    /// Immutable indirection so a group can contain a matte that contains a group.
    private final class Box: Sendable {
        let value: GroupDraw
        init(_ value: GroupDraw) { self.value = value }
    }
}

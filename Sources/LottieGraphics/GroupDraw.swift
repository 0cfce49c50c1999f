/// Children composited as one layer (a Lottie layer or a shape group that needs it).
///
/// Order of operations: the children are drawn into an offscreen layer (back to front); the
/// masks multiply it; the effects run on it in order; the matte multiplies it; then it is
/// blended with `blendMode` at `opacity` onto what is below. Renderers skip the offscreen layer
/// when none of this needs one.
///
/// With a `projection` (a 3D layer seen through a camera), the children, masks and effects lie
/// in the layer's own plane: the masked and filtered plane is mapped into the parent's space
/// through the projection, and the matte, opacity and blend mode apply there.
///
/// A group is copied wherever the display list is walked, so what most groups leave empty
/// (masks, effects, matte, projection, profile entry) is kept in one shared box: a copy retains
/// the children and that box, not each part.
package struct GroupDraw: Sendable, Equatable {
    /// Items drawn into the layer, first to last.
    package let children: [DisplayItem]
    /// Applied to the flattened layer; clamped to 0...1.
    package var opacity: Double
    /// How the flattened layer combines with what is below.
    package var blendMode: BlendMode
    /// Whether drawing the children straight onto a backdrop would let a blend mode see it: a
    /// child group blends other than normally, or passes its own children through (no masks,
    /// no matte) and they do. Found once, from the children's own answers.
    package let childrenNeedIsolation: Bool
    private var parts: Box?

    /// Creates a group.
    package init(
        children: [DisplayItem], opacity: Double = 1, blendMode: BlendMode = .normal,
        masks: [MaskDraw] = [], effects: [LayerEffect] = [], matte: MatteDraw? = nil
    ) {
        self.children = children
        self.opacity = opacity
        self.blendMode = blendMode
        childrenNeedIsolation = children.contains { item in
            guard case .group(let g) = item else { return false }
            return g.blendMode != .normal || (g.masks.isEmpty && g.matte == nil && g.childrenNeedIsolation)
        }
        if !masks.isEmpty || !effects.isEmpty || matte != nil {
            parts = Box(Parts(masks: masks, effects: effects, matte: matte))
        }
    }

    /// Combined left to right as in lottie-format §4.7; empty means unmasked.
    package var masks: [MaskDraw] {
        get { parts?.value.masks ?? [] }
        set { change { $0.masks = newValue } }
    }
    /// Applied in order to the masked layer.
    package var effects: [LayerEffect] {
        get { parts?.value.effects ?? [] }
        set { change { $0.effects = newValue } }
    }
    /// A track matte (lottie-format §4.6), or `nil`.
    package var matte: MatteDraw? {
        get { parts?.value.matte }
        set { change { $0.matte = newValue } }
    }
    /// The layer plane → the parent's space, for a 3D layer seen through a camera; nil for a
    /// group drawn in its parent's space.
    package var projection: Homography? {
        get { parts?.value.projection }
        set { change { $0.projection = newValue } }
    }
    /// The layer instance this group draws, when the frame is being profiled (``LayerProfile``).
    package var profileEntry: LayerProfile.Entry.ID? {
        get { parts?.value.profileEntry }
        set { change { $0.profileEntry = newValue } }
    }

    /// Equal children and fields (``hasSameFields(as:)``).
    package static func == (a: GroupDraw, b: GroupDraw) -> Bool {
        a.hasSameFields(as: b) && a.children == b.children
    }

    /// Whether the two groups are the same but for their children (the same box of parts is
    /// not compared).
    package func hasSameFields(as other: GroupDraw) -> Bool {
        guard opacity == other.opacity, blendMode == other.blendMode else { return false }
        switch (parts, other.parts) {
        case (nil, nil): return true
        case (let a?, let b?): return a === b || a.value == b.value
        default: return false
        }
    }

    // MARK: - Private

    private struct Parts: Sendable, Equatable {
        var masks: [MaskDraw] = []
        var effects: [LayerEffect] = []
        var matte: MatteDraw?
        var projection: Homography?
        var profileEntry: LayerProfile.Entry.ID?

        var isEmpty: Bool { self == Parts() }
    }

    /// Immutable: a change makes a new box, so copies of the group never see it.
    private final class Box: Sendable {
        let value: Parts
        init(_ value: Parts) { self.value = value }
    }

    private mutating func change(_ body: (inout Parts) -> Void) {
        var value = parts?.value ?? Parts()
        body(&value)
        parts = value.isEmpty ? nil : Box(value)
    }
}

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
package struct GroupDraw: Sendable, Equatable {
    /// Items drawn into the layer, first to last.
    package var children: [DisplayItem]
    /// Applied to the flattened layer; clamped to 0...1.
    package var opacity: Double
    /// How the flattened layer combines with what is below.
    package var blendMode: BlendMode
    /// Combined left to right as in lottie-format §4.7; empty means unmasked.
    package var masks: [MaskDraw]
    /// Applied in order to the masked layer.
    package var effects: [LayerEffect]
    /// A track matte (lottie-format §4.6), or `nil`.
    package var matte: MatteDraw?
    /// The layer plane → the parent's space, for a 3D layer seen through a camera; nil for a
    /// group drawn in its parent's space.
    package var projection: Homography?
    /// The layer instance this group draws, when the frame is being profiled (``LayerProfile``).
    package var profileEntry: LayerProfile.Entry.ID?

    /// Creates a group.
    package init(
        children: [DisplayItem], opacity: Double = 1, blendMode: BlendMode = .normal,
        masks: [MaskDraw] = [], effects: [LayerEffect] = [], matte: MatteDraw? = nil
    ) {
        self.children = children
        self.opacity = opacity
        self.blendMode = blendMode
        self.masks = masks
        self.effects = effects
        self.matte = matte
    }
}

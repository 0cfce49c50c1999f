import LottieGraphics
import LottieModel

extension LayerContext {
    /// The Set Matte effect (`ty` 28) of the layer at `position`, as a matte: the layer it names
    /// (by `ind`, in the same list) gives its alpha (also for the red, green and blue channels,
    /// an approximation) or its luminance (for luminance, hue, lightness and saturation),
    /// inverted when asked. As in After Effects, the source's masks and effects are not used;
    /// shape and text layers count as comp-sized, so the source is placed as a track matte is.
    /// The last enabled one counts; "Off" and a missing or self reference set nothing.
    mutating func setMatte(of position: Int, in list: LayerList) -> MatteDraw? {
        let effects = list.layers[position].effects
        guard let effect = effects.last(where: { $0.type == .setMatte && $0.isEnabled }) else { return nil }
        let index = effect.scalar(0, list.frame, default: 0)
        guard index.magnitude < 1e9, let source = list.positionsByIndex[Int(index.rounded())], source != position else { return nil }
        // Use For Matte: 1–3 red, green, blue, 4 alpha, 5 luminance, 6–8 hue, lightness,
        // saturation, 9 full, 10 off.
        let channel = effect.scalar(1, list.frame, default: 4).rounded()
        guard channel != 10 else { return nil }
        let isInverted = effect.scalar(2, list.frame, default: 0) != 0
        let mode: MatteMode =
            channel <= 4 || channel == 9
            ? (isInverted ? .alphaInverted : .alpha) : (isInverted ? .lumaInverted : .luma)
        var group = self.group(for: source, in: list, asMatte: true) ?? GroupDraw(children: [])
        group.masks = []
        group.effects = []
        return MatteDraw(source: group, mode: mode)
    }
}

import LottieModel

extension TextStyle {
    /// Whether the style animates a property glyphs do not show yet.
    var hasUndrawnProperties: Bool {
        [
            rotationX != nil, rotationY != nil, strokeHue != nil, strokeSaturation != nil, strokeBrightness != nil,
            lineSpacing != nil, blur != nil,
        ].contains(true)
    }
}

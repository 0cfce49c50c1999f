import LottieGraphics

/// A text animator's fill hue, saturation and brightness (`fh`, `fs`, `fb`): each turns or moves
/// one HSV component of the colour, in its own trip through HSV, as lottie-web applies them (so
/// a black turned brighter becomes grey: black has no hue or saturation to keep). Alpha is kept.
extension Color {
    /// The hue turned by `degrees`, wrapping around the colour wheel.
    func turningHue(by degrees: Double) -> Color {
        var hsv = self.hsv
        hsv.hue = (hsv.hue + degrees / 360).truncatingRemainder(dividingBy: 1)
        if hsv.hue < 0 { hsv.hue += 1 }
        return Color(hsv: hsv, alpha: a)
    }

    /// The saturation moved by `amount` (a fraction), held to 0...1.
    func movingSaturation(by amount: Double) -> Color {
        var hsv = self.hsv
        hsv.saturation = min(max(hsv.saturation + amount, 0), 1)
        return Color(hsv: hsv, alpha: a)
    }

    /// The value (brightness) moved by `amount` (a fraction), held to 0...1.
    func movingBrightness(by amount: Double) -> Color {
        var hsv = self.hsv
        hsv.value = min(max(hsv.value + amount, 0), 1)
        return Color(hsv: hsv, alpha: a)
    }

    private struct HSV {
        /// 0..<1, a turn.
        var hue: Double
        var saturation: Double
        var value: Double
    }

    private var hsv: HSV {
        let high = max(r, g, b)
        let low = min(r, g, b)
        let range = high - low
        var hue = 0.0
        if range > 0 {
            if high == r {
                hue = (g - b) / range + (g < b ? 6 : 0)
            } else if high == g {
                hue = (b - r) / range + 2
            } else {
                hue = (r - g) / range + 4
            }
            hue /= 6
        }
        return HSV(hue: hue, saturation: high == 0 ? 0 : range / high, value: high)
    }

    private init(hsv: HSV, alpha: Double) {
        guard hsv.hue.isFinite, hsv.saturation.isFinite, hsv.value.isFinite else {
            self.init(r: 0, g: 0, b: 0, a: alpha)
            return
        }
        let sector = (hsv.hue * 6).rounded(.down)
        let f = hsv.hue * 6 - sector
        let v = hsv.value
        let p = v * (1 - hsv.saturation)
        let q = v * (1 - f * hsv.saturation)
        let t = v * (1 - (1 - f) * hsv.saturation)
        switch Int(sector) % 6 {
        case 0: self.init(r: v, g: t, b: p, a: alpha)
        case 1: self.init(r: q, g: v, b: p, a: alpha)
        case 2: self.init(r: p, g: v, b: t, a: alpha)
        case 3: self.init(r: p, g: q, b: v, a: alpha)
        case 4: self.init(r: t, g: p, b: v, a: alpha)
        default: self.init(r: v, g: p, b: q, a: alpha)
        }
    }
}

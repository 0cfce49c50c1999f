import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import TestSupport

/// One of our samples rendered at its composition size, for pixel checks.
struct SampleFrame {
    let pixels: PixelBuffer

    init(_ name: String, frame: Double) throws {
        let data = try Data(contentsOf: Corpus.samples.appendingPathComponent(name))
        let animation = try Animation(jsonBytes: Array(data))
        let width = Int(animation.width)
        let height = Int(animation.height)
        let list = FrameEvaluator(animation: animation).displayList(at: frame)
        pixels = Renderer().render(list, width: width, height: height)
    }

    /// The straight colour of pixel (x, y).
    func color(_ x: Int, _ y: Int) -> Color { pixels.straightColor(x: x, y: y) }

    /// The alpha of pixel (x, y).
    func alpha(_ x: Int, _ y: Int) -> Double { pixels.straightColor(x: x, y: y).a }

    /// Whether pixel (x, y) is `r, g, b` with alpha `a`, each within `tolerance`.
    func isColor(_ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double, alpha a: Double = 1, tolerance: Double = 0.02)
        -> Bool
    {
        let c = color(x, y)
        return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance
            && abs(c.a - a) <= tolerance
    }
}

import ArgumentParser
import Lottie
import LottieGraphics

/// `WxH` with each side in 1...8192 and at most `PixelBuffer.maxPixelCount` pixels.
struct OutputSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    /// The limits, as help and error messages state them.
    static let limits = "each side 1 to 8192, at most \(PixelBuffer.maxPixelCount) pixels (4096x4096)"

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...8192).contains(width), (1...8192).contains(height), width * height <= PixelBuffer.maxPixelCount
        else { return nil }
        self.init(width: width, height: height)
    }

    /// How help shows the default.
    var defaultValueDescription: String { "\(width)x\(height)" }
}

extension LottieContentMode: ExpressibleByArgument {}

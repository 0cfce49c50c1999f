import LottieGraphics

/// The iTerm2 inline image escape (OSC 1337 `File=`) that shows a frame as a PNG, stretched over
/// a region of cells from the cursor. The PNG bytes come from the caller (libpng, in `Lottie`),
/// since this module imports no C library.
package enum ITermImage {
    /// The escape that shows the PNG file `png` in `columns` × `rows` cells (nil: at its own size).
    package static func escape(png: [UInt8], columns: Int?, rows: Int?) -> [UInt8] {
        let (width, height) = (columns.map(String.init) ?? "auto", rows.map(String.init) ?? "auto")
        var out = Array(
            "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(width);height=\(height);preserveAspectRatio=0:".utf8)
        Base64.append(png, to: &out)
        out.append(0x07)
        return out
    }
}

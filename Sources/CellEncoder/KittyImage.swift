import LottieGraphics

/// The kitty graphics protocol escape that shows a frame: straight RGBA (`f=32`), zlib-compressed
/// (`o=z`), base64 in chunks of at most 4096 bytes, placed at the cursor and scaled to a region of
/// cells (`c`, `r`). The image always has the same id and placement id, so each frame replaces
/// the last in place; the cursor does not move (`C=1`) and the terminal sends no reply (`q=2`).
/// A frame that differs from the one shown only in part can instead replace that part of the
/// image's pixels (``edit(_:x:y:)``), which kitty itself supports.
package struct KittyImage: Sendable {
    /// The image id the player uses (any fixed number identifies the viewport's image).
    package static let viewportImageID = 7_310
    /// The most base64 bytes in one escape.
    static let chunkSize = 4096

    package var imageID = viewportImageID

    package init() {}

    /// The escapes that show `pixels` in `columns` × `rows` cells from the cursor (nil: at its
    /// own size).
    package func escape(_ pixels: PixelBuffer, columns: Int?, rows: Int?) -> [UInt8] {
        let region = (columns.map { ",c=\($0)" } ?? "") + (rows.map { ",r=\($0)" } ?? "")
        return chunks(pixels, control: "a=T,f=32,o=z,s=\(pixels.width),v=\(pixels.height),i=\(imageID),p=1\(region),C=1,q=2")
    }

    /// The escapes that replace the shown image's pixels from (`x`, `y`) with `pixels`: an edit
    /// of its first frame (`a=f,r=1`) that overwrites (`X=1`, so transparent pixels stay
    /// transparent), then that frame made current again (`a=a,c=1`), so the terminal redraws it.
    package func edit(_ pixels: PixelBuffer, x: Int, y: Int) -> [UInt8] {
        chunks(pixels, control: "a=f,r=1,i=\(imageID),x=\(x),y=\(y),s=\(pixels.width),v=\(pixels.height),X=1,f=32,o=z,q=2")
            + Array("\u{1B}_Ga=a,c=1,i=\(imageID),q=2\u{1B}\\".utf8)
    }

    /// The straight RGBA of `pixels`, compressed, in escapes of at most ``chunkSize`` base64
    /// bytes, the first with `control`.
    private func chunks(_ pixels: PixelBuffer, control: String) -> [UInt8] {
        var payload: [UInt8] = []
        Base64.append(PixelRunDeflater.zlib(pixels.straightRGBA8(), stride: pixels.width * 4), to: &payload)
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + payload.count / Self.chunkSize * 16 + 96)
        var start = 0
        repeat {
            let end = min(start + Self.chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            out += Array("\u{1B}_G".utf8)
            if start == 0 {
                out += Array("\(control),m=\(more);".utf8)
            } else {
                out += Array("m=\(more);".utf8)
            }
            out += payload[start..<end]
            out += [0x1B, 0x5C]
            start = end
        } while start < payload.count
        return out
    }

    /// The escape that removes the image and frees its data (when pixels are switched off).
    package func deletion() -> [UInt8] { Array("\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\".utf8) }
}

/// Grey-scale dilation of a single-channel image by a disk: each value becomes the largest one
/// within the radius, as the stroke layer style grows a layer's silhouette. A fractional radius
/// mixes the dilations by the whole radii on either side of it. Values outside the image are
/// `outside` (0 by default; 1 to erode from the image's edges).
package enum Dilation {
    /// Radii are capped at this many pixels.
    static let maxRadius = 256.0
    /// And so that one dilation visits at most about this many values (a row pass per row offset).
    static let maxWork = 1 << 27

    /// `values` (`width × height`, row by row) dilated by `radius` pixels.
    package static func dilate(_ values: [Float], width: Int, height: Int, radius: Double, outside: Float = 0) -> [Float] {
        guard radius.isFinite, radius > 0, width > 0, height > 0, values.count >= width * height else { return values }
        let r = min(radius, maxRadius, Double(max(maxWork / (width * height) / 2, 1)))
        let whole = Int(r.rounded(.down))
        let fraction = Float(r - Double(whole))
        var result = disk(values, width: width, height: height, radius: whole, outside: outside)
        guard fraction > 0 else { return result }
        let larger = disk(values, width: width, height: height, radius: whole + 1, outside: outside)
        for i in 0..<(width * height) { result[i] += (larger[i] - result[i]) * fraction }
        return result
    }

    /// Dilation by the pixels whose centres lie within `radius` of the centre. Each source row is
    /// grown sideways one pixel at a time (a running maximum with its two neighbours at distance
    /// h), and after step h it is merged into the output rows that reach it with a half-width of
    /// h: vector maxima only, about 4·radius per value.
    private static func disk(_ values: [Float], width: Int, height: Int, radius: Int, outside: Float) -> [Float] {
        guard radius > 0 else { return values }
        var out = values
        if outside > 0 {
            // Rows within the radius of the top or bottom edge reach outside.
            for y in 0..<height where y < radius || y >= height - radius {
                for x in 0..<width { out[y * width + x] = max(out[y * width + x], outside) }
            }
        }
        // The row offsets whose disk chord has each half-width.
        var offsets = [[Int]](repeating: [], count: radius + 1)
        for dy in -radius...radius { offsets[Int(Double(radius * radius - dy * dy).squareRoot())].append(dy) }
        var padded = [Float](repeating: outside, count: width + 2 * radius)
        var grown = [Float](repeating: 0, count: width)
        values.withUnsafeBufferPointer { values in
            out.withUnsafeMutableBufferPointer { out in
                padded.withUnsafeMutableBufferPointer { padded in
                    grown.withUnsafeMutableBufferPointer { grown in
                        guard let source = values.baseAddress, let target = out.baseAddress, let line = padded.baseAddress,
                            let row = grown.baseAddress
                        else { return }
                        for s in 0..<height {
                            (line + radius).update(from: source + s * width, count: width)
                            row.update(from: source + s * width, count: width)
                            for h in 0...radius {
                                if h > 0 {
                                    raise(row, to: UnsafePointer(line + radius - h), count: width)
                                    raise(row, to: UnsafePointer(line + radius + h), count: width)
                                }
                                for dy in offsets[h] where s - dy >= 0 && s - dy < height {
                                    raise(target + (s - dy) * width, to: UnsafePointer(row), count: width)
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// `values[x] = max(values[x], other[x])` for `x < count`, four at a time.
    @inline(__always)
    private static func raise(_ values: UnsafeMutablePointer<Float>, to other: UnsafePointer<Float>, count: Int) {
        let v = UnsafeMutableRawPointer(values)
        let o = UnsafeRawPointer(other)
        var x = 0
        while x + 4 <= count {
            let a = v.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<Float>.self)
            let b = o.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<Float>.self)
            v.storeBytes(of: a.replacing(with: b, where: a .< b), toByteOffset: x * 4, as: SIMD4<Float>.self)
            x += 4
        }
        while x < count {
            values[x] = max(values[x], other[x])
            x += 1
        }
    }
}

/// Grey-scale dilation of a single-channel image by a disk: each value becomes the largest one
/// within the radius, as the stroke layer style grows a layer's silhouette. A fractional radius
/// mixes the dilations by the whole radii on either side of it. Values outside the image are
/// `outside` (0 by default; 1 to erode from the image's edges).
enum Dilation {
    /// Radii are capped at this many pixels.
    static let maxRadius = 256.0
    /// And so that one dilation visits at most about this many values (a row pass per row offset).
    static let maxWork = 1 << 27

    /// `values` (`width × height`, row by row) dilated by `radius` pixels.
    static func dilate(_ values: [Float], width: Int, height: Int, radius: Double, outside: Float = 0) -> [Float] {
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

    /// Dilation by the pixels whose centres lie within `radius` of the centre: one running
    /// maximum along the rows for each row offset.
    private static func disk(_ values: [Float], width: Int, height: Int, radius: Int, outside: Float) -> [Float] {
        guard radius > 0 else { return values }
        var out = values
        if outside > 0 {
            // Rows within the radius of the top or bottom edge reach outside.
            for y in 0..<height where y < radius || y >= height - radius {
                for x in 0..<width { out[y * width + x] = max(out[y * width + x], outside) }
            }
        }
        var line = [Float](repeating: 0, count: width)
        var window = WindowMax(capacity: width + 2 * radius)
        for dy in -radius...radius {
            let half = Int(Double(radius * radius - dy * dy).squareRoot())
            let rows = max(0, -dy)..<max(max(0, -dy), min(height, height - dy))
            for y in rows {
                window.run(values, from: (y + dy) * width, count: width, half: half, outside: outside, into: &line)
                let row = y * width
                for x in 0..<width where line[x] > out[row + x] { out[row + x] = line[x] }
            }
        }
        return out
    }
}

/// The largest value in a sliding window along a line, in constant time per value (van Herk /
/// Gil–Werman: maxima from each block's start and from its end).
private struct WindowMax {
    private var forward: [Float]
    private var backward: [Float]

    init(capacity: Int) {
        forward = [Float](repeating: 0, count: capacity)
        backward = [Float](repeating: 0, count: capacity)
    }

    /// `line[x]` = the largest of `values[start + x − half ... start + x + half]` (`outside`
    /// beyond `0..<count`).
    mutating func run(_ values: [Float], from start: Int, count: Int, half: Int, outside: Float, into line: inout [Float]) {
        let size = 2 * half + 1
        let padded = count + 2 * half
        func value(_ p: Int) -> Float {
            let i = p - half
            return i >= 0 && i < count ? values[start + i] : outside
        }
        for p in 0..<padded {
            let v = value(p)
            forward[p] = p % size == 0 ? v : max(forward[p - 1], v)
        }
        for p in stride(from: padded - 1, through: 0, by: -1) {
            let v = value(p)
            backward[p] = (p % size == size - 1 || p == padded - 1) ? v : max(backward[p + 1], v)
        }
        for x in 0..<count { line[x] = max(backward[x], forward[x + 2 * half]) }
    }
}

import Foundation

/// Decoders of our own for the image escapes `render --format kitty|sixel|iterm` prints, to turn
/// them back into pixels in tests.
enum PixelDecoders {
    /// A kitty escape's first control keys and its payload (base64 of every chunk, joined), or
    /// nil when a chunk is malformed or longer than 4096 bytes.
    static func kitty(_ text: String) -> (keys: [String: String], payload: Data)? {
        var keys: [String: String] = [:]
        var base64 = ""
        for chunk in text.components(separatedBy: "\u{1B}\\") where !chunk.isEmpty {
            guard chunk.hasPrefix("\u{1B}_G"), let semicolon = chunk.firstIndex(of: ";") else { return nil }
            let control = chunk[chunk.index(chunk.startIndex, offsetBy: 3)..<semicolon]
            let data = chunk[chunk.index(after: semicolon)...]
            guard data.utf8.count <= 4096 else { return nil }
            if keys.isEmpty {
                for pair in control.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
                }
            }
            base64 += data
        }
        return Data(base64Encoded: base64).map { (keys, $0) }
    }

    /// Each kitty command of `text` (chunks joined as `m=1` says): its control keys and its
    /// payload; nil when a chunk is malformed.
    static func kittyCommands(_ text: String) -> [(keys: [String: String], payload: Data)]? {
        var commands: [(keys: [String: String], payload: Data)] = []
        var keys: [String: String]?
        var base64 = ""
        for chunk in text.components(separatedBy: "\u{1B}\\") where !chunk.isEmpty {
            guard chunk.hasPrefix("\u{1B}_G") else { return nil }
            let body = chunk.dropFirst(3)
            let control = body.prefix { $0 != ";" }
            base64 += body.dropFirst(control.count + 1)
            var chunkKeys: [String: String] = [:]
            for pair in control.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { chunkKeys[String(parts[0])] = String(parts[1]) }
            }
            let first = keys ?? chunkKeys
            keys = first
            if chunkKeys["m"] != "1" {
                guard let payload = Data(base64Encoded: base64) else { return nil }
                commands.append((first, payload))
                base64 = ""
                keys = nil
            }
        }
        return keys == nil ? commands : nil
    }

    /// The bytes of a zlib stream made of fixed-Huffman or stored deflate blocks (what our
    /// encoder writes); nil for anything else.
    static func inflate(_ zlib: [UInt8]) -> [UInt8]? {
        guard zlib.count > 6, zlib[0] & 0x0F == 8 else { return nil }
        var reader = BitReader(bytes: zlib, position: 16)
        var out: [UInt8] = []
        let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        while true {
            guard let final = reader.bits(1), let type = reader.bits(2) else { return nil }
            if type == 0 {
                reader.alignToByte()
                guard let length = reader.bits(16), reader.bits(16) != nil else { return nil }
                for _ in 0..<length {
                    guard let byte = reader.bits(8) else { return nil }
                    out.append(UInt8(byte))
                }
            } else if type == 1 {
                while true {
                    guard let symbol = reader.fixedLiteral() else { return nil }
                    if symbol < 256 {
                        out.append(UInt8(symbol))
                        continue
                    }
                    if symbol == 256 { break }
                    let code = symbol - 257
                    guard code < 29, let extra = reader.bits(lengthExtra[code]), let distanceCode = reader.reversed(5), distanceCode < 30,
                        let distanceExtra = reader.bits(max(0, distanceCode / 2 - 1))
                    else { return nil }
                    let length = lengthBase[code] + extra
                    let distance = distanceBase[distanceCode] + distanceExtra
                    guard distance <= out.count else { return nil }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            } else {
                return nil
            }
            if final == 1 { return out }
        }
    }

    private struct BitReader {
        let bytes: [UInt8]
        var position: Int

        mutating func bits(_ count: Int) -> Int? {
            var value = 0
            for index in 0..<count {
                guard position / 8 < bytes.count else { return nil }
                value |= Int(bytes[position / 8] >> (position % 8) & 1) << index
                position += 1
            }
            return value
        }

        /// `count` bits read most significant first (Huffman codes).
        mutating func reversed(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let bit = bits(1) else { return nil }
                value = value << 1 | bit
            }
            return value
        }

        mutating func alignToByte() { position = (position + 7) / 8 * 8 }

        /// A literal/length symbol of the fixed code.
        mutating func fixedLiteral() -> Int? {
            guard let seven = reversed(7) else { return nil }
            if seven <= 0b0010111 { return 256 + seven }
            guard let bit = bits(1) else { return nil }
            let eight = seven << 1 | bit
            if (0x30...0xBF).contains(eight) { return eight - 0x30 }
            if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
            guard let ninth = bits(1) else { return nil }
            return 144 + (eight << 1 | ninth) - 0x190
        }
    }

    /// A sixel image's pixels as RGB 0–255 (nil where no sixel was drawn), its raster size, and
    /// the colours defined; nil when the escape is malformed.
    static func sixel(_ text: String) -> (width: Int, height: Int, pixels: [SIMD3<Int>?], colors: Int)? {
        let bytes = Array(text.utf8)
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")), bytes.starts(with: Array("\u{1B}P".utf8)) else { return nil }
        var index = q + 1
        func number() -> Int? {
            var value: Int?
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
        func numbers() -> [Int?] {
            var list = [number()]
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                list.append(number())
            }
            return list
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let raster = numbers()
        guard raster.count == 4, let width = raster[2], let height = raster[3] else { return nil }
        var pixels = [SIMD3<Int>?](repeating: nil, count: width * height)
        var palette: [Int: SIMD3<Int>] = [:]
        var (x, band, color) = (0, 0, 0)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                guard let register = values[0] else { return nil }
                color = register
                if values.count == 5 {
                    guard values[1] == 2, let r = values[2], let g = values[3], let b = values[4] else { return nil }
                    palette[register] = SIMD3((r * 255 + 50) / 100, (g * 255 + 50) / 100, (b * 255 + 50) / 100)
                }
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                index += 1
            case UInt8(ascii: "!"):
                index += 1
                guard let count = number(), index < bytes.count else { return nil }
                paint(bytes[index], count: count)
                index += 1
            case 0x3F...0x7E:
                paint(byte, count: 1)
                index += 1
            case 0x1B:
                return (width, height, pixels, palette.count)
            default:
                return nil
            }
        }
        return nil

        func paint(_ character: UInt8, count: Int) {
            let mask = Int(character) - 63
            for _ in 0..<count {
                for bit in 0..<6 where mask & (1 << bit) != 0 {
                    let y = band * 6 + bit
                    if x < width, y < height { pixels[y * width + x] = palette[color] }
                }
                x += 1
            }
        }
    }
}

import Foundation

/// An RFC 2397 `data:` URL as found in image assets' and fonts' `p`:
/// `data:[<mime>][;base64],<payload>`. The one decoder of them: images and fonts use it.
struct DataURL {
    /// The MIME type (`image/png`), or `text/plain` when omitted.
    let mimeType: String
    let data: Data

    /// Decodes the payload; nil when `text` is not a `data:` URL or its payload is malformed.
    /// Whitespace inside base64 is skipped and missing `=` padding is tolerated.
    init?(_ text: String) {
        guard text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].split(separator: ";")
        let payload = text[text.index(after: comma)...]
        let isBase64 = header.last?.lowercased() == "base64"
        let type = header.first.map(String.init) ?? ""
        mimeType = type.contains("/") ? type : "text/plain"
        if isBase64 {
            // Byte-wise: payloads run to megabytes, and Character iteration is slow.
            var clean: [UInt8] = []
            clean.reserveCapacity(payload.utf8.count + 3)
            for byte in payload.utf8 where byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 { clean.append(byte) }
            clean += [UInt8](repeating: UInt8(ascii: "="), count: (4 - clean.count % 4) % 4)
            guard let data = Data(base64Encoded: Data(clean)) else { return nil }
            self.data = data
        } else {
            guard let decoded = String(payload).removingPercentEncoding else { return nil }
            data = Data(decoded.utf8)
        }
    }
}

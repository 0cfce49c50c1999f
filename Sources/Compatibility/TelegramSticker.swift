/// The size, frame rate, duration and byte limits of a Telegram animated sticker (`.tgs`),
/// from Telegram's requirements (https://core.telegram.org/stickers#animated-stickers-and-emoji,
/// as published for Bot API 7): a sticker that breaks one is refused when uploaded.
package enum TelegramSticker {
    /// The canvas: exactly 512 × 512.
    package static let side = 512.0
    /// Frames per second: exactly 60.
    package static let frameRate = 60.0
    /// Seconds: at most 3.
    package static let maxDuration = 3.0
    /// Bytes of the gzipped file: at most 64 KB.
    package static let maxGzippedBytes = 64 * 1024

    static let source = Source("https://core.telegram.org/stickers#animated-stickers-and-emoji", describes: "Telegram sticker requirements, Bot API 7")

    /// The rules `measures` breaks.
    static func findings(for measures: AnimationMeasures) -> [BudgetFinding] {
        var findings: [BudgetFinding] = []
        func add(_ key: String, _ value: Double, _ limit: Double, _ message: String) {
            findings.append(BudgetFinding(key: "telegram-\(key)", target: .telegram, value: value, limit: limit, message: message))
        }
        if measures.width != side || measures.height != side {
            add("canvas", measures.width, side, "canvas \(Budget.format(measures.width, .count))×\(Budget.format(measures.height, .count)); a sticker is 512×512")
        }
        if measures.frameRate != frameRate {
            add("frame-rate", measures.frameRate, frameRate, "frame rate \(Budget.format(measures.frameRate, .framesPerSecond)); a sticker plays at 60 fps")
        }
        if measures.duration > maxDuration {
            add("duration", measures.duration, maxDuration, "duration \(Budget.format(measures.duration, .seconds)); a sticker lasts at most 3 s")
        }
        if measures.gzippedSize > maxGzippedBytes {
            add(
                "size", Double(measures.gzippedSize), Double(maxGzippedBytes),
                "\(Budget.format(Double(measures.gzippedSize), .bytes)) gzipped; a sticker is at most 64 KB")
        }
        return findings
    }
}

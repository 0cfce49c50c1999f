extension Budget {
    /// The limits `measures` goes over, in the order of ``Key``, then (with `.telegram` among
    /// `targets`) the sticker rules it breaks.
    package func findings(for measures: AnimationMeasures, targets: [Target] = []) -> [BudgetFinding] {
        var findings: [BudgetFinding] = []
        for key in Key.allCases {
            guard let limit = limits[key], let value = measures.value(of: key), value > limit else { continue }
            var message = "\(key.label) \(Self.format(value, key.unit)), over the budget of \(Self.format(limit, key.unit))"
            var paths: [String] = []
            switch key {
            case .imageBytes:
                if let webp = measures.webpBytes, webp < measures.imageBytes {
                    message += "; as WebP \(Self.format(Double(webp), .bytes)) (saves \(Self.format(Double(measures.imageBytes - webp), .bytes)))"
                }
            case .unusedAssets: paths = measures.unusedAssets
            case .outsideTimeline: paths = measures.outsideTimeline
            case .renderMS: message += " (\(renderSize) px)"
            default: break
            }
            findings.append(BudgetFinding(key: key.rawValue, value: value, limit: limit, message: message, paths: paths))
        }
        if targets.contains(.telegram) { findings += TelegramSticker.findings(for: measures) }
        return findings
    }

    /// A measure in its unit: `245.1 KB`, `3 layers`, `60 fps`, `3.2 s`, `4.1 ms`.
    package static func format(_ value: Double, _ unit: Key.Unit) -> String {
        /// Whole numbers as they are; others to three significant digits (`245`, `24.5`, `2.45`,
        /// `0.245`, `0.0012`).
        func number(_ value: Double) -> String {
            guard value.isFinite, abs(value) < 1e15 else { return String(value) }
            if value == value.rounded() { return String(Int(value)) }
            let magnitude = abs(value)
            let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : min(12, 2 - Int((magnitude).log10Floor))
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            if decimals == 0 || rounded == rounded.rounded() { return String(Int(rounded)) }
            var text = String(rounded)
            // String(Double) may use exponents below 1e-4: spell the digits out.
            if text.contains("e") {
                let digits = String(Int((magnitude * scale).rounded()))
                text = (value < 0 ? "-" : "") + "0." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
            }
            return text
        }
        switch unit {
        case .bytes:
            if value >= 1_000_000 { return number(value / 1_000_000) + " MB" }
            if value >= 1000 { return number(value / 1000) + " KB" }
            return number(value) + " B"
        case .count: return number(value)
        case .framesPerSecond: return number(value) + " fps"
        case .seconds: return number(value) + " s"
        case .milliseconds: return number(value) + " ms"
        }
    }
}

extension Double {
    /// ⌊log10(self)⌋ for a positive finite value, without Foundation.
    fileprivate var log10Floor: Double {
        var exponent = 0.0
        var value = self
        while value < 1 && exponent > -300 {
            value *= 10
            exponent -= 1
        }
        while value >= 10 && exponent < 300 {
            value /= 10
            exponent += 1
        }
        return exponent
    }
}

extension Budget.Key {
    /// The measure as a person reads it.
    var label: String {
        switch self {
        case .fileSize: "file size"
        case .imageBytes: "image bytes"
        case .unusedAssets: "unused assets"
        case .outsideTimeline: "layers never on screen"
        case .frameRate: "frame rate"
        case .duration: "duration"
        case .layers: "layers"
        case .masks: "masks"
        case .mattes: "track mattes"
        case .renderMS: "render time per frame"
        }
    }
}

extension AnimationMeasures {
    /// The measure a budget key limits; nil when it was not measured.
    package func value(of key: Budget.Key) -> Double? {
        switch key {
        case .fileSize: Double(fileSize)
        case .imageBytes: Double(imageBytes)
        case .unusedAssets: Double(unusedAssets.count)
        case .outsideTimeline: Double(outsideTimeline.count)
        case .frameRate: frameRate
        case .duration: duration
        case .layers: Double(layers)
        case .masks: Double(masks)
        case .mattes: Double(mattes)
        case .renderMS: renderMS
        }
    }
}

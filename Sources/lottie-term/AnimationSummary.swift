import Compatibility
import Lottie
import LottieModel

/// The facts `info` prints, gathered once and formatted as text or JSON.
struct AnimationSummary {
    let animation: Animation
    /// Layer counts by type name over the root and every precomposition.
    let layerCounts: [(type: String, count: Int)]
    let assetCounts: [(type: String, count: Int)]
    let diagnosticCounts: [(feature: String, count: Int)]
    let slots: SlotListing

    init(_ animation: Animation) {
        self.animation = animation
        var layers: [String: Int] = [:]
        var assets: [String: Int] = [:]
        for layer in animation.layers { layers[FeatureCensus.kindName(of: layer), default: 0] += 1 }
        for asset in animation.assets {
            switch asset {
            case .precomposition(let precomp):
                assets["precomposition", default: 0] += 1
                for layer in precomp.layers { layers[FeatureCensus.kindName(of: layer), default: 0] += 1 }
            case .image: assets["image", default: 0] += 1
            case .data: assets["data", default: 0] += 1
            case .other: assets["other", default: 0] += 1
            }
        }
        var diagnostics: [String: Int] = [:]
        for diagnostic in animation.diagnostics { diagnostics[diagnostic.feature, default: 0] += 1 }
        layerCounts = Self.sorted(layers)
        assetCounts = Self.sorted(assets)
        diagnosticCounts = Self.sorted(diagnostics)
        slots = SlotListing(slots: LottieAnimation(model: animation).slots)
    }

    // MARK: - Text

    func text(file: String) -> String {
        let a = animation
        var lines: [String] = []
        func row(_ label: String, _ value: String) { lines.append(label.padding(12) + value) }
        row("file", file)
        row("name", a.name?.messageText() ?? "-")
        row("version", a.version ?? "-")
        row("size", "\(number(a.width))x\(number(a.height))")
        row("fps", number(a.frameRate))
        row("frames", "\(number(a.inPoint))..\(number(a.outPoint)) (\(number(a.frameCount)) frames)")
        row("duration", "\(number(a.duration, digits: 3)) s")
        row("layers", "\(layerCounts.reduce(0) { $0 + $1.count })\(breakdown(layerCounts))")
        row("assets", "\(assetCounts.reduce(0) { $0 + $1.count })\(breakdown(assetCounts))")
        row("fonts", a.fonts.isEmpty ? "0" : a.fonts.map { $0.name.messageText() }.joined(separator: ", "))
        row("markers", "\(a.markers.count)")
        for marker in a.markers {
            lines.append("  " + marker.name.messageText().padding(20) + " frame \(number(marker.frame)), \(number(marker.duration)) frames")
        }
        lines += slots.text
        row("diagnostics", "\(a.diagnostics.count)\(breakdown(diagnosticCounts))")
        return lines.joined(separator: "\n")
    }

    private func breakdown(_ counts: [(String, Int)]) -> String {
        counts.isEmpty ? "" : " (" + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"
    }

    // MARK: - JSON

    /// One JSON object; `container` (a `.lottie`'s animations) is added under that key.
    func jsonText(file: String, container: JSONValue? = nil) -> String {
        let a = animation
        var object = JSONObject()
        object.append("file", .string(file))
        object.append("name", a.name.map { .string($0) } ?? .null)
        object.append("version", a.version.map { .string($0) } ?? .null)
        object.append("width", .number(a.width))
        object.append("height", .number(a.height))
        object.append("fps", .number(a.frameRate))
        object.append("inPoint", .number(a.inPoint))
        object.append("outPoint", .number(a.outPoint))
        object.append("frames", .number(a.frameCount))
        object.append("duration", .number(a.duration))
        object.append("layers", counts(layerCounts))
        object.append("assets", counts(assetCounts))
        object.append("fonts", .array(a.fonts.map { .string($0.name) }))
        object.append(
            "markers",
            .array(a.markers.map { .object(JSONObject([("name", .string($0.name)), ("frame", .number($0.frame)), ("duration", .number($0.duration))])) }))
        object.append("slots", slots.json)
        object.append(
            "diagnostics",
            .array(
                a.diagnostics.map {
                    .object(JSONObject([("severity", .string($0.severity.rawValue)), ("feature", .string($0.feature)), ("path", .string($0.path)), ("message", .string($0.message))]))
                }))
        if let container { object.append("container", container) }
        return JSONWriter.string(of: .object(object))
    }

    private func counts(_ counts: [(String, Int)]) -> JSONValue {
        .object(JSONObject(counts.map { ($0.0, .number(Double($0.1))) }))
    }

    // MARK: - Helpers

    private static func sorted(_ counts: [String: Int]) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func number(_ value: Double, digits: Int = 2) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return "\(rounded)"
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

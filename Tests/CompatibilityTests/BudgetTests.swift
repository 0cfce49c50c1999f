import Compatibility
import LottieModel
import Testing

/// Budget limits as written in `--budget` and `.lottie-term.toml`.
@Suite struct BudgetTests {
    @Test func limitsTakeTheirUnits() throws {
        var budget = Budget()
        try budget.set("file-size=200KB")
        try budget.set("image-bytes = 1.5 MiB")
        try budget.set("duration=2500ms")
        try budget.set("render-ms=0.01s")
        try budget.set("frame-rate=30fps")
        try budget.set("layers=40")
        try budget.set("render-size=256")
        #expect(budget.limits[.fileSize] == 200_000)
        #expect(budget.limits[.imageBytes] == 1_572_864)
        #expect(budget.limits[.duration] == 2.5)
        #expect(budget.limits[.renderMS] == 10)
        #expect(budget.limits[.frameRate] == 30)
        #expect(budget.limits[.layers] == 40)
        #expect(budget.renderSize == 256)
    }

    @Test func badLimitsSayWhatIsWrong() {
        var budget = Budget()
        #expect(throws: BudgetError("size: unknown budget (known: file-size, image-bytes, unused-assets, outside-timeline, frame-rate, duration, layers, masks, mattes, render-ms, render-size)")) {
            try budget.set("size=3")
        }
        #expect(throws: BudgetError("layers: unknown unit kb (known: )")) { try budget.set("layers=3kb") }
        #expect(throws: BudgetError("file-size: expected a number with an optional unit, not lots")) { try budget.set("file-size=lots") }
        #expect(throws: BudgetError("duration: expected KEY=VALUE")) { try budget.set("duration") }
        #expect(throws: BudgetError("render-size: expected a whole number of pixels from 16 to 4096, not 1e9")) { try budget.set("render-size=1e9") }
    }
}

extension BudgetTests {
    @Test func measuresAreWrittenWithThreeSignificantDigits() {
        #expect(Budget.format(245_123, .bytes) == "245 KB")
        #expect(Budget.format(1_572_864, .bytes) == "1.57 MB")
        #expect(Budget.format(697, .bytes) == "697 B")
        #expect(Budget.format(3, .count) == "3")
        #expect(Budget.format(29.97, .framesPerSecond) == "30 fps")
        #expect(Budget.format(4.25, .seconds) == "4.25 s")
        #expect(Budget.format(0.0123, .milliseconds) == "0.0123 ms")
        #expect(Budget.format(0.001, .milliseconds) == "0.001 ms")
        #expect(Budget.format(0.00001234, .milliseconds) == "0.0000123 ms")
    }

    @Test func findingsNameTheLimitAndWhere() throws {
        var measures = AnimationMeasures(try Animation(jsonBytes: Array(#"{"v":"5.7.0","fr":24,"ip":0,"op":120,"w":300,"h":200,"layers":[]}"#.utf8)))
        measures.fileSize = 245_123
        measures.imageBytes = 120_000
        measures.webpBytes = 40_000
        measures.unusedAssets = ["assets[2]"]
        let budget = Budget(limits: [.fileSize: 200_000, .imageBytes: 100_000, .unusedAssets: 0, .duration: 10])
        #expect(
            budget.findings(for: measures).map(\.message) == [
                "file size 245 KB, over the budget of 200 KB", "image bytes 120 KB, over the budget of 100 KB; as WebP 40 KB (saves 80 KB)",
                "unused assets 1, over the budget of 0",
            ])
        #expect(budget.findings(for: measures)[2].paths == ["assets[2]"])
        // Telegram's rules: a 300×200, 24 fps, 5 s file breaks three.
        measures.gzippedSize = 1000
        #expect(
            budget.findings(for: measures, targets: [.telegram]).filter { $0.target == .telegram }.map(\.key) == [
                "telegram-canvas", "telegram-frame-rate", "telegram-duration",
            ])
    }
}

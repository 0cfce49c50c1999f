import Testing

@testable import Compatibility

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

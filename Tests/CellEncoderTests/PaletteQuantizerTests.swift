import CellEncoder
import Testing

/// The pruned search that builds the lookup tables against a search of every candidate.
@Suite struct PaletteQuantizerTests {
    @Test(arguments: [256, 240, 16])
    func tableIsTheFullSearchsFirstNearest(entries count: Int) {
        let quantizer: PaletteQuantizer = count == 256 ? .xterm256 : count == 240 ? .xterm240 : .xterm16
        let entries = quantizer.candidates.map { SIMD3<Float>(XtermPalette.rgb($0)) }
        var mismatches = 0
        for red in 0..<32 {
            for green in 0..<32 {
                for blue in 0..<32 {
                    let color = SIMD3<Float>(SIMD3(red, green, blue) &* 255 / 31)
                    var best = 0
                    var bestDistance = Float.infinity
                    for (index, entry) in entries.enumerated() {
                        let distance = PaletteQuantizer.distance(color, entry)
                        if distance < bestDistance {
                            bestDistance = distance
                            best = index
                        }
                    }
                    if quantizer.entry(red: red, green: green, blue: blue) != quantizer.candidates[best] { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }
}

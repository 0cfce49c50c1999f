/// What a layer effect is (`ef[].ty`); a code the format does not define stays `unknown`.
package enum EffectType: Sendable, Hashable {
    case expressionControls, tint, fill, stroke, tritone, proLevels, dropShadow, radialWipe, displacementMap
    case setMatte, gaussianBlur
    /// Written as `ty` 5 (After Effects exports them as generic effects), known by match name.
    case linearWipe, simpleChoker, boxBlur
    case unknown(Int)

    private static let codes: [(EffectType, Int)] = [
        (.expressionControls, 5), (.linearWipe, 5), (.simpleChoker, 5), (.boxBlur, 5), (.tint, 20), (.fill, 21), (.stroke, 22), (.tritone, 23), (.proLevels, 24),
        (.dropShadow, 25), (.radialWipe, 26), (.displacementMap, 27), (.setMatte, 28), (.gaussianBlur, 29),
    ]

    /// The type of `code`.
    package init(code: Int) {
        self = Self.codes.first { $0.1 == code }?.0 ?? .unknown(code)
    }

    /// The type of `code`, or of the match name `mn` for the effects written as `ty` 5.
    package init(code: Int, matchName: String?) {
        switch (code, matchName) {
        case (5, "ADBE Linear Wipe"): self = .linearWipe
        case (5, "ADBE Simple Choker"): self = .simpleChoker
        case (5, "ADBE Box Blur2"), (5, "ADBE Box Blur"): self = .boxBlur
        default: self.init(code: code)
        }
    }

    /// The `ty` code.
    package var code: Int {
        if case .unknown(let code) = self { return code }
        return Self.codes.first { $0.0 == self }?.1 ?? -1
    }

    /// Its name in messages (`drop shadow`, `effect type 40`).
    package var name: String {
        switch self {
        case .expressionControls: "expression controls"
        case .tint: "tint"
        case .fill: "fill"
        case .stroke: "stroke"
        case .tritone: "tritone"
        case .proLevels: "pro levels"
        case .dropShadow: "drop shadow"
        case .radialWipe: "radial wipe"
        case .displacementMap: "displacement map"
        case .setMatte: "set matte"
        case .gaussianBlur: "gaussian blur"
        case .linearWipe: "linear wipe"
        case .simpleChoker: "simple choker"
        case .boxBlur: "box blur"
        case .unknown(let code): "effect type \(code)"
        }
    }
}

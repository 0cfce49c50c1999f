import LottieGraphics

/// A layer style (`sy[]`, After Effects' Layer Styles): its kind and the parameters the
/// kinds share, typed; parameters of the other kinds (bevel, satin, gradient overlay, …)
/// are kept as written.
package struct LayerStyle: Sendable, Equatable {
    /// What a layer style is (`ty`); a code the format does not define stays `unknown`.
    package enum Kind: Sendable, Hashable {
        case stroke, dropShadow, innerShadow, outerGlow, innerGlow, bevelEmboss, satin, colorOverlay, gradientOverlay
        case unknown(Int)

        private static let kinds: [Kind] = [
            .stroke, .dropShadow, .innerShadow, .outerGlow, .innerGlow, .bevelEmboss, .satin, .colorOverlay, .gradientOverlay,
        ]

        /// The kind of `code` (0 stroke … 8 gradient overlay).
        package init(code: Int) {
            self = Self.kinds.indices.contains(code) ? Self.kinds[code] : .unknown(code)
        }

        /// The `ty` code.
        package var code: Int {
            if case .unknown(let code) = self { return code }
            return Self.kinds.firstIndex(of: self) ?? -1
        }

        /// Its name in messages (`inner shadow`, `type 12`).
        package var name: String {
            switch self {
            case .stroke: "stroke"
            case .dropShadow: "drop shadow"
            case .innerShadow: "inner shadow"
            case .outerGlow: "outer glow"
            case .innerGlow: "inner glow"
            case .bevelEmboss: "bevel and emboss"
            case .satin: "satin"
            case .colorOverlay: "color overlay"
            case .gradientOverlay: "gradient overlay"
            case .unknown(let code): "type \(code)"
            }
        }
    }

    /// `ty`
    package var kind: Kind
    /// `nm`
    package var name: String?
    /// `mn`
    package var matchName: String?
    /// `c`: the style's colour.
    package var color: Property<Color>?
    /// `o` (`so` for a colour overlay): opacity, 0–100.
    package var opacity: Property<Double>?
    /// `s`: size in pixels (stroke width, blur size of shadows and glows).
    package var size: Property<Double>?
    /// `a`: the light's angle in degrees, counter-clockwise from the right (shadows, satin).
    package var angle: Property<Double>?
    /// `d`: distance of a shadow from the layer, in pixels.
    package var distance: Property<Double>?
    /// `ch`: choke (inner) or spread (outer), 0–100 %: how much of `size` is solid.
    package var choke: Property<Double>?
    /// `bm`: the style's blend mode, as After Effects' layer-style menu numbers it.
    package var blendMode: Property<Double>?
    /// Gradient overlay only: `gf.k`, colour stops `[offset, r, g, b] × gf.p` then opacity stops
    /// `[offset, alpha]`, as in gradient fills; `gf.p`, the number of colour stops; the style read
    /// from `gt` (1 linear, 2 radial, 3 angle, 4 reflected, 5 diamond) and whether `re` reverses
    /// it (both kept as written in ``others``). Its `s` is the scale in percent.
    package var gradientStops: Property<GradientValues>?
    package var gradientColorCount: Int?
    package var gradientType: Int?
    package var isReversed: Bool
    /// Every other key (noise, range, bevel parameters, …), as written.
    package var others: JSONObject

    /// The kinds the renderer draws.
    package static let renderedKinds: Set<Kind> = [.stroke, .dropShadow, .innerShadow, .outerGlow, .colorOverlay, .gradientOverlay]

    /// Whether the renderer draws this style.
    package var isRendered: Bool { Self.renderedKinds.contains(kind) }
}

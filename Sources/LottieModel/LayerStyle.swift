import LottieGraphics

/// A layer style (`sy[]`, After Effects' Layer Styles): its kind and the parameters the
/// kinds share, typed; parameters of the other kinds (bevel, satin, gradient overlay, …)
/// are kept as written.
public struct LayerStyle: Sendable, Equatable {
    /// What a layer style is (`ty`); a code the format does not define stays `unknown`.
    public enum Kind: Sendable, Hashable {
        case stroke, dropShadow, innerShadow, outerGlow, innerGlow, bevelEmboss, satin, colorOverlay, gradientOverlay
        case unknown(Int)

        private static let kinds: [Kind] = [
            .stroke, .dropShadow, .innerShadow, .outerGlow, .innerGlow, .bevelEmboss, .satin, .colorOverlay, .gradientOverlay,
        ]

        /// The kind of `code` (0 stroke … 8 gradient overlay).
        public init(code: Int) {
            self = Self.kinds.indices.contains(code) ? Self.kinds[code] : .unknown(code)
        }

        /// The `ty` code.
        public var code: Int {
            if case .unknown(let code) = self { return code }
            return Self.kinds.firstIndex(of: self) ?? -1
        }

        /// Its name in messages (`inner shadow`, `type 12`).
        public var name: String {
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
    public package(set) var kind: Kind
    /// `nm`
    public package(set) var name: String?
    /// `mn`
    public package(set) var matchName: String?
    /// `c`: the style's colour.
    public package(set) var color: Property<Color>?
    /// `o` (`so` for a colour overlay): opacity, 0–100.
    public package(set) var opacity: Property<Double>?
    /// `s`: size in pixels (stroke width, blur size of shadows and glows).
    public package(set) var size: Property<Double>?
    /// `a`: the light's angle in degrees, counter-clockwise from the right (shadows, satin).
    public package(set) var angle: Property<Double>?
    /// `d`: distance of a shadow from the layer, in pixels.
    public package(set) var distance: Property<Double>?
    /// `ch`: choke (inner) or spread (outer), 0–100 %: how much of `size` is solid.
    public package(set) var choke: Property<Double>?
    /// `bm`: the style's blend mode, as After Effects' layer-style menu numbers it.
    public package(set) var blendMode: Property<Double>?
    /// Gradient overlay only: `gf.k`, colour stops `[offset, r, g, b] × gf.p` then opacity stops
    /// `[offset, alpha]`, as in gradient fills; `gf.p`, the number of colour stops; the style read
    /// from `gt` (1 linear, 2 radial, 3 angle, 4 reflected, 5 diamond) and whether `re` reverses
    /// it (both kept as written in ``others``). Its `s` is the scale in percent.
    public package(set) var gradientStops: Property<GradientValues>?
    public package(set) var gradientColorCount: Int?
    public package(set) var gradientType: Int?
    public package(set) var isReversed: Bool
    /// Every other key (noise, range, bevel parameters, …), as written.
    public package(set) var others: JSONObject

    /// The kinds the renderer draws.
    public static let renderedKinds: Set<Kind> = [.stroke, .dropShadow, .innerShadow, .outerGlow, .colorOverlay, .gradientOverlay]

    /// Whether the renderer draws this style.
    public var isRendered: Bool { Self.renderedKinds.contains(kind) }
}

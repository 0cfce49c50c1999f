/// The players a file can be checked against (`check --target`).
package enum Target: String, CaseIterable, Sendable, Comparable {
    /// lottie-ios 4, main-thread rendering engine.
    case ios
    /// lottie-ios 4, Core Animation rendering engine (the default, `.automatic`, engine).
    case iosCA = "ios-ca"
    /// lottie-android.
    case android
    /// lottie-web (bodymovin), SVG renderer.
    case webSVG = "web-svg"
    /// lottie-web (bodymovin), canvas renderer.
    case webCanvas = "web-canvas"
    /// Skia's Skottie (Chrome, Flutter, Android's AnimatedImageDrawable path).
    case skottie
    /// ThorVG's Lottie loader (dotlottie-web, dotlottie-rs, Tizen).
    case thorvg
    /// Samsung's rlottie (Telegram's player).
    case rlottie
    /// Telegram's animated stickers (`.tgs`): rlottie plus the sticker rules.
    case telegram

    package static func < (lhs: Target, rhs: Target) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// Where a fact comes from: a page or file, and the version of the player it describes.
package struct Source: Sendable, Hashable {
    package var url: String
    /// The player version (or document date) the fact describes.
    package var describes: String

    package init(_ url: String, describes: String) {
        self.url = url
        self.describes = describes
    }
}

/// How a target treats a feature, and the source that says so.
package enum Support: Sendable {
    /// Drawn as in After Effects.
    case yes(Source)
    /// Not drawn (ignored, or the layer disappears).
    case no(Source, note: String? = nil)
    /// Drawn, but differently or only in part; the note says how.
    case partial(String, Source)
    /// Drawn, on a slower path: for `ios-ca`, the Core Animation engine falls back to the
    /// main-thread engine for the whole animation.
    case fallback(String, Source)

    package var source: Source {
        switch self {
        case .yes(let source), .no(let source, _), .partial(_, let source), .fallback(_, let source): source
        }
    }
}

/// One feature's support across the targets.
package struct FeatureSupport: Sendable {
    /// The census's feature id (`shape-merge-paths`).
    package var id: String
    /// The feature's id in canilottie's data (`shape-merge-path`), where it has one.
    package var canilottie: String?
    /// What a designer can do instead, where something is known to work.
    package var workaround: String?
    package var support: [Target: Support]

    package init(_ id: String, canilottie: String? = nil, workaround: String? = nil, _ support: [Target: Support]) {
        self.id = id
        self.canilottie = canilottie
        self.workaround = workaround
        self.support = support
    }
}

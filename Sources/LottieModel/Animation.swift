/// A decoded Lottie animation: the immutable model of one bodymovin JSON document.
///
/// ```swift
/// let animation = try Animation(jsonBytes: bytes)
/// animation.frameRate          // 60
/// animation.markers.map(\.name)
/// ```
package struct Animation: Sendable, Equatable {
    /// `v`: exporter version, e.g. "5.7.4".
    package var version: String?
    /// `nm`
    package var name: String?
    /// `fr`: frames per second (> 0).
    package var frameRate: Double
    /// `ip`, `op`: the playable range in frames; `op` is exclusive.
    package var inPoint: Double
    package var outPoint: Double
    /// `w`, `h`: canvas size in pixels.
    package var width: Double
    package var height: Double
    /// `ddd`
    package var is3D: Bool
    package var layers: [Layer]
    package var assets: [Asset]
    package var markers: [Marker]
    /// `fonts.list`
    package var fonts: [Font]
    /// `chars`
    package var glyphs: [Glyph]
    /// `slots`, as written; `sid` references are already resolved in the model.
    package var slots: JSONObject?
    /// `meta`, as written.
    package var meta: JSONObject?
    /// Unsupported but well-formed features found while decoding, in file order; the
    /// expressions that cannot run are among them, parsed when first asked for.
    package var diagnostics: [Diagnostic] {
        get { ExpressionCheck.diagnostics(decodingDiagnostics, with: expressionChecks) }
        set {
            decodingDiagnostics = newValue
            expressionChecks = []
        }
    }
    /// The diagnostics decoding found, but the expressions'.
    var decodingDiagnostics: [Diagnostic] = []
    /// The expressions whose diagnostics `diagnostics` adds to `decodingDiagnostics`.
    var expressionChecks: [ExpressionCheck] = []
    /// Every expression (`x`) of the file, in file order; each property holds its own too.
    package var expressions: [PropertyExpression] = []

    /// Duration in seconds.
    package var duration: Double { (outPoint - inPoint) / frameRate }
    /// Number of frames in the playable range.
    package var frameCount: Double { outPoint - inPoint }

    /// The asset with the given id.
    package func asset(id: String) -> Asset? {
        assets.first { $0.id == id }
    }

    /// The marker with the given name; with duplicates the last one wins (as lottie-ios).
    package func marker(named name: String) -> Marker? {
        markers.last { $0.name == name }
    }

    /// Equality ignores diagnostics: they describe the source, not the animation.
    package static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.version == rhs.version && lhs.name == rhs.name && lhs.frameRate == rhs.frameRate
            && lhs.inPoint == rhs.inPoint && lhs.outPoint == rhs.outPoint && lhs.width == rhs.width
            && lhs.height == rhs.height && lhs.is3D == rhs.is3D && lhs.layers == rhs.layers
            && lhs.assets == rhs.assets && lhs.markers == rhs.markers && lhs.fonts == rhs.fonts
            && lhs.glyphs == rhs.glyphs && lhs.slots == rhs.slots && lhs.meta == rhs.meta
    }
}

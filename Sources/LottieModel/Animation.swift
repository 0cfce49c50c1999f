/// A decoded Lottie animation: the immutable model of one bodymovin JSON document.
///
/// ```swift
/// let animation = try Animation(jsonBytes: bytes)
/// animation.frameRate          // 60
/// animation.markers.map(\.name)
/// ```
public struct Animation: Sendable, Equatable {
    /// `v`: exporter version, e.g. "5.7.4".
    public var version: String?
    /// `nm`
    public var name: String?
    /// `fr`: frames per second (> 0).
    public var frameRate: Double
    /// `ip`, `op`: the playable range in frames; `op` is exclusive.
    public var inPoint: Double
    public var outPoint: Double
    /// `w`, `h`: canvas size in pixels.
    public var width: Double
    public var height: Double
    /// `ddd`
    public var is3D: Bool
    public var layers: [Layer]
    public var assets: [Asset]
    public var markers: [Marker]
    /// `fonts.list`
    public var fonts: [Font]
    /// `chars`
    public var glyphs: [Glyph]
    /// `slots`, as written; `sid` references are already resolved in the model.
    public var slots: JSONObject?
    /// `meta`, as written.
    public var meta: JSONObject?
    /// Unsupported but well-formed features found while decoding.
    public var diagnostics: [Diagnostic]
    /// Every expression (`x`) of the file, in file order; each property holds its own too.
    public var expressions: [PropertyExpression] = []

    /// Duration in seconds.
    public var duration: Double { (outPoint - inPoint) / frameRate }
    /// Number of frames in the playable range.
    public var frameCount: Double { outPoint - inPoint }

    /// The asset with the given id.
    public func asset(id: String) -> Asset? {
        assets.first { $0.id == id }
    }

    /// The marker with the given name; with duplicates the last one wins (as lottie-ios).
    public func marker(named name: String) -> Marker? {
        markers.last { $0.name == name }
    }

    /// Equality ignores diagnostics: they describe the source, not the animation.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.version == rhs.version && lhs.name == rhs.name && lhs.frameRate == rhs.frameRate
            && lhs.inPoint == rhs.inPoint && lhs.outPoint == rhs.outPoint && lhs.width == rhs.width
            && lhs.height == rhs.height && lhs.is3D == rhs.is3D && lhs.layers == rhs.layers
            && lhs.assets == rhs.assets && lhs.markers == rhs.markers && lhs.fonts == rhs.fonts
            && lhs.glyphs == rhs.glyphs && lhs.slots == rhs.slots && lhs.meta == rhs.meta
    }
}

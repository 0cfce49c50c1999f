/// A decoded Lottie animation: the immutable model of one bodymovin JSON document.
///
/// ```swift
/// let animation = try Animation(jsonBytes: bytes)
/// animation.frameRate          // 60
/// animation.markers.map(\.name)
/// ```
public struct Animation: Sendable, Equatable {
    /// `v`: exporter version, e.g. "5.7.4".
    public package(set) var version: String?
    /// `nm`
    public package(set) var name: String?
    /// `fr`: frames per second (> 0).
    public package(set) var frameRate: Double
    /// `ip`, `op`: the playable range in frames; `op` is exclusive.
    public package(set) var inPoint: Double
    public package(set) var outPoint: Double
    /// `w`, `h`: canvas size in pixels.
    public package(set) var width: Double
    public package(set) var height: Double
    /// `ddd`
    public package(set) var is3D: Bool
    public package(set) var layers: [Layer]
    public package(set) var assets: [Asset]
    public package(set) var markers: [Marker]
    /// `fonts.list`
    public package(set) var fonts: [Font]
    /// `chars`
    public package(set) var glyphs: [Glyph]
    /// `slots`, as written; `sid` references are already resolved in the model.
    public package(set) var slots: JSONObject?
    /// `meta`, as written.
    public package(set) var meta: JSONObject?
    /// Unsupported but well-formed features found while decoding.
    public package(set) var diagnostics: [Diagnostic]
    /// Every expression (`x`) of the file, in file order; each property holds its own too.
    public package(set) var expressions: [PropertyExpression] = []

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

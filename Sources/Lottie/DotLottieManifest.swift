import Archives
import LottieModel

/// The `manifest.json` of a dotLottie file (format v1 or v2): which animations and themes
/// the archive holds, and the v1 playback settings of each animation.
///
/// ```swift
/// let file = try DotLottieFile.loadedFrom(filepath: "stickers.lottie")
/// for entry in file.manifest?.animations ?? [] { print(entry.id, entry.loop ?? false) }
/// ```
public struct DotLottieManifest: Sendable, Equatable {
    /// `version`: `"1"`, `"1.0"` or `"2"` (a number is kept as written, `1` → `"1"`).
    public var version: String?
    /// `generator`: the tool that wrote the file.
    public var generator: String?
    /// `author`.
    public var author: String?
    /// v1 `activeAnimationId`.
    public var activeAnimationId: String?
    /// v2 `initial.animation`.
    public var initialAnimationId: String?
    /// `animations`, in manifest order; entries without an `id` are skipped.
    public var animations: [Animation]
    /// `themes`: v1 `{id, animations}`, v2 `{id, name}`.
    public var themes: [Theme]

    /// Whether `version` is 2 or later, which puts files under `a/`, `i/` and `t/`
    /// instead of `animations/`, `images/` and `themes/`.
    public var isVersion2: Bool {
        let major = version?.split(separator: ".").first.flatMap { Int($0) } ?? 1
        return major >= 2
    }

    /// One entry of `animations`.
    public struct Animation: Sendable, Equatable {
        /// The file name without `.json`.
        public var id: String
        /// v2 `name`.
        public var name: String?
        /// v1 `loop` (a number of loops counts as `true` unless it is 0).
        public var loop: Bool?
        /// v1 `speed`.
        public var speed: Double?
        /// v1 `direction`: 1 forwards, −1 backwards.
        public var direction: Int?
        /// v1 `playMode` (or `mode`): `"normal"` or `"bounce"`.
        public var playMode: String?
        /// v1 `autoplay`.
        public var autoplay: Bool?
        /// v2 `themes`: the ids of the themes that apply to this animation.
        public var themes: [String]
        /// v2 `initialTheme`: the theme applied when none is asked for.
        public var initialTheme: String?

        /// Whether the entry carries any v1 playback setting.
        public var hasPlaybackSettings: Bool {
            loop != nil || speed != nil || direction != nil || playMode != nil || autoplay != nil
        }
    }

    /// One entry of `themes`.
    public struct Theme: Sendable, Equatable {
        /// The theme's id: its file name without `.json`.
        public var id: String
        /// v2 `name`.
        public var name: String?
        /// v1: the animations the theme applies to.
        public var animations: [String]
    }

    // MARK: - Decoding

    /// Decodes `manifest.json`; unknown keys are ignored and mistyped optional fields read as absent.
    /// - Throws: `ContainerError` if the bytes are not a JSON object.
    init(jsonBytes: some Collection<UInt8>) throws(ContainerError) {
        let root: JSONValue
        do {
            root = try JSONReader.parse(jsonBytes)
        } catch {
            throw ContainerError("manifest.json is not valid JSON: \(error)")
        }
        guard let object = root.objectValue else {
            throw ContainerError("manifest.json must hold an object, found \(root.typeDescription)")
        }
        version = Self.text(object["version"])
        generator = object["generator"]?.stringValue
        author = object["author"]?.stringValue
        activeAnimationId = object["activeAnimationId"]?.stringValue
        initialAnimationId = object["initial"]?.objectValue?["animation"]?.stringValue
        animations = (object["animations"]?.arrayValue ?? []).compactMap { $0.objectValue.flatMap(Self.animation) }
        themes = (object["themes"]?.arrayValue ?? []).compactMap { value in
            guard let theme = value.objectValue, let id = theme["id"]?.stringValue else { return nil }
            return Theme(id: id, name: theme["name"]?.stringValue, animations: Self.strings(theme["animations"]))
        }
    }

    private static func animation(_ object: JSONObject) -> Animation? {
        guard let id = object["id"]?.stringValue else { return nil }
        let loop: Bool? =
            switch object["loop"] {
            case .bool(let value): value
            case .number(let count): count != 0
            default: nil
            }
        return Animation(
            id: id, name: object["name"]?.stringValue, loop: loop, speed: object["speed"]?.numberValue,
            direction: object["direction"]?.numberValue.map { $0 < 0 ? -1 : 1 },
            playMode: (object["playMode"] ?? object["mode"])?.stringValue, autoplay: Self.bool(object["autoplay"]),
            themes: strings(object["themes"]), initialTheme: object["initialTheme"]?.stringValue)
    }

    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number) where number == number.rounded() && abs(number) < 1e9: String(Int(number))
        case .number(let number): "\(number)"
        default: nil
        }
    }

    private static func bool(_ value: JSONValue?) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap(\.stringValue)
    }
}

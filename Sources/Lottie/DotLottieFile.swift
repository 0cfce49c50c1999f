import Archives
import Foundation
import LottieModel

/// An opened dotLottie (`.lottie`) file: a zip holding `manifest.json`, one or more
/// animations, their images and (v2) themes, as lottie-ios's `DotLottieFile`.
///
/// Version 1 keeps animations under `animations/` and images under `images/`; version 2
/// under `a/`, `i/` and `t/`. Both folders are looked in, since some writers mix them up.
/// Everything is read and checked when the file is opened (`ContainerLimits` bound the
/// work); animations are decoded on request.
///
/// ```swift
/// let file = try DotLottieFile.loadedFrom(filepath: "stickers.lottie")
/// print(file.animationIds)                  // ["wave", "jump"]
/// let animation = try file.animation(id: nil) // the default one
/// let jump = try file.animation(id: "jump")
/// ```
public final class DotLottieFile: Sendable {
    /// The path or name used in error messages.
    public let name: String
    /// The parsed `manifest.json`, or nil when the archive has none.
    public let manifest: DotLottieManifest?
    /// The animation ids: the manifest's, or when it lists none, the file names under the
    /// animations folder, in archive order.
    public let animationIds: [String]
    /// The id `animation()` returns: v2 `initial.animation`, else v1 `activeAnimationId`,
    /// else the first of `animationIds`.
    public let defaultAnimationId: String
    /// Image bytes by file name relative to `images/` or `i/` (`img_0.png`); not decoded.
    public let images: [String: Data]
    /// Theme JSON bytes by id (`t/<id>.json` or `themes/<id>.json`).
    public let themes: [String: Data]
    /// State machine JSON bytes by id (`s/<id>.json` or `states/<id>.json`); see
    /// ``DotLottieStateMachine``.
    public let stateMachines: [String: Data]
    /// Animation JSON bytes by id.
    private let animationData: [String: Data]

    // MARK: - Loading

    /// Opens a `.lottie` file.
    /// - Throws: `LottieLoadingError`: `fileNotFound`, `notAFile`, `unreadable`, or
    ///   `invalidContainer` for a corrupt, truncated, unsafe or oversized archive.
    public static func loadedFrom(filepath: String) throws(LottieLoadingError) -> DotLottieFile {
        try loadedFrom(data: try AnimationFile.read(path: filepath), filename: filepath)
    }

    /// Opens a dotLottie archive held in memory; `filename` names it in error messages.
    /// - Throws: `LottieLoadingError.invalidContainer`.
    public static func loadedFrom(data: Data, filename: String = "(data)") throws(LottieLoadingError) -> DotLottieFile {
        do {
            return try DotLottieFile(data: data, name: filename)
        } catch {
            throw .invalidContainer(path: filename, reason: error.reason)
        }
    }

    /// What the archive holds that is odd but usable: entries stored twice, a manifest naming
    /// an initial animation it does not have. `check` prints them.
    public let diagnostics: [Diagnostic]

    private init(data: Data, name: String) throws(ContainerError) {
        guard data.count <= ContainerLimits.maxArchiveBytes else {
            throw ContainerError("the archive is \(data.count) bytes, over the limit of \(ContainerLimits.maxArchiveBytes)")
        }
        let archive = try ZipArchive(bytes: [UInt8](data))
        var budget = ContainerLimits.maxTotalBytes
        let manifest = try archive.entry(named: "manifest.json").map { entry throws(ContainerError) in
            try DotLottieManifest(jsonBytes: try archive.extract(entry, budget: &budget))
        }
        let layout = DotLottieLayout(isVersion2: manifest?.isVersion2 ?? false)
        var animations: [String: Data] = [:]
        var images: [String: Data] = [:]
        var themes: [String: Data] = [:]
        var stateMachines: [String: Data] = [:]
        var foundIds: [String] = []
        for entry in archive.entries where !entry.isDirectory {
            guard let (folder, file) = layout.classify(entry.name) else { continue }
            let bytes = try archive.extract(entry, budget: &budget)
            switch folder {
            case .animations:
                let id = String(file.dropLast(".json".count))
                if animations[id] == nil { foundIds.append(id) }
                animations[id] = animations[id] ?? bytes
            case .images: images[file] = images[file] ?? bytes
            case .themes: themes[String(file.dropLast(".json".count))] = bytes
            case .stateMachines: stateMachines[String(file.dropLast(".json".count))] = bytes
            }
        }
        let ids = manifest.map { $0.animations.map(\.id) } ?? []
        let animationIds = ids.isEmpty ? foundIds : ids
        let preferred = [manifest?.initialAnimationId, manifest?.activeAnimationId].compactMap { $0 }
        guard let defaultId = preferred.first(where: animationIds.contains) ?? animationIds.first else {
            throw ContainerError("the dotLottie file holds no animation: no manifest entry and no animations/ or a/ file")
        }
        var diagnostics = archive.repeatedNames.map {
            Diagnostic(.warning, feature: "archive", message: "entry \($0.messageText()) is stored more than once; the first is used", path: $0)
        }
        if let wanted = preferred.first, !animationIds.contains(wanted) {
            diagnostics.append(
                Diagnostic(
                    .warning, feature: "manifest",
                    message: "the initial animation \(wanted.messageText()) is not in the archive; \(defaultId.messageText()) is used",
                    path: "manifest.json"))
        }
        self.diagnostics = diagnostics
        self.name = name
        self.manifest = manifest
        self.animationIds = animationIds
        self.defaultAnimationId = defaultId
        self.images = images
        self.themes = themes
        self.stateMachines = stateMachines
        self.animationData = animations
    }

    // MARK: - Animations

    /// The manifest entry of an animation (with its v1 playback settings), if listed.
    public func manifestEntry(forAnimation id: String) -> DotLottieManifest.Animation? {
        manifest?.animations.first { $0.id == id }
    }

    /// The JSON bytes of an animation (`id` nil: the default one).
    /// - Throws: `LottieLoadingError.animationNotFound` for an unknown id, or
    ///   `invalidContainer` when the manifest lists an animation whose file is missing.
    public func animationJSON(id: String? = nil) throws(LottieLoadingError) -> Data {
        let id = id ?? defaultAnimationId
        guard animationIds.contains(id) else { throw .animationNotFound(path: name, id: id, available: animationIds) }
        guard let data = animationData[id] else {
            throw .invalidContainer(path: name, reason: "the manifest lists animation '\(id)' but the archive has no \(id).json")
        }
        return data
    }

    /// The provider of the archive's images (`images/` or `i/`) and embedded `data:` URLs;
    /// never reads outside the archive.
    public var imageProvider: any AnimationImageProvider {
        DotLottieImageProvider(images: images, archive: name)
    }
}

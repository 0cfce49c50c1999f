import ArgumentParser
import Foundation
import Lottie
import LottieModel
import PlayerUI

/// Loading and error reporting shared by the subcommands.
enum CommandSupport {
    /// Loads `file` (`.json`, `.lot`, `.lottie` or `.tgs`; `animationId` picks an animation
    /// of a `.lottie` and `themeId` one of its themes), or the built-in sample when `file` is
    /// nil. Errors become exit codes 65 (undecodable, corrupt container, unknown animation or
    /// theme id) and 66 (missing or unreadable), with the message on stderr.
    static func load(_ file: String?, animationId: String? = nil, themeId: String? = nil) throws -> (label: String, loaded: LoadedAnimationFile?, animation: LottieAnimation) {
        do {
            guard let file else {
                return ("(built-in sample)", nil, try LottieAnimation.from(data: Data(BuiltInSample.json.utf8)))
            }
            let loaded = try LoadedAnimationFile.load(filePath: AnimationFiles.path(file), animationId: animationId, themeId: themeId)
            return (file, loaded, loaded.animation)
        } catch {
            printError(error, file: file ?? "(built-in sample)")
            throw exitCode(for: error)
        }
    }

    /// A renderer whose images come from the file's directory or archive (embedded images
    /// only for the built-in sample).
    static func renderer(
        for animation: LottieAnimation, loaded: LoadedAnimationFile?,
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider()
    ) -> LottieFrameRenderer {
        LottieFrameRenderer(
            animation: animation, imageProvider: loaded?.imageProvider ?? DirectoryImageProvider(searchPaths: []),
            textProvider: textProvider, fontProvider: fontProvider)
    }

    static func exitCode(for error: Error) -> ExitCode {
        switch error {
        case LottieLoadingError.fileNotFound, LottieLoadingError.notAFile, LottieLoadingError.unreadable: ExitCode(66)
        default: ExitCode(65)
        }
    }

    static func printError(_ error: Error, file: String) {
        FileHandle.standardError.write(Data("lottie-term: \(message(for: error, file: file))\n".utf8))
    }

    /// The one-line message for a loading or decoding error, with the file and the place.
    static func message(for error: Error, file: String) -> String {
        switch error {
        case let loading as LottieLoadingError: loading.description
        case let decoding as LottieDecodingError: "\(file): \(decoding)"
        default: "\(file): \(error)"
        }
    }
}

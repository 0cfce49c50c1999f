import ArgumentParser
import CellEncoder
import Foundation
import Lottie
import LottieGraphics

extension Render {
    /// The checks specific to `--format kitty|sixel|iterm`: one frame to stdout, sized by --size.
    func validatePixels() throws {
        if frames != nil || marker != nil || outdir != nil || output != nil || export.isGiven {
            throw ValidationError(
                "--format \(resolvedFormat.rawValue) prints one frame to stdout: use --frame or --progress, not --frames, --outdir or -o")
        }
        if frame != nil && progress != nil { throw ValidationError("give at most one of --frame or --progress") }
        if ansi.cells != nil || ansi.color != nil || ansi.highlight != nil {
            throw ValidationError("--cells, --color and --highlight need --format ansi")
        }
    }

    /// Prints the chosen frame (the first when none is given), rendered at --size, as the
    /// player's viewport shows it in that protocol: kitty and iTerm2 images fill --cols × --rows
    /// cells when given, sixel blends translucent pixels over --terminal-bg.
    func printImage(_ renderer: LottieFrameRenderer, mode: PixelMode, background: Color?) throws {
        let animation = renderer.animation
        let pixels = renderer.render(
            frame: frame ?? animation.frameTime(forProgress: progress ?? 0), width: size.width, height: size.height,
            contentMode: contentMode, background: background)
        let terminal = ansi.style.terminalBackground.resolve(environment: ProcessInfo.processInfo.environment)
        let escape = mode.image(
            pixels, columns: ansi.cols, rows: ansi.rows, background: SIMD3(Float(terminal.r), Float(terminal.g), Float(terminal.b)))
        FileHandle.standardOutput.write(Data(escape))
    }
}

import ArgumentParser
import Foundation
import Lottie

extension Render {
    /// The checks specific to `--format ansi`: one frame (by --frame or --progress) to stdout, --cols given.
    func validateANSI() throws {
        if frames != nil || outdir != nil || output != nil {
            throw ValidationError(
                "--format ansi prints one frame to stdout: use --frame or --progress, not --frames, --outdir or -o")
        }
        if frame != nil && progress != nil { throw ValidationError("give at most one of --frame or --progress") }
        if ansi.cols == nil { throw ValidationError("--format ansi needs --cols") }
    }

    /// Renders the chosen frame (the first when none is given) at the grid's pixel size and prints it as text rows.
    func printText(_ renderer: LottieFrameRenderer, background: Color?) {
        let animation = renderer.animation
        let columns = ansi.cols ?? 80
        let rows = ansi.rows(
            columns: columns, compositionWidth: animation.size.width, compositionHeight: animation.size.height)
        let encoder = ansi.encoder(environment: ProcessInfo.processInfo.environment)
        let size = CellEncoder.pixelSize(columns: columns, rows: rows, cellMode: encoder.cellMode)
        let pixels = renderer.render(
            frame: frame ?? animation.frameTime(forProgress: progress ?? 0), width: size.width, height: size.height,
            contentMode: contentMode, background: background)
        FileHandle.standardOutput.write(Data(ANSIWriter().lines(encoder.encode(pixels))))
    }
}

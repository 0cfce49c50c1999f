import ArgumentParser
import CellEncoder
import Foundation
import Lottie
import LottieCore
import LottieGraphics

extension Render {
    /// The checks specific to `--format ansi`: one frame (by --frame or --progress) to stdout, --cols given.
    func validateANSI() throws {
        if frames != nil || outdir != nil || output != nil {
            throw ValidationError(
                "--format ansi prints one frame to stdout: use --frame or --progress, not --frames, --outdir or -o")
        }
        if frame != nil && progress != nil { throw ValidationError("give at most one of --frame or --progress") }
        if ansi.cols == nil && Self.terminalColumns() == nil {
            throw ValidationError("--format ansi needs --cols when standard output is not a terminal")
        }
    }

    /// Renders the chosen frame (the first when none is given) as the player's viewport would
    /// show it on a grid of that size, and prints it as text rows.
    func printText(_ renderer: LottieFrameRenderer, background: Color?) throws {
        let animation = renderer.animation
        let columns = ansi.cols ?? Self.terminalColumns() ?? 80
        let rows = ansi.rows(
            columns: columns, compositionWidth: animation.size.width, compositionHeight: animation.size.height)
        let encoder = ansi.encoder(environment: ProcessInfo.processInfo.environment)
        let grid = renderer.cells(
            frame: frame ?? animation.frameTime(forProgress: progress ?? 0), columns: columns, rows: rows, encoder: encoder,
            contentMode: contentMode, background: background, highlight: try highlightedNode(in: renderer))
        FileHandle.standardOutput.write(Data(ANSIWriter().lines(grid)))
    }

    /// The width of the terminal on standard output, nil when it is not a terminal.
    static func terminalColumns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return min(Int(size.ws_col), ANSIOptions.maxCells)
    }

    /// The node `--highlight` names: the first layer, group or path its keypath matches.
    private func highlightedNode(in renderer: LottieFrameRenderer) throws -> KeypathNode? {
        guard let keypath = ansi.highlight else { return nil }
        let tree = renderer.keypathTree
        if let node = tree.nodes(matching: AnimationKeypath(keypath: keypath)).first(where: \.drawsAlone) { return node }
        throw ValidationError("--highlight \(keypath) matches no layer, group or path")
    }
}

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

    /// Renders the chosen frame (the first when none is given) as the player's viewport would
    /// show it on a grid of that size, and prints it as text rows.
    func printText(_ renderer: LottieFrameRenderer, background: Color?) throws {
        let animation = renderer.animation
        let columns = ansi.cols ?? 80
        let rows = ansi.rows(
            columns: columns, compositionWidth: animation.size.width, compositionHeight: animation.size.height)
        let encoder = ansi.encoder(environment: ProcessInfo.processInfo.environment)
        let grid = renderer.cells(
            frame: frame ?? animation.frameTime(forProgress: progress ?? 0), columns: columns, rows: rows, encoder: encoder,
            contentMode: contentMode, background: background, highlight: try highlightedNode(in: renderer))
        FileHandle.standardOutput.write(Data(ANSIWriter().lines(grid)))
    }

    /// The node `--highlight` names: the first layer, group or path its keypath matches.
    private func highlightedNode(in renderer: LottieFrameRenderer) throws -> KeypathNode? {
        guard let keypath = ansi.highlight else { return nil }
        let tree = renderer.keypathTree
        if let node = tree.nodes(matching: AnimationKeypath(keypath: keypath)).first(where: \.drawsAlone) { return node }
        throw ValidationError("--highlight \(keypath) matches no layer, group or path")
    }
}

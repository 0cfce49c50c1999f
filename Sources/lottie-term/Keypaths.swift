import ArgumentParser
import Foundation
import Lottie
import LottieCore
import LottieGraphics
import LottieModel

/// `lottie-term keypaths FILE [--match PATTERN] [--values] [--frame F] [--tree] [--json]`
struct Keypaths: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keypaths",
        abstract: "List the keypaths of an animation's layers, shapes and properties.",
        discussion: """
            Prints every node and property keypath, sorted, one per line, as lottie-ios's \
            logHierarchyKeypaths names them. In patterns, * matches one name, ** any number \
            (at the end: one or more), and a * inside a key is a glob (*primary). --values lists \
            properties only, with their value at --frame (default: the first frame). A --match \
            pattern that matches nothing exits with 64 and names the closest keypaths.
            """)

    @Argument(help: "A Lottie file (.json, .lot, .lottie or .tgs).")
    var file: String

    @OptionGroup var container: ContainerOptions

    @Option(help: "Only keypaths matching this pattern, for example '**.Fill 1.Color'.")
    var match: String?

    @Flag(help: "Show property values (at --frame).")
    var values = false

    @Option(help: "The absolute frame for --values (default: the first frame).")
    var frame: Double?

    @Flag(help: "Print an indented tree with node kinds instead of a sorted list, flagging expressions and effects that are not drawn.")
    var tree = false

    @Flag(help: "Print JSON: a list of entries (keypath, kind, type and, for properties, value), or the tree with --tree.")
    var json = false

    @OptionGroup var overrides: ValueAssignmentOptions

    func validate() throws {
        if let frame, !frame.isFinite { throw ValidationError("--frame must be a finite number") }
    }

    func run() throws {
        let (_, loaded, animation) = try container.load(file)
        let renderer = CommandSupport.renderer(for: animation, loaded: loaded)
        try overrides.apply(to: renderer)
        let listing = KeypathListing(
            renderer: renderer, pattern: match.map(AnimationKeypath.init(keypath:)), showsValues: values,
            frame: frame ?? animation.startFrame)
        if let pattern = listing.pattern, listing.isEmpty {
            let closest = renderer.keypathTree.closestKeypaths(to: pattern)
            FileHandle.standardError.write(
                Data(
                    "lottie-term: no keypath matches \(pattern)\(closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", "))\n".utf8))
            throw ExitCode(64)
        }
        if renderer.keypathTree.isTruncated {
            FileHandle.standardError.write(
                Data(
                    "lottie-term: warning: \(file): more than \(EvaluationLimits.maxLayerInstances) layer instances (precompositions reused inside each other); the list stops there\n".utf8))
        }
        let output: String
        switch (tree, json) {
        case (false, false): output = listing.lines.joined(separator: "\n")
        case (true, false): output = listing.treeLines.joined(separator: "\n")
        case (false, true): output = JSONWriter.string(of: listing.jsonList)
        case (true, true): output = JSONWriter.string(of: listing.jsonTree)
        }
        if !output.isEmpty { print(output) }
    }
}

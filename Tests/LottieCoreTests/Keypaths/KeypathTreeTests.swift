import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import TestSupport
import Testing

/// The keypath tree: names and order as lottie-ios prints them, and its structure.
@Suite struct KeypathTreeTests {
    /// Corpus files with the list lottie-ios printed for them (`expected/keypaths`).
    static let expectedLists: [String] = {
        guard let shared = Corpus.shared else { return [] }
        let root = shared.appendingPathComponent("expected/keypaths")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".keypaths.txt") }.sorted()
    }()

    static func tree(_ url: URL) throws -> KeypathTree {
        KeypathTree(animation: try Animation(jsonBytes: Array(try Data(contentsOf: url))))
    }

    @Test(.enabled(if: !expectedLists.isEmpty, "the shared corpus is absent"), arguments: expectedLists)
    func listsWhatLottieIOSPrints(_ listPath: String) throws {
        guard let shared = Corpus.shared else { return }
        let expected = try String(
            contentsOf: shared.appendingPathComponent("expected/keypaths").appendingPathComponent(listPath), encoding: .utf8)
        let animation = shared.appendingPathComponent("corpus")
            .appendingPathComponent(String(listPath.dropLast(".keypaths.txt".count)))
        let lines = try Self.tree(animation).allKeypaths
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == expectedLines.count)
        let missing = Set(expectedLines).subtracting(lines).sorted()
        let extra = Set(lines).subtracting(expectedLines).sorted()
        #expect(missing.isEmpty, "missing: \(missing.prefix(5))")
        #expect(extra.isEmpty, "extra: \(extra.prefix(5))")
        #expect(lines == expectedLines)
    }

    static let sample = Corpus.samples.appendingPathComponent("keypaths.json")

    @Test func nodesHaveKindsAndChildrenInFileOrder() throws {
        let tree = try Self.tree(Self.sample)
        #expect(tree.roots.map(\.name) == ["Left", "Right", "Badge", "Panel"])
        let badge = try #require(tree.roots.first { $0.name == "Badge" })
        #expect(badge.kind == .layer)
        #expect(badge.children.map(\.name) == ["Transform", "Circle"])
        let circle = badge.children[1]
        #expect(circle.kind == .group)
        #expect(circle.children.map(\.name) == ["Ellipse Path 1", "Stroke 1", "Fill 1", "Transform"])
        #expect(circle.children.map(\.kind) == [.shape, .shape, .shape, .transform])
        #expect(circle.children[2].propertyNames == ["Color", "Opacity"])
        #expect(circle.children[2].properties[0].valueKind == .color)
        #expect(circle.children[2].properties[0].isAnimated)
        #expect(
            badge.children[0].propertyNames == [
                "Anchor Point", "Position", "Scale", "Rotation", "Rotation X", "Rotation Y", "Rotation Z", "Opacity",
            ])
    }

    @Test func precompositionLayersAppearUnderEveryInstance() throws {
        let tree = try Self.tree(Self.sample)
        let dots = tree.nodes(matching: "*.Dot").map(\.keypath.string)
        #expect(dots == ["Left.Dot", "Right.Dot"])
        #expect(tree.properties(matching: "**.Dot.Fill 1.Color").count == 2)
    }

    @Test func hostilePrecompositionsGiveABoundedTree() throws {
        // p0 … p29 each hold two layers using the next one (2^30 instances), and p29 uses p0.
        var assets: [String] = []
        for level in 0..<30 {
            let next = "p\((level + 1) % 30)"
            let layer = #"{"ty":0,"refId":""# + next + #"","ip":0,"op":1,"w":1,"h":1,"ks":{}}"#
            assets.append(#"{"id":"p\#(level)","layers":["# + layer + "," + layer + "]}")
        }
        let json =
            #"{"fr":30,"ip":0,"op":1,"w":1,"h":1,"assets":["# + assets.joined(separator: ",")
            + #"],"layers":[{"ty":0,"refId":"p0","ip":0,"op":1,"w":1,"h":1,"ks":{}}]}"#
        let tree = KeypathTree(animation: try Animation(jsonBytes: Array(json.utf8)))
        #expect(tree.nodes.count <= 2 * 50_000)
        #expect(tree.nodes.count > 1_000)
    }

    @Test func closestKeypathsIgnoreLeadingWildcards() throws {
        let tree = try Self.tree(Self.sample)
        #expect(tree.closestKeypaths(to: "**.Fil 1.Colr", limit: 1) == ["Badge.Circle.Fill 1.Color"])
        #expect(tree.closestKeypaths(to: "Pannel", limit: 1) == ["Panel"])
    }
}

import Compatibility
import LottieCore
import LottieModel
import Testing

/// The census's ids, uses and layers, the findings it gives per target, and the keypath of a use.
@Suite struct FeatureCensusTests {
    /// A shape layer "Badge" whose group "Ring" merges two ellipses, under a precomposition, and
    /// a null layer with an expression.
    static let json = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,
         "assets":[{"id":"comp","layers":[
           {"ty":4,"nm":"Badge","ind":1,"ip":0,"op":30,"st":0,"ks":{},"shapes":[
             {"ty":"gr","nm":"Ring","it":[
               {"ty":"el","nm":"Outer","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[80,80]}},
               {"ty":"el","nm":"Inner","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},
               {"ty":"mm","nm":"Merge","mm":3},
               {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":2},
               {"ty":"tr","p":{"a":0,"k":[0,0]}}]}]}]}],
         "layers":[
           {"ty":0,"nm":"Holder","refId":"comp","ind":1,"ip":0,"op":30,"st":0,"w":100,"h":100,"ks":{}},
           {"ty":3,"nm":"Driver","ind":2,"parent":1,"ip":0,"op":30,"st":0,"ks":{"r":{"a":0,"k":0,"x":"time * 90"}}}]}
        """#

    @Test func featuresCarryIDsUsesAndLayers() throws {
        let animation = try Animation(jsonBytes: Array(Self.json.utf8))
        let census = FeatureCensus(animation)
        let merge = try #require(census.features.first { $0.id == "shape-merge-paths" })
        #expect(merge.name == "shape merge paths" && merge.count == 1)
        #expect(merge.uses == [FeatureCensus.Use(path: "assets[0].layers[0].shapes[0].it[2]", layerPath: "assets[0].layers[0]", layerName: "Badge")])
        let evenOdd = try #require(census.features.first { $0.id == "fill-even-odd" })
        #expect(evenOdd.paths == ["assets[0].layers[0].shapes[0].it[3].r"])
        let expression = try #require(census.features.first { $0.id == "expression" })
        #expect(expression.uses.first?.layerPath == "layers[1]")
        #expect(census.features.contains { $0.id == "parenting" && $0.paths == ["layers[1].parent"] })
        #expect(census.features.contains { $0.id == "layer-precomp" } && census.features.contains { $0.id == "layer-null" })
    }

    /// A star whose point count has a fraction at some frame is found (a constant fraction, or
    /// keyframes that change it without holding); a whole count, a held change and a polygon are
    /// not. The web and Skottie draw whole points only.
    @Test func starsWithAFractionalPointCount() throws {
        func star(_ points: String, type: Int = 1) throws -> FeatureCensus {
            let json = """
                {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
                  {"ty":4,"nm":"Stars","ind":1,"ip":0,"op":30,"st":0,"ks":{},"shapes":[
                    {"ty":"sr","nm":"Star","sy":\(type),"d":1,"pt":\(points),"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0},
                     "or":{"a":0,"k":40},"os":{"a":0,"k":0},"ir":{"a":0,"k":20},"is":{"a":0,"k":0}},
                    {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
                """
            return FeatureCensus(try Animation(jsonBytes: Array(json.utf8)))
        }
        let id = "shape-polystar-fractional-points"
        let fraction = try star(#"{"a":0,"k":5.5}"#)
        #expect(fraction.features.first { $0.id == id }?.paths == ["layers[0].shapes[0].pt"])
        let animated = try star(#"{"a":1,"k":[{"t":0,"s":[5]},{"t":30,"s":[8]}]}"#)
        #expect(animated.features.contains { $0.id == id })
        let web = animated.findings(for: [.webSVG, .skottie, .android]).filter { $0.featureID == id }
        #expect(web.map(\.target) == [.webSVG, .skottie])
        #expect(web.allSatisfy { $0.severity == .drawnDifferently })
        for whole in [#"{"a":0,"k":5}"#, #"{"a":1,"k":[{"t":0,"s":[5],"h":1},{"t":30,"s":[8]}]}"#] {
            #expect(!(try star(whole)).features.contains { $0.id == id }, "\(whole)")
        }
        #expect(!(try star(#"{"a":0,"k":5.5}"#, type: 2)).features.contains { $0.id == id })
    }

    @Test func findingsFollowTheTableForEachTarget() throws {
        let census = FeatureCensus(try Animation(jsonBytes: Array(Self.json.utf8)))
        let findings = census.findings(for: Target.allCases)
        for finding in findings {
            guard let support = FeatureSupport.entry(id: finding.featureID)?.support[finding.target] else {
                Issue.record("\(finding.featureID) has no entry for \(finding.target)")
                continue
            }
            switch (support, finding.severity) {
            case (.no, .notDrawn), (.partial, .drawnDifferently), (.fallback, .slowerPath): break
            default: Issue.record("\(finding.featureID) \(finding.target): \(finding.severity) does not follow the table")
            }
        }
        // Features every target draws give no finding; the findings are sorted worst first.
        #expect(!findings.contains { $0.featureID == "shape-ellipse" })
        #expect(findings.map(\.severity) == findings.map(\.severity).sorted())
    }

    @Test func aUseIsLocatedAtTheNodeItIsInside() throws {
        let animation = try Animation(jsonBytes: Array(Self.json.utf8))
        let locator = KeypathLocator(tree: KeypathTree(animation: animation), animation: animation)
        // Merge paths items are not nodes of the tree: the use is inside its group.
        #expect(locator.node(containing: "assets[0].layers[0].shapes[0].it[2]")?.keypath.string == "Holder.Badge.Ring")
        #expect(locator.node(containing: "assets[0].layers[0].shapes[0].it[0].s")?.keypath.string == "Holder.Badge.Ring.Outer")
        #expect(locator.node(containing: "layers[1].ks.r.x")?.keypath.string == "Driver")
        #expect(locator.node(containing: "assets[3].layers[0]") == nil)
        #expect(locator.node(containing: "fonts") == nil)
    }
}

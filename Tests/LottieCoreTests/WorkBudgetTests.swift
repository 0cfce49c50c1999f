import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// One work budget per frame: the layers of a frame spend from the same counts, and the
/// frame says where it stopped.
@Suite struct WorkBudgetTests {
    /// A shape layer whose square is repeated 1,000 times, and that again `outer` times:
    /// about 61,000 repeater copies for `outer` = 30.
    private func repeatedLayer(_ name: String, outer: Int) -> String {
        func repeater(_ copies: Int) -> String {
            #"{"ty":"rp","c":{"a":0,"k":"# + "\(copies)"
                + #"},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":1},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        }
        let square = #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let inner =
            #"{"ty":"gr","it":["# + square + "," + repeater(1000) + #",{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        return #"{"ty":4,"nm":""# + name + #"","ind":1,"ip":0,"op":60,"# + RenderingTests.identity + #","shapes":["# + inner + "," + repeater(outer) + "]}"
    }

    private func notes(_ layers: [String]) throws -> [String] {
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":["# + layers.joined(separator: ",") + "]}"
        return FrameEvaluator(animation: try Animation(jsonBytes: Array(json.utf8))).evaluate(at: 0).notes
    }

    @Test func repeaterCopiesAreCountedForTheWholeFrame() throws {
        #expect(try notes([repeatedLayer("Only", outer: 30)]).isEmpty)
        // Layers are evaluated back to front: "Second" fits, "First" finds the budget spent.
        let start = ContinuousClock.now
        let both = try notes([repeatedLayer("First", outer: 30), repeatedLayer("Second", outer: 30)])
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(both.count == 1)
        #expect(both.first?.hasPrefix("more than \(EvaluationLimits.maxRepeaterCopies) repeater copies in one frame; drawing stopped in layer First after ") == true)
    }

    /// A layer that draws nothing but spends about `outer` × 2,000 repeater copies: a fill
    /// repeated 1,000 times, and that `outer` times (`outer` as JSON, so it may be animated).
    private func copyingLayer(_ name: String, index: Int, outer: String) -> String {
        let step = #"{"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":1}}"#
        let inner = #"{"ty":"rp","c":{"a":0,"k":1000},"o":{"a":0,"k":0},"m":1,"tr":"# + step + "}"
        let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let group = #"{"ty":"gr","it":["# + fill + "," + inner + "]}"
        let repeater = #"{"ty":"rp","c":"# + outer + #","o":{"a":0,"k":0},"m":1,"tr":"# + step + "}"
        return #"{"ty":4,"nm":""# + name + #"","ind":"# + "\(index)" + #","ip":0,"op":60,"# + RenderingTests.identity
            + #","shapes":["# + group + "," + repeater + "]}"
    }

    /// A layer that does not change is evaluated once and kept, yet every frame spends its
    /// budget: where the layer before it leaves too little, it is cut short as it would be
    /// without the cache, whatever frames came before.
    @Test func keptLayersSpendTheSameBudget() throws {
        let changing = copyingLayer("Changing", index: 2, outer: #"{"a":1,"k":[{"t":0,"s":[30],"h":1},{"t":30,"s":[5],"h":1}]}"#)
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":["#
            + copyingLayer("Static", index: 1, outer: #"{"a":0,"k":30}"#) + "," + changing + "]}"
        let animation = try Animation(jsonBytes: Array(json.utf8))
        let reused = FrameEvaluator(animation: animation)
        for frame in [40.0, 0, 45, 10, 40] {
            let expected = FrameEvaluator(animation: animation, environment: EvaluationEnvironment(), isCaching: false).evaluate(at: frame)
            let notes = reused.evaluate(at: frame).notes
            #expect(notes == expected.notes, "frame \(frame)")
            #expect(notes.isEmpty == (frame >= 30), "frame \(frame)")
        }
    }

    @Test func eachPartRunsOutOnceAndSaysWhere() {
        var budget = WorkBudget()
        let fits = budget.spendPathElements(EvaluationLimits.maxPathElements - 10, in: "layer A")
        let tooMany = budget.spendPathElements(11, in: "layer B")
        let afterwards = budget.spendPathElements(1, in: "layer C")
        #expect(fits && !tooMany && !afterwards)
        for _ in 0..<EvaluationLimits.maxLayerInstances { _ = budget.spendLayerInstance(in: "the root composition") }
        #expect(!budget.isOutOfLayerInstances)
        let oneMore = budget.spendLayerInstance(in: "layer P")
        #expect(!oneMore)
        #expect(budget.isOutOfLayerInstances)
        #expect(
            budget.notes == [
                "more than \(EvaluationLimits.maxPathElements) path points in one frame; drawing stopped in layer B",
                "more than \(EvaluationLimits.maxLayerInstances) layer instances in one frame (precompositions reused inside each other); drawing stopped in layer P",
            ])
    }
}

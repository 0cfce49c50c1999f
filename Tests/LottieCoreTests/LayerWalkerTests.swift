import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import Testing

/// The one walk of the layer tree: what it reaches, and that every reader of the tree sees
/// the same instances through it.
@Suite struct LayerWalkerTests {
    /// Two layers show the same precomposition: `A` moved right and starting at frame 5,
    /// `B` moved down and stretched twice. The precomposition holds one shape layer, `Dot`.
    static let shared: Animation = {
        let dot =
            #"{"ty":4,"nm":"Dot","ind":1,"ip":0,"op":600,"ks":{"p":{"a":0,"k":[10,0]}},"shapes":[{"ty":"rc","nm":"Box","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        func card(_ name: String, _ extra: String) -> String {
            #"{"ty":0,"nm":""# + name + #"","refId":"card","w":100,"h":100,"ip":0,"op":600,"# + extra + "}"
        }
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":600,"w":100,"h":100,"assets":[{"id":"card","layers":["# + dot + #"]}],"layers":["#
            + card("A", #""st":5,"ks":{"p":{"a":0,"k":[20,0]}}"#) + "," + card("B", #""sr":2,"ks":{"p":{"a":0,"k":[0,30]}}"#) + "]}"
        do { return try Animation(jsonBytes: Array(json.utf8)) } catch { fatalError("fixture: \(error)") }
    }()

    @Test func visitsEachInstanceWithItsNamesClockAndPlace() {
        var walker = LayerWalker(animation: Self.shared)
        var seen: [(keys: String, frame: Double, x: Double, y: Double)] = []
        walker.walk(at: 20) { list, position in
            let world = list.worldMatrix(of: position)
            seen.append((list.keys(of: position).joined(separator: "."), list.frame, world.tx, world.ty))
        }
        #expect(seen.map(\.keys) == ["A", "A.Dot", "B", "B.Dot"])
        #expect(seen.map(\.frame) == [20, 15, 20, 10])
        #expect(seen.map(\.x) == [20, 30, 0, 10])
        #expect(seen.map(\.y) == [0, 0, 30, 30])
    }

    @Test func keypathTreeTextLookupsAndWorldTransformsUseTheSameInstances() throws {
        var walker = LayerWalker(animation: Self.shared)
        var walked: [String] = []
        walker.walk(at: 0) { list, position in walked.append(list.keys(of: position).joined(separator: ".")) }
        let tree = KeypathTree(animation: Self.shared)
        let layers = tree.nodes.filter { $0.kind == .layer }
        #expect(layers.map(\.keypath.string) == walked)
        let evaluator = FrameEvaluator(animation: Self.shared)
        for node in layers {
            let instance = try #require(walker.instances(along: node.steps, at: 20)?.last)
            #expect(instance.list.keys(of: instance.position) == node.keypath.keys)
            #expect(evaluator.worldTransform(ofLayerAt: node.steps, frame: 20) == instance.list.worldMatrix(of: instance.position))
        }
    }

    @Test func aValueProviderChangesOneInstanceOnly() {
        var environment = EvaluationEnvironment()
        environment.valueProviders = ValueProviderTable(
            tree: KeypathTree(animation: Self.shared),
            providers: [(AnimationKeypath(keypath: "B.Dot.**.Color"), ColorValueProvider(Color(r: 0, g: 0, b: 1)))])
        #expect(environment.valueProviders.count == 1)
        let list = FrameEvaluator(animation: Self.shared, environment: environment).displayList(at: 20)
        let pixels = Renderer().render(list, width: 100, height: 100)
        #expect(pixels.straightColor(x: 30, y: 0).r > 0.9)  // A's dot keeps the file's red
        #expect(pixels.straightColor(x: 10, y: 30).b > 0.9)  // B's dot is blue
    }
}

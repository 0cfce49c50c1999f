import Foundation
import LottieCore
import LottieGraphics
import LottieModel
import TestSupport
import Testing

/// Stretches of frames where a value holds still: an evaluation made anywhere in one holds
/// for all of it, so the stretches must end wherever the value changes.
@Suite struct TimeVariationTests {
    private func keyframed(_ keyframes: [Keyframe<Double>], expression: String? = nil) -> Property<Double> {
        Property(.keyframed(keyframes), expression: expression)
    }

    @Test func aConstantValueHasOneStretch() {
        let variation = TimeVariation.of([Property(constant: 3.0), keyframed([Keyframe(time: 5, value: 1)])])
        #expect(variation.isInvariant)
        #expect([-1e9, 0, 7.5, 1e9].map { variation.stretch(at: $0) } == [0, 0, 0, 0])
    }

    /// Equal values on both sides of a segment hold still; a segment between different
    /// values changes from its first keyframe up to (not at) its last.
    @Test func aSegmentBetweenDifferentValuesChanges() {
        let property = keyframed([Keyframe(time: 0, value: 1), Keyframe(time: 10, value: 1), Keyframe(time: 20, value: 4)])
        let variation = TimeVariation.of(property)
        #expect(!variation.isInvariant)
        #expect([-5, 0, 9.99].map { variation.stretch(at: $0) } == [0, 0, 0])
        #expect([10, 15, 19.99].map { variation.stretch(at: $0) } == [nil, nil, nil])
        #expect([20, 100].map { variation.stretch(at: $0) } == [1, 1])
        #expect(variation.stretch(at: .nan) == nil)
    }

    /// A hold keeps its value up to the next keyframe and jumps there: two stretches.
    @Test func aHoldJumpsAtTheNextKeyframe() {
        let property = keyframed([
            Keyframe(time: 0, value: 1, isHold: true), Keyframe(time: 10, value: 2, isHold: true), Keyframe(time: 30, value: 2),
        ])
        let variation = TimeVariation.of(property)
        #expect([0, 9.99].map { variation.stretch(at: $0) } == [0, 0])
        #expect([10, 29, 30, 50].map { variation.stretch(at: $0) } == [1, 1, 1, 1])
        for frame in stride(from: 0.0, through: 50, by: 0.5) {
            let (a, b) = (frame, frame + 0.25)
            if variation.stretch(at: a) == variation.stretch(at: b) {
                #expect(property.value(at: a, default: 0) == property.value(at: b, default: 0), "\(a) and \(b)")
            }
        }
    }

    /// A position whose ends are equal still moves along its spatial curve.
    @Test func aSpatialCurveBetweenEqualEndsMoves() {
        let property = Property<Vector3>(
            .keyframed([
                Keyframe(time: 0, value: Vector3(5, 5), spatialOut: Vector3(10, 0), spatialIn: Vector3(0, 10)),
                Keyframe(time: 10, value: Vector3(5, 5)),
            ]))
        #expect(TimeVariation.of(property).stretch(at: 5) == nil)
    }

    /// An expression, keyframes out of order, and more changes than are kept: every frame.
    @Test func whatCannotBeToldChangesAtEveryFrame() {
        let expression = keyframed([Keyframe(time: 0, value: 1), Keyframe(time: 10, value: 1)], expression: "time")
        let unordered = keyframed([Keyframe(time: 10, value: 1), Keyframe(time: 0, value: 2)])
        let many = keyframed(
            (0...TimeVariation.maxChanges + 1).map { Keyframe(time: Double($0), value: Double($0 % 2), isHold: true) })
        for property in [expression, unordered, many] {
            #expect(TimeVariation.of(property) == .everyFrame)
            #expect(TimeVariation.of(property).stretch(at: -1e300) == nil)
        }
    }

    /// Values inside a model are found wherever they sit: here in a shape group's transform.
    @Test func propertiesInsideShapesAreFound() throws {
        let group = #"{"ty":"gr","it":[{"ty":"tr","o":{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":12,"s":[40]}]}}]}"#
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":60,"shapes":["# + group + "]}]}"
        let animation = try Animation(jsonBytes: Array(json.utf8))
        guard case .shapes(let items) = animation.layers[0].content else { throw CancellationError() }
        let variation = TimeVariation.of(items)
        #expect(variation.stretch(at: 11) == 0 && variation.stretch(at: 12) == 1)
    }

    /// Shape items and masks list their properties instead of being reflected; on every
    /// corpus animation the lists find what reflection finds, layer by layer (a property added
    /// to an item and missed by its list would hold a changing value still).
    @Test(.enabled(if: Corpus.shared != nil, "../shared is absent"))
    func listedPropertiesVaryAsReflectionFinds() throws {
        var compared = 0
        for entry in Corpus.animations() {
            guard let data = try? Data(contentsOf: entry.url), let animation = try? Animation(jsonBytes: data) else { continue }
            for layer in animation.layers + animation.assets.flatMap(\.precompositionLayers) {
                let value: Any
                switch layer.content {
                case .shapes(let items): value = (items, layer.masks)
                case .text(let data): value = (data, layer.masks)
                default: value = layer.masks
                }
                let listed = TimeVariation.of(value)
                let reflected = TimeVariation.of(value, reflectingEverything: true)
                #expect(listed == reflected, "\(entry.path): layer \(layer.name ?? "?")")
                compared += 1
            }
        }
        #expect(compared > 5000)
    }
}

extension Asset {
    fileprivate var precompositionLayers: [Layer] {
        if case .precomposition(let precomposition) = self { return precomposition.layers }
        return []
    }
}

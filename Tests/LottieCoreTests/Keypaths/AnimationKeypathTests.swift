import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Keypath patterns against concrete keypaths, with the answers lottie-ios gives.
@Suite struct AnimationKeypathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var keypath: String
        var pattern: String
        var matches: Bool
        var testDescription: String { "\(pattern) \(matches ? "matches" : "does not match") \(keypath)" }
    }

    static let stroke = "Layer.Shape Group.Stroke 1.Color"
    static let cases: [Case] =
        [
            "Layer.Shape Group.Stroke 1.Color", "**.Color", "**.Stroke 1.Color", "**.Shape Group.Stroke 1.Color",
            "Layer.**.Color", "Layer.Shape Group.*.Color", "Layer.*.*.Color", "**", "Layer.**",
            "Layer.**.Shape Group.**", "**.Layer.Shape Group.Stroke 1.Color", "**.Layer.Shape Group.Stroke 1.**.Color",
        ].map { Case(keypath: stroke, pattern: $0, matches: true) }
        + [
            "Layer.*.Color", "*.Layer.Shape Group.Stroke 1.Color", "*.Layer.Shape Group.Stroke 1.*.Color",
            "Layer.Shape Group.Stroke 1.Color.*", "Layer.Shape Group.Stroke 1.Color.**",
        ].map { Case(keypath: stroke, pattern: $0, matches: false) }
        + [
            Case(keypath: "pin.Group 1.fill-primary.Color", pattern: "**.*primary.**.Color", matches: true),
            Case(keypath: "pin.Group 1.fill-primary.Color", pattern: "**.*primary.Color", matches: true),
            Case(keypath: "pin.Group 1.fill-primary.Color", pattern: "*primary.**.Color", matches: false),
            Case(keypath: "fill-primary.Stroke 1.Color", pattern: "**.*primary.**.Color", matches: true),
            Case(keypath: "fill-primary.Stroke 1.Color", pattern: "*primary.**.Color", matches: true),
            Case(keypath: "fill-primary.Stroke 1.Color", pattern: "**.*primary.Color", matches: false),
        ]
        + ["**.Stroke 1.**.Color": true, "**.Stroke 1.Color": true, "**.Stroke 1.*.Color": false].map {
            Case(
                keypath: "Ellipse 1-composition.Ellipse 1-stroke.Ellipse 1-stroke.Stroke 1.Color", pattern: $0.key,
                matches: $0.value)
        }

    @Test(arguments: cases)
    func matchesAsLottieIOS(_ test: Case) {
        #expect(AnimationKeypath(keypath: test.pattern).matches(test.keypath) == test.matches)
    }

    @Test func globsMatchInsideOneName() {
        #expect(AnimationKeypath(keypath: "Gro*p 1.Fill*").matches("Group 1.Fill 1"))
        #expect(AnimationKeypath(keypath: "*Layer").matches("Shape Layer"))
        #expect(!AnimationKeypath(keypath: "*Layer").matches("Shape Layer.Group"))
        #expect(AnimationKeypath(keypath: "a*b*c").matches("a-b-c"))
        #expect(!AnimationKeypath(keypath: "a*b*c").matches("a-c"))
    }

    @Test func keysMayContainDots() {
        let concrete = AnimationKeypath(keys: ["v1.2", "Fill 1", "Color"])
        #expect(AnimationKeypath(keys: ["v1.2", "**"]).matches(concrete))
        #expect(!AnimationKeypath(keypath: "v1.2.**").matches(concrete))
        #expect(concrete.string == "v1.2.Fill 1.Color")
    }

    @Test func emptyPatternMatchesNothingButTheEmptyPath() {
        #expect(!AnimationKeypath(keys: []).matches("Layer"))
        #expect(AnimationKeypath(keys: []).matches(AnimationKeypath(keys: [])))
    }
}

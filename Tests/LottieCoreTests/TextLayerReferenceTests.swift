import LottieCore
import LottieModel
import Testing

/// What font and text providers are asked about: every text layer by keypath.
@Suite struct TextLayerReferenceTests {
    static func textLayer(_ name: String, _ text: String, font: String = "Test") -> String {
        #"{"ty":5,"nm":""# + name + #"","ip":0,"op":60,"# + TextFixture.identity + #","t":{"d":{"k":["#
            + #"{"t":0,"s":{"t":""# + text + #"","f":""# + font + #"","s":10}}]},"a":[]}}"#
    }

    @Test func keypathsFollowPrecompositionLayerNames() throws {
        let precomp = #"{"ty":0,"nm":"Card","refId":"card","ip":0,"op":60,"w":100,"h":100,"# + TextFixture.identity + "}"
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"assets":[{"id":"card","layers":["#
            + Self.textLayer("Title", "inner") + #"]}],"layers":["# + Self.textLayer("Title", "outer") + "," + precomp + "]}"
        let references = TextLayerReference.all(in: try Animation(jsonBytes: Array(json.utf8)))
        #expect(references.map(\.keypath.string) == ["Title", "Card.Title"])
        #expect(references.map { $0.documents.map(\.text) } == [["outer"], ["inner"]])
    }

    @Test func layersSharingAKeypathShareOneReference() throws {
        let json =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":["#
            + Self.textLayer("City", "Paris", font: "Book") + "," + Self.textLayer("City", "Paris", font: "Medium") + "]}"
        let references = TextLayerReference.all(in: try Animation(jsonBytes: Array(json.utf8)))
        #expect(references.count == 1)
        #expect(references.first?.documents.map(\.fontName) == ["Book", "Medium"])
    }
}

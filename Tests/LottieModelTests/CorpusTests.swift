import Foundation
import LottieModel
import TestSupport
import Testing

/// Every real animation of `../shared/corpus` decodes, and re-encoding the model gives
/// JSON that decodes to an equal model. Skips when the corpus is absent.
@Suite struct CorpusTests {
    static let files = Corpus.animations()

    private static func isSpecInvalid(_ entry: Corpus.Entry) -> Bool {
        entry.path.hasPrefix("lottie-spec/") && entry.path.contains("/invalid/")
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"), arguments: files.filter { !isSpecInvalid($0) })
    func decodesAndRoundTrips(_ entry: Corpus.Entry) throws {
        let bytes = try Data(contentsOf: entry.url)
        let animation = try Animation(jsonBytes: bytes)
        let encoded = JSONWriter.bytes(of: animation.json)
        let again = try Animation(jsonBytes: encoded)
        #expect(again == animation)
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"), arguments: files.filter(isSpecInvalid))
    func specInvalidFilesAreRejectedOrDiagnosed(_ entry: Corpus.Entry) throws {
        do {
            let animation = try Animation(jsonBytes: try Data(contentsOf: entry.url))
            #expect(!animation.diagnostics.isEmpty, "decoded without naming the problem")
        } catch let error as LottieDecodingError {
            #expect(!error.path.isEmpty || error.line != nil)
        }
    }

    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func theCorpusIsThere() {
        #expect(Self.files.count > 300)
    }
}

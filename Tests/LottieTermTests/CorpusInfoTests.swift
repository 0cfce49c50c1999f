import Foundation
import TestSupport
import Testing

/// `lottie-term info` exits 0 on every JSON animation of the corpus, with one JSON
/// object on stdout and nothing on stderr.
@Suite struct CorpusInfoTests {
    @Test(.enabled(if: Corpus.shared != nil, "../shared/corpus is absent"))
    func infoSucceedsOnTheWholeCorpus() throws {
        var failures: [String] = []
        for entry in Corpus.animations() {
            let result = try CLITests.run(["info", "--json", entry.url.path])
            let parsed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            if result.status != 0 || parsed == nil {
                failures.append("\(entry.path): exit \(result.status): \(result.stderr)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

import Foundation
import LottieModel
import TestSupport
import Testing

/// Our own samples: valid ones decode without surprises, invalid ones fail as recorded in
/// `Samples/invalid/EXPECTED.tsv` (file, error code, JSON path).
@Suite struct SampleTests {
    @Test(arguments: Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") })
    func validSamplesDecode(_ url: URL) throws {
        let animation = try Animation(jsonBytes: try Data(contentsOf: url))
        #expect(animation.layers.count > 0)
        #expect(animation.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(animation.diagnostics)")
        #expect(try Animation(jsonBytes: JSONWriter.bytes(of: animation.json)) == animation)
    }

    static let expectations: [(file: String, code: String, path: String)] = {
        let url = Corpus.samples.appendingPathComponent("invalid/EXPECTED.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (columns[0], columns.count > 1 ? columns[1] : "", columns.count > 2 ? columns[2] : "")
        }
    }()

    @Test func everyInvalidSampleHasAnExpectation() {
        let files = Set(Corpus.sampleFiles(in: "invalid").map(\.lastPathComponent))
        #expect(files == Set(Self.expectations.map(\.file)))
        #expect(files.count >= 5)
    }

    @Test(arguments: expectations.map { "\($0.file)\t\($0.code)\t\($0.path)" })
    func invalidSamplesFailWhereRecorded(_ row: String) throws {
        let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let url = Corpus.samples.appendingPathComponent("invalid/\(columns[0])")
        do {
            _ = try Animation(jsonBytes: try Data(contentsOf: url))
            Issue.record("\(columns[0]) decoded")
        } catch let error as LottieDecodingError {
            #expect(error.code.description == columns[1])
            #expect(error.path == columns[2])
        }
    }
}

import Compatibility
import Foundation
import LottieModel
import TestSupport
import Testing

/// The support table against what the census reports: complete, and every fact sourced.
@Suite struct TargetTableTests {
    @Test func everyReportableFeatureHasAnEntryForEveryTarget() {
        let ids = FeatureCensus.reportableIDs
        #expect(ids.count == Set(ids).count)
        for id in ids {
            guard let entry = FeatureSupport.entry(id: id) else {
                Issue.record("no table entry for \(id)")
                continue
            }
            for target in Target.allCases where entry.support[target] == nil { Issue.record("\(id): nothing for \(target.rawValue)") }
        }
    }

    @Test func everyEntryIsAFeatureTheCensusReportsAndIsListedOnce() {
        let ids = Set(FeatureCensus.reportableIDs)
        var seen: Set<String> = []
        for entry in FeatureSupport.table {
            #expect(ids.contains(entry.id), "\(entry.id) is not reported by the census")
            #expect(seen.insert(entry.id).inserted, "\(entry.id) is listed twice")
        }
    }

    @Test func everyFactHasASourceWithAVersion() {
        for entry in FeatureSupport.table {
            for (target, support) in entry.support {
                let source = support.source
                #expect(source.url.hasPrefix("https://") && source.url.count > 12, "\(entry.id) \(target.rawValue): \(source.url)")
                #expect(!source.describes.isEmpty, "\(entry.id) \(target.rawValue): the source says no version")
                switch support {
                case .partial(let note, _), .fallback(let note, _): #expect(!note.isEmpty, "\(entry.id) \(target.rawValue): empty note")
                case .no(_, let note): #expect(note?.isEmpty != true, "\(entry.id) \(target.rawValue): empty note")
                case .yes: break
                }
                if case .fallback = support { #expect(target == .iosCA, "\(entry.id): only ios-ca falls back, not \(target.rawValue)") }
            }
        }
    }

    /// Every id the census finds in the samples and the corpus is one it says it can report.
    @Test func theCensusOfEverySampleAndCorpusFileUsesKnownIDs() throws {
        let files = Corpus.sampleFiles().filter { !$0.path.contains("/invalid/") } + Corpus.animations().map(\.url)
        let known = Set(FeatureCensus.reportableIDs)
        var found: Set<String> = []
        for file in files {
            guard let bytes = try? Data(contentsOf: file), let animation = try? Animation(jsonBytes: bytes) else { continue }
            for feature in FeatureCensus(animation).features {
                guard let id = feature.id else { continue }
                found.insert(id)
                #expect(known.contains(id), "\(file.lastPathComponent): \(id)")
            }
        }
        #expect(found.count > 20)
    }
}

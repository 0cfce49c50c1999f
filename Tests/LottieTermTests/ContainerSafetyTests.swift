import Archives
import Foundation
import Lottie
import TestSupport
import Testing

/// Hostile and damaged `.lottie` archives are refused with a clear
/// `LottieLoadingError.invalidContainer`, within `ContainerLimits`, never trapping.
@Suite struct ContainerSafetyTests {
    typealias Entry = ZipFixture.Entry

    static let manifest = Entry("manifest.json", #"{"animations":[{"id":"a"}]}"#)
    static let animation = Entry("animations/a.json", ZipFixture.animationJSON("a"))

    @Test(arguments: ["../evil.json", "animations/../../evil.json", "/etc/evil.json", "C:/evil.json", "a\\..\\evil.json"])
    func entryNamesLeavingTheArchiveAreRejected(name: String) throws {
        let data = try ZipFixture.archive([Self.manifest, Self.animation, Entry(name, "{}")])
        #expect(DotLottieTests.rejection(data) == "unsafe entry name '\(name)': it points outside the archive")
    }

    @Test func symbolicLinksAreRejected() throws {
        let link = Entry("animations/b.json", Data("/etc/passwd".utf8), isDeflated: false, unixMode: 0o120777)
        let data = try ZipFixture.archive([Self.manifest, Self.animation, link])
        #expect(DotLottieTests.rejection(data) == "entry animations/b.json is a symbolic link; links are refused")
    }

    @Test func declaredSizeOverTheEntryLimitIsRejectedBeforeInflating() throws {
        let bomb = Entry("images/bomb.png", Data(count: 16), declaredSize: UInt32(ContainerLimits.maxEntryBytes + 1))
        let data = try ZipFixture.archive([Self.manifest, Self.animation, bomb])
        let reason = try #require(DotLottieTests.rejection(data))
        #expect(reason.contains("declares \(ContainerLimits.maxEntryBytes + 1) bytes, over the limit"))
    }

    @Test func zipBombIsRejected() throws {
        // Over the per-entry limit once inflated, but only ~65 KB compressed.
        let zeros = Data(count: ContainerLimits.maxEntryBytes + 1024)
        let honest = Entry("images/bomb.png", zeros)
        let reason = try #require(DotLottieTests.rejection(try ZipFixture.archive([Self.manifest, Self.animation, honest])))
        #expect(reason.contains("over the limit"))
        // The same bytes with a small declared size: stopped while inflating.
        let lying = Entry("images/bomb.png", zeros, declaredSize: 1000)
        let data = try ZipFixture.archive([Self.manifest, Self.animation, lying])
        #expect(data.count < 200_000)
        #expect(DotLottieTests.rejection(data) == "entry images/bomb.png inflates past 1000 bytes: it is truncated, corrupt or a zip bomb")
    }

    /// Choices the loader makes silently in odd archives are diagnostics that `check` prints.
    @Test func repeatedEntriesAndAMissingInitialAnimationAreDiagnosed() throws {
        let manifest = Entry("manifest.json", #"{"version":"2","animations":[{"id":"a"}],"initial":{"animation":"gone"}}"#)
        let data = try ZipFixture.archive([manifest, Self.animation, Entry("animations/a.json", ZipFixture.animationJSON("b"))])
        let file = DotLottieFile.self
        let loaded = try file.loadedFrom(data: data, filename: "odd.lottie")
        #expect(loaded.defaultAnimationId == "a")
        #expect(
            loaded.diagnostics.map(\.message) == [
                "entry animations/a.json is stored more than once; the first is used",
                "the initial animation gone is not in the archive; a is used",
            ])
        let url = ScratchSpace.url("odd", extension: "lottie")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        let check = try CLITests.run(["check", url.path])
        #expect(check.stdout.contains("warning: animations/a.json: entry animations/a.json is stored more than once"), "\(check.stdout)")
        #expect(check.stdout.contains("the initial animation gone is not in the archive; a is used"))
    }

    @Test func totalDeclaredSizeIsLimited() throws {
        let count = ContainerLimits.maxTotalBytes / ContainerLimits.maxEntryBytes + 1
        let big = (0..<count).map { Entry("images/\($0).png", Data(count: 8), declaredSize: UInt32(ContainerLimits.maxEntryBytes)) }
        let reason = try #require(DotLottieTests.rejection(try ZipFixture.archive([Self.manifest] + big)))
        #expect(reason.contains("uncompressed bytes, the limit"))
    }

    @Test func entryCountIsLimited() throws {
        let many = (0...ContainerLimits.maxEntryCount).map { Entry("x/\($0)", Data(), isDeflated: false) }
        let reason = try #require(DotLottieTests.rejection(try ZipFixture.archive(many)))
        #expect(reason == "the archive has \(ContainerLimits.maxEntryCount + 1) entries, over the limit of \(ContainerLimits.maxEntryCount)")
    }

    @Test func truncatedArchivesAreRejectedClearly() throws {
        let data = try DotLottieTests.version1()
        for length in [0, 3, 4, 40, data.count / 2, data.count - 1] {
            let reason = try #require(DotLottieTests.rejection(data.prefix(length)))
            #expect(reason.contains("truncated or corrupt"), "cut at \(length): \(reason)")
        }
    }

    @Test func corruptedDataFailsItsChecks() throws {
        var data = try ZipFixture.archive([Self.manifest, Entry("animations/a.json", Data(ZipFixture.animationJSON("a").utf8), isDeflated: false)])
        let offset = try #require(data.range(of: Data("\"nm\":\"a\"".utf8))).lowerBound + 6
        data[offset] = UInt8(ascii: "b")
        #expect(DotLottieTests.rejection(data) == "the zip archive is corrupt: entry animations/a.json fails its CRC-32 check")
    }

    /// Seeded byte flips and cuts: every result opens or throws, none traps or hangs.
    @Test func mutatedArchivesNeverTrap() throws {
        let original = try DotLottieTests.version1()
        var generator = SplitMix64(seed: 0x10771E)
        for _ in 0..<300 {
            var data = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(data.count))
                data[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if generator.next() % 4 == 0 { data = data.prefix(Int(generator.next() % UInt64(data.count))) }
            if let file = try? DotLottieTests.open(data) { _ = try? file.animation() }
        }
    }
}

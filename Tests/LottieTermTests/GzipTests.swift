import Archives
import Foundation
import Lottie
import TestSupport
import Testing

/// `.tgs` files: gzip-compressed JSON, recognised by their magic bytes.
@Suite struct GzipTests {
    static let json = ZipFixture.animationJSON("sticker", frames: 180)

    /// Writes `data` to a temporary `.tgs` file and loads it.
    static func load(_ data: Data, extension ext: String = "tgs") throws -> LoadedAnimationFile {
        let url = ScratchSpace.url("gzip", extension: ext)
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try LoadedAnimationFile.load(filePath: url.path)
    }

    /// The reason of the `invalidContainer` error that loading `data` throws.
    static func rejection(_ data: Data) -> String? {
        do {
            _ = try load(data)
            return nil
        } catch let error as LottieLoadingError {
            if case .invalidContainer(_, let reason) = error { return reason }
            return "unexpected error \(error)"
        } catch {
            return "unexpected error \(error)"
        }
    }

    @Test(arguments: [false, true])
    func roundTrip(withAllHeaderFields: Bool) throws {
        let loaded = try Self.load(try ZipFixture.gzip(Data(Self.json.utf8), withAllHeaderFields: withAllHeaderFields))
        #expect(loaded.format == .gzip)
        #expect(loaded.json == Data(Self.json.utf8))
        #expect(loaded.animation.model.name == "sticker")
        #expect(loaded.animation.endFrame == 180)
    }

    @Test func formatIsToldByMagicBytesNotTheExtension() throws {
        let loaded = try Self.load(try ZipFixture.gzip(Data(Self.json.utf8)), extension: "json")
        #expect(loaded.format == .gzip)
        let zipped = try Self.load(try DotLottieTests.version1(), extension: "json")
        #expect(zipped.format == .dotLottie)
        #expect(zipped.animationId == "second")
    }

    @Test func truncatedGzipIsRejected() throws {
        let data = try ZipFixture.gzip(Data(Self.json.utf8))
        for length in [2, 12, data.count / 2, data.count - 4] {
            let reason = try #require(Self.rejection(data.prefix(length)))
            #expect(reason.contains("truncated") || reason.contains("corrupt"), "cut at \(length): \(reason)")
        }
    }

    @Test func badCRCOrSizeIsRejected() throws {
        var data = try ZipFixture.gzip(Data(Self.json.utf8))
        data[data.count - 5] ^= 0xFF
        #expect(Self.rejection(data) == "the gzip data is corrupt or truncated: its CRC-32 or size does not match the trailer")
    }

    @Test func badHeaderIsRejected() throws {
        var data = try ZipFixture.gzip(Data(Self.json.utf8), withAllHeaderFields: true)
        data[2] = 7
        #expect(Self.rejection(data) == "gzip compression method 7 is not deflate (8)")
        data[2] = 8
        data[12] ^= 1  // inside the extra field: the header CRC no longer matches
        #expect(Self.rejection(data) == "the gzip header fails its CRC check")
    }

    @Test func gzipBombIsRejected() throws {
        let data = try ZipFixture.gzip(Data(count: ContainerLimits.maxEntryBytes + 1024))
        #expect(Self.rejection(data) == "the gzip data inflates past \(ContainerLimits.maxEntryBytes) bytes: it is truncated, corrupt or a zip bomb")
    }
}

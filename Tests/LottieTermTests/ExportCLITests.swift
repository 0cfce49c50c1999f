import CGif
import Foundation
import TestSupport
import Testing

/// `render` with frame lists and animated outputs, run as a user runs them (small sizes).
@Suite struct ExportCLITests {
    static let sample = CLITests.sample  // 0...120 at 30 fps; markers drop 0+30, bounce 30+60, settle 90+30

    static func scratch() throws -> URL {
        let directory = ScratchSpace.url("export")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func framesTakeRangesStepsListsAndMarkers() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ranges = directory.appendingPathComponent("ranges").path
        let result = try CLITests.run(["render", Self.sample, "--frames", "0-4:2,10,12.5,120.0004", "--size", "8x8", "--outdir", ranges])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: ranges)) == ["0.png", "2.png", "4.png", "10.png", "12.5.png", "120.0004.png"])
        let marked = directory.appendingPathComponent("marked").path
        #expect(try CLITests.run(["render", Self.sample, "--marker", "settle", "--size", "8x8", "--outdir", marked]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: marked)
        #expect(names.count == 30 && names.contains("90.png") && names.contains("119.png") && !names.contains("120.png"))
    }

    @Test func outdirFramesAreTheSameOnOneOrThreeJobs() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [[String: Data]] = []
        for jobs in ["1", "3"] {
            let out = directory.appendingPathComponent(jobs).path
            let result = try CLITests.run(["render", Self.sample, "--frames", "0-40:4", "--size", "24x24", "--outdir", out, "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out)
            files.append(Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: "\(out)/\($0)"))) }))
        }
        #expect(files[0].count == 11 && files[0] == files[1])
        let still = try CLITests.run(["render", Self.sample, "--frame", "3", "-o", "/dev/null", "--jobs", "2"])
        #expect(still.status == 64 && still.stderr.contains("--jobs is for --outdir and animations"))
    }

    @Test func badFrameListsExit64WithOneLineNamingTheProblem() throws {
        let cases: [([String], String)] = [
            (["--frame", "999", "-o", "/dev/null"], "--frame: frame 999 is outside the animation's frames 0-120"),
            (["--frames", "0-200", "-o", "/dev/null.gif"], "frame 200 is outside the animation's frames 0-120"),
            (["--frames", "5-2", "--outdir", "/tmp"], "the range '5-2' ends before it starts"),
            (["--frames", "0-10:0", "--outdir", "/tmp"], "the step in '0-10:0' must be a positive number"),
            (["--frames", "1,,2", "--outdir", "/tmp"], "an empty item in the frame list"),
            (["--frames", "jump", "-o", "/dev/null.gif"], "no marker named 'jump' (it has drop, bounce, settle)"),
            (["--frames", "0-9", "-o", "x.gif", "--quality", "50"], "--quality is for WebP"),
        ]
        for (arguments, message) in cases {
            let result = try CLITests.run(["render", Self.sample] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func gifExportResamplesToTheGivenRateAndDecodes() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("ball.gif").path
        let result = try CLITests.run(["render", Self.sample, "--frames", "0-29", "--fps", "10", "--size", "24x24", "--loop", "2", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)  // no progress bar when standard error is not a terminal
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        #expect(file.pointee.SWidth == 24 && file.pointee.ImageCount == 10)
        var control = GraphicsControlBlock()
        #expect(DGifSavedExtensionToGCB(file, 0, &control) == GIF_OK)
        #expect(control.DelayTime == 10)
        // The ball is drawn: some pixels of the first frame are opaque, the corners transparent.
        let first = file.pointee.SavedImages[0]
        let pixels = (0..<(24 * 24)).map { first.RasterBits[$0] }
        #expect(pixels.contains { Int32($0) != control.TransparentColor })
    }

    @Test func apngWebpAndY4mCarryEveryFrame() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let apng = directory.appendingPathComponent("ball.png").path
        #expect(try CLITests.run(["render", Self.sample, "--marker", "drop", "--size", "16x16", "-o", apng]).status == 0)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: apng)))
        // IHDR is 25 bytes after the signature; acTL follows with the frame count.
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "acTL")
        #expect(png[41..<45].reduce(0) { $0 << 8 | Int($1) } == 30)

        let webp = directory.appendingPathComponent("ball.webp").path
        #expect(try CLITests.run(["render", Self.sample, "--frames", "0-9", "--size", "16x16", "--quality", "80", "-o", webp]).status == 0)
        let riff = try [UInt8](Data(contentsOf: URL(fileURLWithPath: webp)))
        #expect(String(decoding: riff[0..<4], as: UTF8.self) == "RIFF" && String(decoding: riff[8..<12], as: UTF8.self) == "WEBP")
        // libwebp merges unchanged frames into one longer frame: the durations add up to 10 frames at 30 fps.
        var duration = 0
        var offset = 12
        while offset + 8 <= riff.count {
            let size = riff[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: riff[offset..<(offset + 4)], as: UTF8.self) == "ANMF" {
                duration += riff[(offset + 20)..<(offset + 23)].reversed().reduce(0) { $0 << 8 | Int($1) }
            }
            offset += 8 + size + size % 2
        }
        #expect(duration == 333)

        let y4m = try CLITests.run(["render", Self.sample, "--frames", "0-4", "--size", "8x6", "--format", "y4m"])
        #expect(y4m.status == 0, "\(y4m.stderr)")
        #expect(y4m.stdout.hasPrefix("YUV4MPEG2 W8 H6 F30:1 Ip A1:1 C420jpeg\n"))
        #expect(y4m.stdout.components(separatedBy: "FRAME\n").count == 6)
    }

    @Test func helpShowsReadableDefaults() throws {
        let help = try CLITests.run(["render", "--help"])
        #expect(help.stdout.contains("(default: 160x160)"))
        #expect(!help.stdout.contains("OutputSize("))
    }
}

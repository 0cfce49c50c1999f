import Foundation
import TestSupport
import Testing

/// A binary built with the default command runs on any x86-64 machine: no instruction of a
/// later vector unit (AVX's ymm, AVX-512's zmm registers) is in it, and on an emulated
/// baseline CPU (`qemu-x86_64 -cpu qemu64`, from Debian's qemu-user) it draws the same cells
/// as on this machine. Builds made with `LOTTIE_NATIVE=1` are for their own machine only.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LOTTIE_NATIVE"] != "1"))
struct PortableBuildTests {
    static let frame = ["render", CLITests.sample, "--frame", "30", "--format", "ansi", "--cols", "40", "--rows", "12"]

    /// `tool`'s path on PATH, if it is installed.
    static func installed(_ tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: installed("objdump") != nil))
    func theBinaryHasNoAVXInstructions() throws {
        let objdump = try #require(Self.installed("objdump"))
        let listing = try Self.run(objdump, ["-d", "--no-show-raw-insn", CLITests.binary.path])
        #expect(listing.status == 0)
        let vector = listing.stdout.split(separator: "\n").filter { $0.contains("%ymm") || $0.contains("%zmm") }
        #expect(vector.isEmpty, "AVX instructions in the default build: \(vector.prefix(3))")
    }

    @Test(.enabled(if: installed("qemu-x86_64") != nil))
    func theBinaryDrawsTheSameFrameOnABaselineCPU() throws {
        let native = try CLITests.run(Self.frame)
        let emulated = try Self.run(try #require(Self.installed("qemu-x86_64")), ["-cpu", "qemu64", CLITests.binary.path] + Self.frame)
        #expect(native.status == 0 && emulated.status == 0)
        #expect(emulated.stdout == native.stdout && native.stdout.contains("▀"))
    }
}

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

    @Test(.enabled(if: installed("objdump") != nil))
    func theBinaryHasNoAVXInstructions() throws {
        // The disassembly is read as it streams (it is hundreds of megabytes); awk prints the
        // first instructions that name a ymm or zmm register, and how many lines it read.
        let script = #"objdump -d --no-show-raw-insn "$0" | awk '/%[yz]mm/ { print; if (++n == 3) exit } END { print "lines", NR }'"#
        let listing = try CLITests.run(executable: "/bin/sh", ["-c", script, CLITests.binary.path])
        let lines = listing.stdout.split(separator: "\n")
        #expect(lines.count == 1, "AVX instructions in the default build: \(lines.dropLast())")
        #expect((Int(lines.last?.split(separator: " ").last ?? "") ?? 0) > 100_000, "objdump read too little: \(listing.stderr)")
    }

    @Test(.enabled(if: installed("qemu-x86_64") != nil))
    func theBinaryDrawsTheSameFrameOnABaselineCPU() throws {
        let native = try CLITests.run(Self.frame)
        let qemu = try #require(Self.installed("qemu-x86_64"))
        let emulated = try CLITests.run(executable: qemu, ["-cpu", "qemu64", CLITests.binary.path] + Self.frame)
        #expect(native.status == 0 && emulated.status == 0)
        #expect(emulated.stdout == native.stdout && native.stdout.contains("▀"))
    }
}

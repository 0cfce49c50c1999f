import Foundation
import LottieModel

/// The `bench --startup` measurement of one file: new processes of this same executable, from
/// the spawn to their exit, for `render --format ansi` of the first frame (its output thrown
/// away) and for `--version` (what the runtime and the libraries cost before any work). Each
/// runs in a session of its own, without a controlling terminal, so no terminal is asked for
/// its background; runs alternate between the two commands, and the best and the median of each
/// are reported.
struct StartupBench {
    let file: String
    let columns: Int
    let rows: Int
    let runs: Int

    func run(json: Bool) throws {
        let executable = try Self.executablePath()
        let render = [executable, "render", "--format", "ansi", "--cols", "\(columns)", "--rows", "\(rows)", file]
        let version = [executable, "--version"]
        var renderSamples: [Double] = []
        var versionSamples: [Double] = []
        for _ in 0..<runs {
            renderSamples.append(try Self.time(render))
            versionSamples.append(try Self.time(version))
        }
        let best = renderSamples.min() ?? 0
        let median = Bench.median(renderSamples)
        let baseline = versionSamples.min() ?? 0
        if json {
            var object = JSONObject()
            object.append("file", .string(file))
            object.append("cols", .number(Double(columns)))
            object.append("rows", .number(Double(rows)))
            object.append("first_frame_ms", .number(Self.rounded(best)))
            object.append("first_frame_median_ms", .number(Self.rounded(median)))
            object.append("version_ms", .number(Self.rounded(baseline)))
            object.append("runs", .number(Double(runs)))
            print(JSONWriter.string(of: .object(object)))
        } else {
            print(
                String(
                    format: "%7.1f ms first frame (median %.1f), %.1f ms --version  %@ at %dx%d cells (%d runs)", best, median,
                    baseline, file, columns, rows, runs))
        }
    }

    /// glibc's `POSIX_SPAWN_SETSID` (a GNU extension the C headers hide from Swift): the child
    /// starts a session of its own, without a controlling terminal.
    private static let spawnNewSession: Int16 = 0x80

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 100).rounded() / 100 }

    /// This process's executable, which the measured processes run.
    private static func executablePath() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw StartupBenchError.noExecutable }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Milliseconds from spawning `arguments` (standard output and error to /dev/null, a new
    /// session) to its exit; a failed spawn or exit status is an error.
    private static func time(_ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.spawnNewSession)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 else {
            throw StartupBenchError.spawnFailed(arguments[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        guard status == 0 else { throw StartupBenchError.failed(arguments.dropFirst().joined(separator: " "), status: status) }
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}

/// Why `bench --startup` could not measure.
enum StartupBenchError: Error, CustomStringConvertible {
    case noExecutable
    case spawnFailed(String)
    case failed(String, status: Int32)

    var description: String {
        switch self {
        case .noExecutable: "cannot find this program's executable (/proc/self/exe)"
        case .spawnFailed(let path): "cannot start \(path)"
        case .failed(let command, let status): "lottie-term \(command) failed (wait status \(status))"
        }
    }
}

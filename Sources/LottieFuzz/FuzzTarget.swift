import LottieCore
import LottieGraphics
import LottieModel
import LottieRaster
import StateMachines

#if canImport(Glibc)
    import Glibc
#endif

/// One input through the whole core pipeline: bytes → model → display list (first, middle
/// and last frames) → pixels at 32 × 32; and as a dotLottie state machine: decoded, checked
/// and run (started, every input set and fired, pointer events, the clock moved). Any input
/// must come back; a trap, a hang or a runaway allocation is a bug.
enum FuzzTarget {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        runStateMachine(bytes)
        guard let animation = try? Animation(jsonBytes: bytes) else { return }
        let evaluator = FrameEvaluator(animation: animation)
        let renderer = Renderer()
        let span = animation.outPoint - animation.inPoint
        for fraction in [0.0, 0.5, 0.999] {
            let list = evaluator.displayList(at: animation.inPoint + span * fraction)
            _ = renderer.render(list, width: 32, height: 32)
        }
        _ = KeypathTree(animation: animation).allKeypaths.count
    }

    static func runStateMachine(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let definition = try? StateMachineDefinition.decode(bytes) else { return }
        _ = definition.diagnostics(animationIDs: [], markers: ["a"], layerNames: ["b"])
        let timing = StateMachinePlayhead.Timing(inPoint: 0, outPoint: 60, frameRate: 30, markers: ["a": 10...20])
        var machine = StateMachineEngine(definition, animations: ["": timing])
        machine.start()
        for input in definition.inputs.prefix(32) {
            switch input.value {
            case .numeric: machine.set(input.name, to: .numeric(1))
            case .boolean: machine.set(input.name, to: .boolean(true))
            case .string: machine.set(input.name, to: .string("a"))
            case .event: machine.fire(input.name)
            }
        }
        for pointer in StateMachinePointer.allCases { machine.post(pointer) { $0.count % 2 == 0 } }
        for _ in 0..<8 { machine.advance(by: 0.4) }
        _ = machine.takeEvents()
    }
}

/// The entry point. Built with `-sanitize=fuzzer -DFUZZING`, it hands control to libFuzzer
/// (its arguments are libFuzzer's: a corpus directory, `-max_total_time=60`, …); built plain,
/// it replays the files given as arguments (a corpus or crash inputs).
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    FuzzTarget.run(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
                    return 0
                })
        #else
            for path in CommandLine.arguments.dropFirst() {
                guard let file = fopen(path, "rb") else { continue }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = fread(&buffer, 1, buffer.count, file)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                fclose(file)
                bytes.withUnsafeBufferPointer(FuzzTarget.run)
            }
        #endif
    }
}

#if FUZZING
    /// libFuzzer's driver for programs with their own `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

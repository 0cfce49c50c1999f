/// Runs parsed expressions: a tree-walking evaluator with a step budget, an allocation budget
/// and a bounded call depth (``ExpressionLimits``). It reaches nothing outside the values the
/// host hands it: no file system, no clock, no I/O, and `eval` accepts only property paths.
///
/// ```swift
/// let program = try ExpressionProgram(parsing: "var $bm_rt;\n$bm_rt = linear(time, 0, 1, 0, 100);")
/// let interpreter = Interpreter(host: myHost)
/// let result = try interpreter.run(program)   // .number(…)
/// ```
package final class Interpreter {
    /// Where names the expression does not define come from: `time`, `value`, `thisComp`, …
    package let host: any ExpressionHost
    /// Steps left before the expression is stopped.
    package var stepsLeft: Int { counters.pointee.stepsLeft }
    private let stepAllowance: Int
    var allocationLeft = ExpressionLimits.maxAllocatedUnits
    var callDepth: Int {
        get { counters.pointee.callDepth }
        set { counters.pointee.callDepth = newValue }
    }
    /// What every step reads and counts down, behind a pointer: as stored properties of the
    /// class, each read and write paid for a dynamic exclusivity check, about a tenth of the
    /// time of an expression-heavy frame.
    private let counters: UnsafeMutablePointer<Counters>

    private struct Counters {
        var stepsLeft: Int
        var callDepth = 0
        /// The stack address when the run began (the stack grows down from it), or the one given.
        var stackBase: UInt = 0
    }
    var random: SeededRandom
    /// The receiver of the function being run (`this`).
    var thisValue: ExpressionValue = .undefined
    /// A value thrown by `throw` on its way to a `catch` (errors carry only Sendable text).
    var pendingThrow: ExpressionValue?
    /// The value of the last expression statement run at the top level (the result of an
    /// expression without `$bm_rt`, as After Effects takes it).
    private var completion: ExpressionValue = .undefined
    var global = Environment(parent: nil)
    private let givenStackBase: UInt?
    /// Property paths `eval` has parsed during this run.
    var evalCache: [String: Node] = [:]
    /// Scopes, and containers changed after creation: what may hold reference cycles
    /// (a closure in the scope it closes over, an array pushed into itself). `deinit` empties
    /// them, so nothing an expression builds outlives its interpreter.
    private var environments: [Environment] = []
    private var changedArrays: [ExpressionArray] = []
    private var changedObjects: [ExpressionObject] = []
    private var changedFunctions: [ExpressionFunction] = []

    /// The built-ins this run has used, made on first use (a program names a few).
    private var builtins: [(name: Name, value: ExpressionValue)] = []

    /// - Parameters:
    ///   - host: the names the expression reads from its surroundings.
    ///   - steps: the most steps this run may take (at most ``ExpressionLimits/maxStepsPerExpression``).
    ///   - stackBase: where the stack bound counts from (``currentStackAddress()`` of an
    ///     outer evaluation, when this one runs inside it); by default, where `run` is called.
    package init(host: any ExpressionHost, steps: Int = ExpressionLimits.maxStepsPerExpression, stackBase: UInt? = nil) {
        self.host = host
        givenStackBase = stackBase
        stepAllowance = max(0, min(steps, ExpressionLimits.maxStepsPerExpression))
        counters = .allocate(capacity: 1)
        counters.initialize(to: Counters(stepsLeft: stepAllowance))
        random = SeededRandom(seed: host.randomSeed, time: host.time)
    }

    deinit {
        counters.deallocate()
        for environment in environments { environment.removeAll() }
        for array in changedArrays { array.elements.removeAll() }
        for object in changedObjects { object.removeAll() }
        for function in changedFunctions { function.members.removeAll() }
    }

    /// A new scope, emptied when the interpreter is done.
    func makeEnvironment(parent: Environment?, capacity: Int = 0) -> Environment {
        let environment = Environment(parent: parent, capacity: capacity)
        environments.append(environment)
        return environment
    }

    /// Notes that `array` changed (it may now hold a cycle).
    func track(_ array: ExpressionArray) {
        guard !array.isTracked else { return }
        array.isTracked = true
        changedArrays.append(array)
    }

    func track(_ object: ExpressionObject) {
        guard !object.isTracked else { return }
        object.isTracked = true
        changedObjects.append(object)
    }

    func track(_ function: ExpressionFunction) {
        guard !function.isTracked else { return }
        function.isTracked = true
        changedFunctions.append(function)
    }

    /// Steps this interpreter has taken so far.
    package var stepsTaken: Int { stepAllowance - stepsLeft }

    /// Runs `program`; its value is what it leaves in `$bm_rt`, as the Lottie format requires
    /// (After Effects itself would take the last statement's value, which bodymovin always
    /// assigns to `$bm_rt`; other players read `$bm_rt` alone too). ``completionValue`` keeps
    /// the last statement's value for hosts that want it.
    /// - Throws: the error that stopped the expression: an uncaught exception, an undefined
    ///   name, an unsupported feature, or a limit.
    package func run(_ program: ExpressionProgram) throws(ExpressionError) -> ExpressionValue {
        global = makeEnvironment(parent: nil)
        completion = .undefined
        counters.pointee.stackBase = givenStackBase ?? Self.currentStackAddress()
        hoist(program.code, into: global)
        for statement in program.code.body {
            switch try execute(statement, in: global, topLevel: true) {
            case .normal: continue
            case .return: throw .syntax("'return' outside a function", line: 1, column: 1)
            case .break, .continue: throw .syntax("'break' or 'continue' outside a loop", line: 1, column: 1)
            }
        }
        if let result = global[.result], !result.isUndefined { return result }
        throw .noResult
    }

    /// The value of the last expression statement the last ``run(_:)`` ran at the top level.
    package var completionValue: ExpressionValue { completion }

    // MARK: - Budgets

    /// Spends one step.
    @inline(__always) func step() throws(ExpressionError) {
        counters.pointee.stepsLeft -= 1
        if counters.pointee.stepsLeft < 0 { throw .limitExceeded("more than \(stepAllowance) evaluation steps") }
    }

    /// Stops an evaluation that has used more than ``ExpressionLimits/maxStackBytes`` of stack.
    @inline(__always) func checkStack() throws(ExpressionError) {
        let address = Self.currentStackAddress()
        let stackBase = counters.pointee.stackBase
        if address < stackBase, stackBase - address > UInt(ExpressionLimits.maxStackBytes) {
            throw .limitExceeded("the expression nests more deeply than the stack allows")
        }
    }

    /// The address of a local variable: where the stack is now.
    @inline(never) package static func currentStackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Spends `count` steps at once (built-ins that loop over elements).
    package func step(_ count: Int) throws(ExpressionError) {
        counters.pointee.stepsLeft -= count
        if counters.pointee.stepsLeft < 0 { throw .limitExceeded("more than \(stepAllowance) evaluation steps") }
    }

    /// Accounts for `units` new array elements or string characters.
    package func allocate(_ units: Int) throws(ExpressionError) {
        guard units <= ExpressionLimits.maxValueLength else {
            throw .limitExceeded("a value longer than \(ExpressionLimits.maxValueLength) elements")
        }
        allocationLeft -= units
        if allocationLeft < 0 { throw .limitExceeded("more than \(ExpressionLimits.maxAllocatedUnits) elements allocated") }
        try step(units / 64)
    }

    /// An exception the expression can catch (`TypeError: …`).
    func typeError(_ message: String) -> ExpressionError { .thrown("TypeError: \(message)") }

    // MARK: - Functions

    /// Declares `code`'s hoisted variables (as undefined) and function declarations.
    func hoist(_ code: FunctionCode, into environment: Environment) {
        for name in code.variables { environment.declare(name) }
        for function in code.functions {
            if let name = function.name {
                environment.set(name, .function(ExpressionFunction(code: function, environment: environment)))
            }
        }
    }

    /// Calls `function` with `this` bound to `receiver`.
    package func call(_ function: ExpressionValue, receiver: ExpressionValue = .undefined, arguments: [ExpressionValue]) throws(ExpressionError)
        -> ExpressionValue
    {
        try step()
        try checkStack()
        switch function {
        case .function(let function):
            callDepth += 1
            defer { callDepth -= 1 }
            guard callDepth <= ExpressionLimits.maxCallDepth else {
                throw .limitExceeded("function calls nested more than \(ExpressionLimits.maxCallDepth) deep")
            }
            switch function.body {
            case .native(let native):
                return try native(self, receiver, arguments)
            case .closure(let code, let environment):
                return try invoke(code, in: environment, receiver: receiver, arguments: arguments)
            }
        case .host(let object):
            callDepth += 1
            defer { callDepth -= 1 }
            guard callDepth <= ExpressionLimits.maxCallDepth else {
                throw .limitExceeded("function calls nested more than \(ExpressionLimits.maxCallDepth) deep")
            }
            return try object.call(arguments, interpreter: self)
        default:
            throw typeError("\(function.typeName) is not a function")
        }
    }

    private func invoke(_ code: FunctionCode, in closure: Environment, receiver: ExpressionValue, arguments: [ExpressionValue]) throws(ExpressionError)
        -> ExpressionValue
    {
        let scope = makeEnvironment(
            parent: closure, capacity: code.parameters.count + code.variables.count + code.functions.count + 1)
        for (index, name) in code.parameters.enumerated() {
            scope.set(name, index < arguments.count ? arguments[index] : .undefined)
        }
        if code.usesArguments, scope[.arguments] == nil {
            try allocate(arguments.count)
            scope.set(.arguments, .array(ExpressionArray(arguments)))
        }
        hoist(code, into: scope)
        let savedThis = thisValue
        thisValue = receiver
        defer { thisValue = savedThis }
        for statement in code.body {
            switch try execute(statement, in: scope) {
            case .normal: continue
            case .return(let value): return value
            case .break, .continue: return .undefined
            }
        }
        return .undefined
    }

    // MARK: - Names

    /// The value of the identifier `name` seen from `environment`.
    func lookup(_ name: Name, in environment: Environment) throws(ExpressionError) -> ExpressionValue {
        if let value = environment.value(of: name) { return value }
        if name.isBuiltin {
            if let made = builtins.first(where: { $0.name == name }) { return made.value }
            if let value = Builtins.make(name.text) {
                builtins.append((name, value))
                return value
            }
        }
        if let value = try host.global(name.text, interpreter: self) { return value }
        throw .undefinedName(name.text)
    }

    /// Assigns `value` to `name`: where it is declared, else as a new global (as sloppy-mode JavaScript does).
    func assign(_ name: Name, _ value: ExpressionValue, in environment: Environment) {
        (environment.scope(declaring: name) ?? global).set(name, value)
    }

    /// Records the value of a top-level expression statement.
    func complete(_ value: ExpressionValue) { completion = value }
}

/// What the expression reads from its surroundings.
package protocol ExpressionHost: AnyObject {
    /// The value of a name the expression does not declare (`time`, `value`, `thisLayer`,
    /// `wiggle`, …), or nil when the host has none.
    func global(_ name: String, interpreter: Interpreter) throws(ExpressionError) -> ExpressionValue?
    /// The seed of `random()` before any `seedRandom`: the same for the same layer and property.
    var randomSeed: UInt64 { get }
    /// The current time in seconds (`random()` varies with it unless `seedRandom(n, true)`).
    var time: Double { get }
}

extension ExpressionValue {
    var isUndefined: Bool {
        if case .undefined = self { return true }
        return false
    }
}

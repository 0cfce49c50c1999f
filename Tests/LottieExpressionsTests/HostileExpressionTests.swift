import LottieExpressions
import Testing

/// Expressions written to hang, exhaust memory or the stack, or escape: each must stop with
/// an error, quickly, and nothing else.
@Suite struct HostileExpressionTests {
    private nonisolated func failure(_ source: String) -> ExpressionError? {
        do {
            _ = try run(source)
            return nil
        } catch let error as ExpressionError {
            return error
        } catch {
            return nil
        }
    }

    private func isLimit(_ error: ExpressionError?) -> Bool {
        if case .limitExceeded? = error { return true }
        return false
    }

    @Test(arguments: [
        "while (true) {}",
        "for (;;) {}",
        "do {} while (1)",
        "var i = 0; while (true) { try { i++ } catch (e) {} }",
        "while (true) { try { throw 1 } catch (e) { continue } }",
        "var x = 0; for (;;) { x = x + 1 }",
    ])
    func infiniteLoopsStop(_ source: String) {
        #expect(isLimit(failure(source)))
    }

    @Test func limitsCannotBeCaught() {
        #expect(isLimit(failure("var n = 0; try { while (true) { n++ } } catch (e) { n = -1 } n")))
        #expect(isLimit(failure("function f() { try { return f() } catch (e) { return f() } } f()")))
    }

    @Test(arguments: [
        "var a = []; while (true) a.push(1, 2, 3, 4)",
        "var s = 'x'; while (true) s = s + s",
        "var a = new Array(1e9)",
        "var a = []; a[1e8] = 1",
        "var a = []; a.length = 1e8",
        "var a = [1]; for (var i = 0; i < 40; i++) a = a.concat(a)",
        "var o = {}; for (var i = 0; ; i++) o['k' + i] = i",
    ])
    func hugeAllocationsStop(_ source: String) {
        let error = failure(source)
        if case .thrown(let message)? = error, message.hasPrefix("RangeError") { return }
        #expect(isLimit(error))
    }

    @Test(arguments: [
        "function f() { return f() } f()",
        "function f(n) { return n + f(n + 1) } f(0)",
        "var f = function () { return [1].map(f) }; f()",
        "var o = {}; o.f = function () { return o.f() }; o.f()",
        "var a = []; a.push(a); var $bm_rt = a + ''",
        "var a = []; a.push(a); var $bm_rt = +a",
        "var a = [1]; a.push(a); var $bm_rt = a.join('-')",
    ])
    func runawayRecursionStops(_ source: String) {
        #expect(isLimit(failure(source)))
    }

    /// The deepest nesting the parser accepts, inside the deepest recursion the interpreter
    /// allows, on a task of the cooperative pool (where renders run): stops, without running
    /// out of stack.
    @Test func deepestNestingInsideDeepestRecursionFitsTheStack() async {
        let depth = 28
        let nested = String(repeating: "(1 + ", count: depth) + "f(n - 1)" + String(repeating: ")", count: depth)
        let source = "function f(n) { return n <= 0 ? 0 : \(nested); }\nvar $bm_rt = f(1000);"
        let error = await Task.detached { failure(source) }.value
        #expect(isLimit(error), "\(String(describing: error))")
        #expect(failure(source.replacing("f(1000)", with: "f(3)")) == nil)  // it parses and runs
    }

    @Test func deepNestingIsRefusedByTheParser() {
        let nested = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(isLimit(failure(nested)))
        let arrays = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(isLimit(failure(arrays)))
        let unary = String(repeating: "-", count: 5000) + "1"
        #expect(isLimit(failure(unary)))
        let source = String(repeating: "if (1) ", count: 5000) + "1"
        #expect(isLimit(failure(source)))
        #expect(isLimit(failure(String(repeating: "x", count: ExpressionLimits.maxSourceBytes + 1))))
    }

    @Test(arguments: [
        "var $bm_rt = ;",
        "if (",
        "var x = 'unterminated",
        "function (",
        "/* open comment",
        "a b c",
        "x = /regex/",
        "label: for (;;) {}",
        "}",
        "1 +",
        "var 1x = 2",
    ])
    func syntaxErrorsAreReported(_ source: String) {
        guard case .syntax? = failure(source) else {
            Issue.record("expected a syntax error for \(source)")
            return
        }
    }

    @Test func evalAcceptsOnlyPropertyPaths() throws {
        #expect(try number("var o = {a: {b: 5}}; eval('o.a.b')") == 5)
        #expect(try number("eval(7)") == 7)
        for source in [
            "eval('while (true) {}')",
            "eval('var x = 1')",
            "eval('eval(\\'1\\')')",
            "var s = 'eval(s)'; eval(s)",
            "eval('(function () { return 1 })()')",
            "eval('x = 1')",
            "eval('1 + 1')",
        ] {
            guard case .thrown(let message)? = failure(source), message.hasPrefix("EvalError") else {
                Issue.record("expected an EvalError for \(source)")
                continue
            }
        }
        // An EvalError is an ordinary exception: the expression may catch it and go on.
        #expect(try number("var r; try { eval('while(1){}') } catch (e) { r = 3 } r") == 3)
    }

    @Test(arguments: [
        "require('fs')",
        "Function('return this')()",
        "new Function('return 1')",
        "process.exit(1)",
        "readFile('/etc/passwd')",
        "import('x')",
        "this.constructor.constructor('return process')()",
        "[].constructor.constructor('return 1')()",
    ])
    func nothingOutsideIsReachable(_ source: String) {
        switch failure(source) {
        case .undefinedName?, .thrown?, .syntax?, .badResult?: break
        case let other: Issue.record("\(source): \(String(describing: other))")
        }
    }

    @Test func undefinedNamesAreReferenceErrors() {
        #expect(failure("footage('x.json')") == .undefinedName("footage"))
        #expect(failure("var $bm_rt; $bm_rt = nothingHere + 1") == .undefinedName("nothingHere"))
    }

    @Test func stepBudgetIsShared() throws {
        let program = try ExpressionProgram(parsing: "var $bm_rt = 0; for (var i = 0; i < 1000; i++) $bm_rt += i;")
        let interpreter = Interpreter(host: ExpressionTestHost(), steps: 100)
        #expect(throws: ExpressionError.self) { try interpreter.run(program) }
        let enough = Interpreter(host: ExpressionTestHost())
        #expect(try enough.run(program).number == 499_500)
        #expect(enough.stepsTaken > 1000)
    }
}

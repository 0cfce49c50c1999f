/// The syntax tree of a parsed expression: immutable values, so one parse serves every frame
/// and every thread.

/// A JavaScript expression.
indirect enum Node: Sendable {
    case number(Double)
    case string(String)
    case boolean(Bool)
    case null
    case this
    case identifier(Name)
    /// An array literal; nil elements are holes (`[1, , 2]`).
    case array([Node?])
    case object([ObjectEntry])
    case function(FunctionCode)
    case unary(UnaryOperator, Node)
    /// `++x`, `x--`, …
    case update(isIncrement: Bool, isPrefix: Bool, Node)
    case binary(BinaryOperator, Node, Node)
    /// `&&` (true) or `||` (false).
    case logical(isAnd: Bool, Node, Node)
    /// `=` (nil operator) or a compound assignment.
    case assign(BinaryOperator?, Node, Node)
    case conditional(Node, Node, Node)
    case call(Node, [Node])
    case new(Node, [Node])
    case member(Node, String)
    case index(Node, Node)
    case sequence([Node])
}

/// `key: value` in an object literal.
struct ObjectEntry: Sendable {
    var key: String
    var value: Node
}

enum UnaryOperator: Sendable {
    case negate, plus, not, bitwiseNot, typeof, void, delete
}

enum BinaryOperator: Sendable {
    case add, subtract, multiply, divide, remainder
    case equal, notEqual, strictEqual, strictNotEqual
    case less, greater, lessOrEqual, greaterOrEqual
    case bitwiseAnd, bitwiseOr, bitwiseXor, shiftLeft, shiftRight, shiftRightUnsigned
    case instanceof, `in`
}

/// A JavaScript statement.
indirect enum Statement: Sendable {
    case variables([Declarator])
    case expression(Node)
    case `if`(Node, Statement, Statement?)
    case `for`(initializer: Statement?, test: Node?, update: Node?, body: Statement)
    /// `for (name in object)`: the name is a hoisted variable.
    case forIn(Name, Node, Statement)
    case `while`(Node, Statement)
    case doWhile(Statement, Node)
    case `return`(Node?)
    case `break`
    case `continue`
    case `switch`(Node, [SwitchCase])
    case `try`(body: [Statement], catchName: Name?, handler: [Statement]?, finalizer: [Statement]?)
    case `throw`(Node)
    case block([Statement])
    case empty
}

/// `name = value` in a `var` statement.
struct Declarator: Sendable {
    var name: Name
    var value: Node?
}

/// `case test:` (a nil test is `default:`) and the statements after it.
struct SwitchCase: Sendable {
    var test: Node?
    var body: [Statement]
}

/// A function's code: its parameters, body and what is hoisted to its top (`var` names and
/// function declarations), shared by every closure made from it.
final class FunctionCode: Sendable {
    let name: Name?
    let parameters: [Name]
    let body: [Statement]
    let variables: [Name]
    let functions: [FunctionCode]
    /// Whether the body reads `arguments`.
    let usesArguments: Bool

    init(name: Name?, parameters: [Name], body: [Statement], variables: [Name], functions: [FunctionCode], usesArguments: Bool = false) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.variables = variables
        self.functions = functions
        self.usesArguments = usesArguments
    }
}

/// A parsed expression, ready to run any number of times.
///
/// ```swift
/// let program = try ExpressionProgram(parsing: "var $bm_rt;\n$bm_rt = loopOut('cycle');")
/// ```
package struct ExpressionProgram: Sendable {
    /// The top level as a function without parameters.
    let code: FunctionCode
    /// Free identifiers: names read or called that the expression itself never declares.
    package let freeNames: Set<String>

    /// Parses `source`.
    /// - Throws: ``ExpressionError/syntax(_:line:column:)`` for source this interpreter does
    ///   not read, ``ExpressionError/limitExceeded(_:)`` for source over
    ///   ``ExpressionLimits/maxSourceBytes`` or nested over ``ExpressionLimits/maxSyntaxDepth``.
    package init(parsing source: String) throws(ExpressionError) {
        guard source.utf8.count <= ExpressionLimits.maxSourceBytes else {
            throw .limitExceeded("the expression is longer than \(ExpressionLimits.maxSourceBytes) bytes")
        }
        var lexer = Lexer(source)
        var parser = Parser(tokens: try lexer.tokens())
        code = try parser.program()
        freeNames = parser.freeNames
    }
}

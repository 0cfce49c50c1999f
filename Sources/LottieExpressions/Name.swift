/// An identifier of the expression: its text and a hash of the text made once, when it is
/// parsed, so that a scope finds a name by comparing integers (and the texts only when those
/// match) instead of hashing the text at every read.
struct Name: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    let text: String
    let key: UInt64
    /// Whether the name is one of JavaScript's or After Effects' globals (``Builtins``).
    let isBuiltin: Bool

    init(_ text: String) {
        self.text = text
        isBuiltin = Builtins.isBuiltin(text)
        // FNV-1a over the UTF-8 bytes.
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.key = key
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    static func == (a: Name, b: Name) -> Bool {
        a.key == b.key && a.text == b.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    var description: String { text }

    /// What a Lottie expression leaves its result in.
    static let result: Name = "$bm_rt"
    static let arguments: Name = "arguments"
    static let eval: Name = "eval"
}

/// A variable scope: a function call's, a `catch` clause's, or the program's. Its names are
/// kept in the order they were declared and found by comparing keys; a scope with many names
/// (a long program's top level) also keeps an index, so that no read costs more than a hash.
final class Environment {
    private struct Slot {
        let name: Name
        var value: ExpressionValue
    }

    private var slots: [Slot] = []
    /// Slots by name, once the scope holds more than ``indexThreshold`` names.
    private var index: [Name: Int] = [:]
    let parent: Environment?

    private static let indexThreshold = 32

    init(parent: Environment?, capacity: Int = 0) {
        self.parent = parent
        if capacity > 0 { slots.reserveCapacity(capacity) }
    }

    /// The slot of `name` in this scope (not its parents).
    @inline(__always) private func slot(of name: Name) -> Int? {
        if slots.count > Self.indexThreshold { return index[name] }
        return slots.firstIndex { $0.name.key == name.key && $0.name.text == name.text }
    }

    /// The value of `name` in this scope, or nil when the scope does not declare it.
    subscript(name: Name) -> ExpressionValue? {
        guard let slot = slot(of: name) else { return nil }
        return slots[slot].value
    }

    /// Sets `name` in this scope, declaring it there when it is not.
    func set(_ name: Name, _ value: ExpressionValue) {
        if let slot = slot(of: name) {
            slots[slot].value = value
            return
        }
        slots.append(Slot(name: name, value: value))
        guard slots.count > Self.indexThreshold else { return }
        if index.isEmpty {
            for (slot, entry) in slots.enumerated() { index[entry.name] = slot }
        } else {
            index[name] = slots.count - 1
        }
    }

    /// Declares `name` in this scope as undefined, unless it is declared already.
    func declare(_ name: Name) {
        if slot(of: name) == nil { set(name, .undefined) }
    }

    /// The value of `name` in the innermost scope, from this one out, that declares it.
    func value(of name: Name) -> ExpressionValue? {
        var environment: Environment? = self
        while let current = environment {
            if let slot = current.slot(of: name) { return current.slots[slot].value }
            environment = current.parent
        }
        return nil
    }

    /// The innermost scope, from this one out, that declares `name`.
    func scope(declaring name: Name) -> Environment? {
        var environment: Environment? = self
        while let current = environment {
            if current.slot(of: name) != nil { return current }
            environment = current.parent
        }
        return nil
    }

    /// Drops every value (breaking reference cycles when the interpreter is done).
    func removeAll() {
        slots = []
        index = [:]
    }
}

/// The current JSON path during decoding, as a fixed-capacity stack in manually managed
/// memory: pushing and popping a component costs a store, with no copy-on-write, no
/// dynamic exclusivity check and nothing to release (this is on the hot path of every
/// field read).
///
/// Components beyond `capacity` are counted but not stored; paths that deep are
/// truncated in messages (JSON nesting is already limited far below that).
package final class PathStack {
    package enum Component {
        case key(String)
        /// A key written in the source, as the decoders ask for it.
        case field(StaticString)
        case index(Int)
    }

    /// A stored component: a trivial value, so storing and dropping one copies and
    /// releases nothing. A `.key` is stored as its index in `keys`.
    private enum Entry {
        case key(Int)
        case field(StaticString)
        case index(Int)
    }

    static let capacity = 4096

    private let storage = UnsafeMutablePointer<Entry>.allocate(capacity: PathStack.capacity)
    /// [0]: stored components; [1]: components pushed past the capacity.
    private let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    /// The text of `.key` components (pushed only by `replace`, which resets this).
    private var keys: [String] = []

    init() {
        counts.initialize(repeating: 0, count: 2)
    }

    deinit {
        storage.deallocate()
        counts.deallocate()
    }

    @inline(__always) func push(_ component: Component) {
        switch component {
        case .field(let key): push(entry: .field(key))
        case .index(let index): push(entry: .index(index))
        case .key(let key):
            keys.append(key)
            push(entry: .key(keys.count - 1))
        }
    }

    @inline(__always) func pop() {
        if counts[1] > 0 {
            counts[1] -= 1
        } else if counts[0] > 0 {
            counts[0] -= 1
        }
    }

    var components: [Component] {
        UnsafeBufferPointer(start: storage, count: counts[0]).map { entry in
            switch entry {
            case .key(let index): .key(keys[index])
            case .field(let key): .field(key)
            case .index(let index): .index(index)
            }
        }
    }

    /// Replaces the whole stack (used to decode a slot where it is defined).
    func replace(with components: [Component]) {
        counts[0] = 0
        counts[1] = 0
        keys = []
        for component in components { push(component) }
    }

    /// Stores `entry` in the first free slot; `counts[0] < capacity` keeps it in bounds.
    @inline(__always) private func push(entry: Entry) {
        if counts[0] < Self.capacity {
            (storage + counts[0]).initialize(to: entry)
            counts[0] += 1
        } else {
            counts[1] += 1
        }
    }
}

/// The current JSON path during decoding, as a fixed-capacity stack in manually managed
/// memory: pushing and popping a component costs a store, with no copy-on-write and no
/// dynamic exclusivity check (this is on the hot path of every field read).
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

    static let capacity = 4096

    private let storage = UnsafeMutablePointer<Component>.allocate(capacity: PathStack.capacity)
    /// [0]: stored components; [1]: components pushed past the capacity.
    private let counts = UnsafeMutablePointer<Int>.allocate(capacity: 2)

    init() {
        counts.initialize(repeating: 0, count: 2)
    }

    deinit {
        storage.deinitialize(count: counts[0])
        storage.deallocate()
        counts.deallocate()
    }

    @inline(__always) func push(_ component: Component) {
        if counts[0] < Self.capacity {
            (storage + counts[0]).initialize(to: component)
            counts[0] += 1
        } else {
            counts[1] += 1
        }
    }

    @inline(__always) func pop() {
        if counts[1] > 0 {
            counts[1] -= 1
        } else if counts[0] > 0 {
            counts[0] -= 1
            (storage + counts[0]).deinitialize(count: 1)
        }
    }

    var components: [Component] {
        Array(UnsafeBufferPointer(start: storage, count: counts[0]))
    }

    /// Replaces the whole stack (used to decode a slot where it is defined).
    func replace(with components: [Component]) {
        while counts[0] > 0 || counts[1] > 0 { pop() }
        for component in components { push(component) }
    }
}

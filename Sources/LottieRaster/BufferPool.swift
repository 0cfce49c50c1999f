/// Reusable arrays for offscreen layers (floats or bytes) and coverage buffers (floats).
///
/// Each pooled array remembers how many of its leading elements are known to be zero, so a
/// request for a zeroed array clears only what a previous user may have written.
struct BufferPool<Element: ExpressibleByIntegerLiteral> {
    private struct Entry {
        var buffer: [Element]
        /// `buffer[0 ..< zeroed]` are all zero.
        var zeroed: Int
    }

    /// At most this many arrays are kept.
    static var capacity: Int { 8 }

    private var entries: [Entry] = []

    /// An array of at least `count` elements whose first `count` are zero, and how many of its
    /// leading elements are zero (at least `count`).
    mutating func take(count: Int) -> (buffer: [Element], zeroed: Int) {
        if let i = entries.firstIndex(where: { $0.buffer.count >= count }) {
            var entry = entries.remove(at: i)
            if entry.zeroed < count {
                let start = max(entry.zeroed, 0)
                entry.buffer.withUnsafeMutableBufferPointer { p in
                    if let base = p.baseAddress { (base + start).update(repeating: 0, count: count - start) }
                }
                entry.zeroed = count
            }
            return (entry.buffer, entry.zeroed)
        }
        if !entries.isEmpty { entries.removeLast() }
        return ([Element](repeating: 0, count: count), count)
    }

    /// Returns an array whose first `zeroed` elements are zero.
    mutating func put(_ buffer: [Element], zeroed: Int) {
        if entries.count < Self.capacity { entries.append(Entry(buffer: buffer, zeroed: min(zeroed, buffer.count))) }
    }
}

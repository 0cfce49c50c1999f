import LottieModel

/// Where each `ind` of a layer list sits: the position of the first layer with that `ind`.
/// Lists numbered in order (each layer's `ind` one more than the one before, as exporters
/// write them) are looked up by subtraction; others through a table built once.
package struct LayerPositions: Sendable {
    /// The first layer's `ind` when the list is numbered in order.
    private let first: Int?
    private let count: Int
    private let table: [Int: Int]

    package init(_ layers: [Layer]) {
        count = layers.count
        if let start = layers.first?.index, !start.addingReportingOverflow(layers.count).overflow,
            layers.indices.allSatisfy({ layers[$0].index == start + $0 })
        {
            first = start
            table = [:]
            return
        }
        var table: [Int: Int] = [:]
        for position in layers.indices {
            if let index = layers[position].index, table[index] == nil { table[index] = position }
        }
        first = nil
        self.table = table
    }

    /// The position of the first layer whose `ind` is `index`.
    package subscript(index: Int) -> Int? {
        guard let first else { return table[index] }
        let (position, overflow) = index.subtractingReportingOverflow(first)
        return !overflow && position >= 0 && position < count ? position : nil
    }
}

import LottieGraphics
import LottieModel

extension ShapeEvaluator {
    /// Merge paths: the paths so far become one path. Merge (1) and add (2) fill as the
    /// union of their operands, which is what a non-zero fill of them all gives;
    /// subtract, intersect and exclude keep their operands so that fills combine the
    /// coverage of each (strokes outline the operands, an approximation).
    mutating func merged(_ ids: [Int], mode: ShapeItem.Merge.Mode) -> [Int] {
        guard ids.count > 1 else { return ids }
        var path = BezierPath()
        for id in ids { path.append(paths[id]) }
        guard let mergedID = add(path) else { return ids }
        for id in ids { mergedInto[id] = mergedID }
        switch mode {
        case .subtract: combinations[mergedID] = (.subtract, ids)
        case .intersect: combinations[mergedID] = (.intersect, ids)
        case .excludeIntersections: combinations[mergedID] = (.exclude, ids)
        case .normal, .add: break
        }
        return [mergedID]
    }

    /// The ids styles actually paint: merged paths stand for their operands, each once.
    func resolved(_ ids: [Int]) -> [Int] {
        // Without merged paths, ids in increasing order are each painted once as they are.
        if mergedInto.isEmpty, zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return ids }
        var result: [Int] = []
        var seen: Set<Int> = []
        for id in ids {
            var current = id
            var steps = 0
            while let next = mergedInto[current], steps < 64 {
                current = next
                steps += 1
            }
            if seen.insert(current).inserted { result.append(current) }
        }
        return result
    }

    /// Gives a repeater's copy of a merged path copies of its operands too.
    mutating func copyCombination(of id: Int, to copy: Int, transform: AffineTransform) {
        guard let combination = combinations[id] else { return }
        var operands: [Int] = []
        for operand in combination.operands {
            guard let copy = add(paths[operand].transformed(by: transform)) else { break }
            operands.append(copy)
        }
        combinations[copy] = (combination.operation, operands)
    }
}

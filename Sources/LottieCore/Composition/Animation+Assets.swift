import LottieModel

extension Animation {
    /// Precomposition assets by id; the first asset wins when ids repeat.
    var precompositionsByID: [String: Precomposition] {
        var result: [String: Precomposition] = [:]
        for case .precomposition(let precomp) in assets where result[precomp.id] == nil {
            result[precomp.id] = precomp
        }
        return result
    }
}

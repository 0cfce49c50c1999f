import LottieCore
import LottieModel

extension LottieAnimation {
    /// The keypath tree: every layer, shape item and transform with its properties, named
    /// as lottie-ios names them. Built on each call; keep it if you need it often.
    package var keypathTree: KeypathTree { KeypathTree(animation: model) }

    /// Every node and property keypath, sorted (lottie-ios `allHierarchyKeypaths()`).
    public func allHierarchyKeypaths() -> [String] {
        keypathTree.allKeypaths
    }

    /// Prints `Lottie: Logging Animation Keypaths`, then every keypath, one per line, to
    /// standard output (lottie-ios `logHierarchyKeypaths()`).
    public func logHierarchyKeypaths() {
        print("Lottie: Logging Animation Keypaths")
        for keypath in allHierarchyKeypaths() { print(keypath) }
    }
}

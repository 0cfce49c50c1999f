import Lottie
import LottieCore
import LottieModel

extension PlayerUI {
    /// What a reload changed, as the status bar's notice says it.
    package struct ReloadSummary: Equatable, Sendable {
        /// Layers (by keypath, precompositions' included) that came or went.
        package var layersAdded = 0
        package var layersRemoved = 0
        /// The duration before and after, in seconds.
        package var durationBefore = 0.0
        package var durationAfter = 0.0
        /// Marker names that came or went.
        package var markersAdded: [String] = []
        package var markersRemoved: [String] = []
        /// How many `--set` assignments and inspector edits there were.
        package var editCount = 0
        /// The keypaths of those that match nothing any more (dropped).
        package var goneEdits: [String] = []

        /// `reloaded: +1 layer, -0, 2.00s → 2.50s, markers: +bounce -drop; kept 2 of 3 edits;
        /// gone: **.Fill 1.Color`, each part only when it says something.
        package var notice: String {
            var parts: [String] = []
            if layersAdded > 0 || layersRemoved > 0 {
                parts.append("+\(layersAdded) layer\(layersAdded == 1 ? "" : "s"), -\(layersRemoved)")
            }
            if durationBefore != durationAfter {
                parts.append(PlayerUI.seconds(durationBefore) + " → " + PlayerUI.seconds(durationAfter))
            }
            if !markersAdded.isEmpty || !markersRemoved.isEmpty {
                parts.append("markers: " + (markersAdded.map { "+" + $0 } + markersRemoved.map { "-" + $0 }).joined(separator: " "))
            }
            var text = "reloaded" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
            if !goneEdits.isEmpty {
                text += "; kept \(editCount - goneEdits.count) of \(editCount) edits; gone: " + goneEdits.joined(separator: ", ")
            }
            return text
        }
    }

    /// Shows `view` instead of the current view: the same file read again after it changed,
    /// given without value providers. Keeps what the user set up: the frame (the nearest one
    /// the new animation has), playing or paused, the loop mode and speed, a marker's range
    /// (by the marker's name, two markers' span by theirs, while they exist; an A–B loop by
    /// its frames), the zoom, fitting and cell settings, the open panel, the inspector's
    /// expanded nodes, selection and filter (by keypath), a previewed control, and every
    /// ``assignments`` and ``edits`` entry whose keypath still matches a property its value
    /// fits; the others are dropped, and the notice names them once. The notice says what
    /// changed; the returned summary is what it says.
    @discardableResult
    package func replaceAnimation(with view: LottieAnimationView) -> ReloadSummary {
        let old = (animation: animation, tree: viewport.renderer.keypathTree, markers: markers)
        let frame = player.realtimeAnimationFrame
        let wasPlaying = player.isAnimationPlaying
        let wasOn = isSwitchOn
        let memory = builtInspector?.memory
        view.player.loopMode = player.loopMode
        view.player.animationSpeed = player.animationSpeed
        view.player.respectAnimationFrameRate = player.respectAnimationFrameRate
        player.pause()
        self.view = view
        viewport = ViewportRenderer(renderer: view.renderer)
        markers = animation.model.markers.sorted { $0.frame < $1.frame }

        var summary = ReloadSummary(durationBefore: old.animation.duration, durationAfter: animation.duration)
        summary.editCount = assignments.count + edits.count
        func kept(_ entries: [(keypath: String, value: String)]) -> [(keypath: String, value: String)] {
            entries.filter { entry in
                if Self.apply(entry.value, at: entry.keypath, to: view.renderer) { return true }
                summary.goneEdits.append(entry.keypath)
                return false
            }
        }
        assignments = kept(assignments)
        edits = kept(edits)

        let layers = (before: Self.layerKeypaths(old.tree), after: Self.layerKeypaths(viewport.renderer.keypathTree))
        summary.layersAdded = layers.after.subtracting(counts: layers.before)
        summary.layersRemoved = layers.before.subtracting(counts: layers.after)
        let names = (before: Set(old.markers.map(\.name)), after: Set(markers.map(\.name)))
        summary.markersAdded = markers.map(\.name).filter { !names.before.contains($0) }
        summary.markersRemoved = old.markers.map(\.name).filter { !names.after.contains($0) }

        playRange = playRange.flatMap(rangeAfterReload)
        if case .markers(let selected) = overlay { overlay = markers.isEmpty ? .none : .markers(selected: min(selected, markers.count - 1)) }
        builtFindingsPanel = nil
        builtInspector = memory.map { memory in
            let inspector = Inspector(tree: viewport.renderer.keypathTree, slots: viewport.renderer.animation.slots)
            inspector.restore(memory)
            return inspector
        }
        pendingRelease = false
        if let control {
            startControl(control)
            if wasOn { (controller as? AnimatedSwitch)?.setIsOn(true, animated: false) }
            player.pause(at: .frame(frame))
        } else {
            player.pause(at: .frame(frame))
            if wasPlaying { resume() }
        }
        reloadError = nil
        notice = summary.notice
        return summary
    }

    /// Keeps the last good animation on screen and shows why the file could not be read again
    /// (in place of the last reload's notice).
    package func reloadFailed(_ message: String) {
        reloadError = message
        notice = nil
    }

    /// `W`: starts or stops watching the file (the driver follows ``watching``).
    func toggleWatching() {
        guard let watching else {
            notice = "W: the built-in sample has no file to watch"
            return
        }
        self.watching = !watching
        reloadError = nil
        notice = watching ? "stopped watching" : "watching: the file reloads when it changes"
    }

    /// Sets a constant value provider from `value` (as typed) on the properties `keypath`
    /// matches in `renderer`; false when it matches none, or none its value fits.
    static func apply(_ value: String, at keypath: String, to renderer: LottieFrameRenderer) -> Bool {
        let pattern = AnimationKeypath(keypath: keypath)
        let kinds = Set(renderer.keypathTree.properties(matching: pattern).map(\.valueKind))
        guard let literal = ValueLiteral(parsing: value), let provider = literal.provider(for: kinds) else { return false }
        renderer.setValueProvider(provider, keypath: pattern)
        return true
    }

    /// The keypath of every layer in `tree` (precompositions' layers too), with how many
    /// layers have it.
    private static func layerKeypaths(_ tree: KeypathTree) -> [String: Int] {
        tree.nodes.filter { $0.kind == .layer }.reduce(into: [:]) { counts, node in counts[node.keypath.string, default: 0] += 1 }
    }

    /// `range` in the reloaded animation: a marker's range, or the span between two markers,
    /// where the markers still exist (nil when one is gone); an A–B loop keeps its frames
    /// inside the animation.
    private func rangeAfterReload(_ range: PlayRange) -> PlayRange? {
        if let start = animation.frameTime(forMarker: range.name) {
            return PlayRange(from: start, to: start + max(0, animation.durationFrameTime(forMarker: range.name) ?? 0), name: range.name)
        }
        let ends = range.name.components(separatedBy: "..")
        if ends.count == 2 {
            guard let end = animation.frameTime(forMarker: ends[1]) else { return nil }
            let start = ends[0].isEmpty ? range.from : animation.frameTime(forMarker: ends[0])
            return start.map { PlayRange(from: $0, to: end, name: range.name) }
        }
        guard range.name == "A-B" else { return nil }
        let clamp = { (frame: Double) in min(max(frame, self.animation.startFrame), self.animation.endFrame) }
        return PlayRange(from: clamp(range.from), to: clamp(range.to), name: range.name)
    }
}

extension Dictionary where Value == Int {
    /// How many more of each key this count has than `other`, summed.
    fileprivate func subtracting(counts other: Self) -> Int {
        reduce(0) { total, entry in total + Swift.max(0, entry.value - other[entry.key, default: 0]) }
    }
}

extension StateMachineEngine {
    /// Posts a pointer event. `hits` tells whether the pointer is over the layer of a given
    /// name (the host hit-tests at the event's position). Pointer interactions that name a
    /// layer happen only over it; `PointerMove`, `PointerDown` and `PointerUp` also produce
    /// the enter and exit of named layers, as dotlottie-rs does for hosts without hover.
    package mutating func post(_ pointer: StateMachinePointer, hits test: (String) -> Bool) {
        guard status != .stopped else { return }
        // Each named layer is hit-tested once per event.
        var over: [String: Bool] = [:]
        for interaction in definition.interactions {
            if let layer = interaction.layerName, over[layer] == nil { over[layer] = test(layer) }
        }
        let hits = { (layer: String) in over[layer] ?? false }
        var actions: [StateMachineDefinition.Action] = []
        var entered = enteredLayer
        if pointer != .move {
            for interaction in definition.interactions where interaction.kind == pointer.interaction {
                guard let layer = interaction.layerName else {
                    actions += interaction.actions
                    continue
                }
                if pointer == .exit {
                    if enteredLayer == layer, !hits(layer) {
                        entered = ""
                        actions += interaction.actions
                    }
                } else if hits(layer) {
                    entered = layer
                    actions += interaction.actions
                }
            }
        }
        enteredLayer = entered
        if pointer == .move || pointer == .down || pointer == .up {
            actions += hoverActions(pointer, hits: hits)
        }
        run(actions, settling: true, fromInteraction: true)
    }

    /// The actions of moving onto or off a named layer (and of `PointerMove`).
    private mutating func hoverActions(_ pointer: StateMachinePointer, hits: (String) -> Bool) -> [StateMachineDefinition.Action] {
        let interactions = definition.interactions
        var actions = pointer == .move ? interactions.filter { $0.kind == .pointerMove }.flatMap(\.actions) : []
        let previous = enteredLayer
        var over = false
        for interaction in interactions where interaction.kind == .pointerEnter || interaction.kind == .pointerExit {
            guard let layer = interaction.layerName, hits(layer) else { continue }
            over = true
            if enteredLayer == layer { break }
            enteredLayer = layer
            actions += interactions.filter { $0.kind == .pointerEnter && $0.layerName == layer }.flatMap(\.actions)
        }
        if !over, !previous.isEmpty {
            enteredLayer = ""
            actions += interactions.filter { $0.kind == .pointerExit && $0.layerName == previous }.flatMap(\.actions)
        }
        return actions
    }
}

import TestSupport

/// One step of an event script.
enum FuzzEvent: Sendable, Equatable, CustomStringConvertible {
    /// How a mutation reaches the model.
    enum Via: Sendable, Equatable {
        /// The root's `apply` button performs it: a tap, a frame.
        case tap
        /// Written to the model directly, then the host renders (the write's frame).
        case write
        /// Written directly; the next event's frame sees it together with what follows.
        case writeWithoutFrame
    }

    case mutate(FuzzMutation, via: Via)
    /// Taps the tree's button with this title.
    case tap(String)
    /// Sends a value to the subject the views' `onReceive` watch.
    case send(Int)
    case settle
    case advance(seconds: Int)
    /// `host.root = FuzzRoot(input: ...)`.
    case setRoot(input: Int)
    /// The `nest` button tries `host.tap("apply")` from inside its frame, with this
    /// mutation pending: the call must throw and change nothing (Rules R18).
    case nestedDriverCall(FuzzMutation)
    /// The `nest` button sets `host.root` from inside its frame: ignored, with a
    /// diagnostic of kind `nestedDriverCall` (Rules R18).
    case nestedRootSet(input: Int)
    /// `host.delete(label)`: the editable list's row shown by `label` is deleted (its
    /// `onDelete`, as a swipe does).
    case delete(String)
    /// `host.move(label, to: offset)`: the row moves (its `onMove`; `offset` is SwiftUI's
    /// `toOffset`, counted before the move).
    case moveRow(String, to: Int)
    /// `host.dismiss()`: the sheet, cover or alert on screen goes.
    case dismiss
    /// `host.back()`: the navigation stack on screen pops.
    case back

    var description: String {
        switch self {
        case .mutate(let mutation, .tap): "tap apply: \(mutation)"
        case .mutate(let mutation, .write): "write: \(mutation), render"
        case .mutate(let mutation, .writeWithoutFrame): "write: \(mutation) (no frame yet)"
        case .tap(let title): "tap \"\(title)\""
        case .send(let value): "send \(value)"
        case .settle: "settle"
        case .advance(let seconds): "advance \(seconds)s"
        case .setRoot(let input): "root input = \(input)"
        case .nestedDriverCall(let mutation): "tap nest (a nested tap of apply: \(mutation))"
        case .nestedRootSet(let input): "tap nest (a nested root input = \(input))"
        case .delete(let label): "delete row \"\(label)\""
        case .moveRow(let label, let offset): "move row \"\(label)\" to \(offset)"
        case .dismiss: "dismiss"
        case .back: "back"
        }
    }

    /// Whether writes no frame has seen are flushed (in a frame of their own) before the
    /// event: every host call but a direct write.
    var flushesPendingWritesFirst: Bool {
        switch self {
        case .mutate(_, .write), .mutate(_, .writeWithoutFrame), .settle, .advance: false
        default: true
        }
    }
}

/// A case: a tree and the events that drive it.
struct FuzzCase: Sendable, CustomStringConvertible {
    var tree: FuzzNode
    var events: [FuzzEvent]

    var description: String {
        "tree:\n\(tree)\nevents:" + (events.isEmpty ? " none (the first mount, then the host released)"
            : "\n" + events.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
    }

    /// The case of `seed`: a random tree and a script valid for it.
    static func generate(seed: UInt64, options: FuzzOptions) -> FuzzCase {
        var generator = SplitMix64(seed: seed)
        let generated = FuzzNode.random(using: &generator, options: options)
        let tree = options.families ? generated.withOnePresentationAtMount() : generated
        var expectation = FuzzExpectation(tree: tree, counters: options.counters)
        var events: [FuzzEvent] = []
        var nextValue = 100
        for _ in 0..<generator.int(in: 1...options.maxEvents) {
            let event = randomEvent(tree, expectation, options, &nextValue, using: &generator)
            guard expectation.simulate(event) else { continue }
            events.append(event)
        }
        return FuzzCase(tree: tree, events: events)
    }

    private static func randomEvent(_ tree: FuzzNode, _ expectation: FuzzExpectation, _ options: FuzzOptions,
                                    _ nextValue: inout Int, using generator: inout SplitMix64) -> FuzzEvent {
        let rendering = expectation.rendering
        let tappable = rendering.buttons.map(\.title).filter {
            rendering.reachableButton($0) != nil && $0 != "apply" && $0 != "nest"
        }
        let rows = rendering.rows.map(\.label).filter { rendering.reachableRow($0) != nil }
        let receives = tree.allNodes.contains { if case .view(let decorations) = $0.kind { decorations.receive } else { false } }
        let covered = rendering.presentations > 0
        enum Choice { case mutate, tap, settle, advance, send, root, nest, delete, move, dismiss, back }
        var choices: [(Choice, Int)] = [(.mutate, 45), (.settle, 10), (.advance, 4), (.root, 4)]
        if !tappable.isEmpty { choices.append((.tap, 25)) }
        if receives { choices.append((.send, 5)) }
        if options.nestedDriverCalls, !covered { choices.append((.nest, 3)) }
        if options.families {
            if !rows.isEmpty { choices += [(.delete, 6), (.move, 6)] }
            if rendering.presentations == 1 { choices.append((.dismiss, 8)) }
            if !covered, rendering.stacks.count == 1, rendering.stacks[0].pushed > 0 { choices.append((.back, 8)) }
        }
        switch generator.weighted(choices) {
        case .mutate:
            let mutation = randomMutation(tree, expectation.state, options, using: &generator)
            let via = covered ? generator.weighted([(FuzzEvent.Via.write, 35), (.writeWithoutFrame, 20)])
                              : generator.weighted([(FuzzEvent.Via.tap, 45), (.write, 35), (.writeWithoutFrame, 20)])
            return .mutate(mutation, via: via)
        case .delete:
            return .delete(generator.pick(rows)!)
        case .move:
            let label = generator.pick(rows)!
            let list = rendering.reachableRow(label)!.list
            return .moveRow(label, to: generator.int(in: 0...rendering.rows.filter { $0.list == list }.count))
        case .dismiss:
            return .dismiss
        case .back:
            return .back
        case .tap:
            return .tap(generator.pick(tappable)!)
        case .settle:
            return .settle
        case .advance:
            return .advance(seconds: generator.int(in: 1...2))
        case .send:
            nextValue += 1
            return .send(nextValue)
        case .root:
            return .setRoot(input: generator.int(in: 0...3))
        case .nest:
            return generator.chance(percent: 50)
                ? .nestedDriverCall(randomMutation(tree, expectation.state, options, using: &generator))
                : .nestedRootSet(input: generator.int(in: 4...9))
        }
    }

    private static func randomMutation(_ tree: FuzzNode, _ state: FuzzState, _ options: FuzzOptions,
                                       using generator: inout SplitMix64) -> FuzzMutation {
        var candidates: [FuzzMutation] = (0..<options.counters).map { FuzzMutation.bump(counter: $0) }
        if options.families { candidates += (0..<options.publishedCounters).map { FuzzMutation.publish(counter: $0) } }
        for node in tree.allNodes {
            switch node.kind {
            case .ifElse:
                candidates += [.flip(node.id), .flip(node.id)]
            case .switchOf:
                let current = state.selectors[node.id]! % node.children.count
                let others = (0..<node.children.count).filter { $0 != current }
                candidates.append(.select(node.id, generator.pick(others)!))
            case .forEach:
                let items = state.items[node.id]!
                let unused = FuzzOptions.keys.filter { !items.contains($0) }
                if let key = generator.pick(unused), items.count < 5 {
                    candidates += [.insert(node.id, key: key, at: generator.int(in: 0...items.count))]
                }
                if !items.isEmpty {
                    candidates.append(.remove(node.id, at: generator.int(in: 0..<items.count)))
                }
                if items.count > 1 {
                    candidates.append(.move(node.id, from: generator.int(in: 0..<items.count), to: generator.int(in: 0..<items.count)))
                }
                if options.duplicateIDs, let key = generator.pick(items), items.count < 5 {
                    candidates.append(.insert(node.id, key: key, at: generator.int(in: 0...items.count)))
                }
            case .identified:
                let others = FuzzOptions.identityKeys.filter { $0 != state.keys[node.id]! }
                candidates += [.rekey(node.id, generator.pick(others)!), .rekey(node.id, generator.pick(others)!)]
            case .editableList:
                let items = state.items[node.id]!
                let unused = FuzzOptions.keys.filter { !items.contains($0) }
                if let key = generator.pick(unused), items.count < 5 {
                    candidates.append(.insert(node.id, key: key, at: generator.int(in: 0...items.count)))
                }
                if !items.isEmpty { candidates.append(.remove(node.id, at: generator.int(in: 0..<items.count))) }
            case .presenter:
                candidates.append(.flip(node.id))
            case .navigation:
                let path = state.paths[node.id]!
                candidates.append(.push(node.id, generator.int(in: 1...3)))
                if !path.isEmpty { candidates.append(.pop(node.id)) }
                candidates.append(.setPath(node.id, (0..<generator.int(in: 0...3)).map { _ in generator.int(in: 1...3) }))
            default:
                break
            }
        }
        return generator.pick(candidates)!
    }
}

extension FuzzExpectation {
    /// Updates the expectation as the host will for `event` (writes not yet seen are
    /// flushed first where the event does so); `false` when the event does not apply
    /// (scripts replayed on shrunk trees).
    mutating func simulate(_ event: FuzzEvent) -> Bool {
        guard applies(event) else { return false }
        perform(event)
        return true
    }

    private mutating func perform(_ event: FuzzEvent) {
        if event.flushesPendingWritesFirst, hasPendingWrites { commitFrame() }
        switch event {
        case .mutate(let mutation, let via):
            _ = write(mutation)
            if via != .writeWithoutFrame { commitFrame() }
        case .tap(let title):
            _ = tap(title)
            commitFrame()
        case .setRoot(let input):
            setInput(input)
            commitFrame()
        case .settle, .advance:
            if hasPendingWrites { commitFrame() }
        case .send, .nestedDriverCall, .nestedRootSet:
            break
        case .delete(let label):
            let row = rendering.reachableRow(label)!
            _ = write(.remove(row.node, at: row.offset))
            commitFrame()
        case .moveRow(let label, let offset):
            let row = rendering.reachableRow(label)!
            // SwiftUI's `toOffset` counts before the move; `move(_:from:to:)` after it.
            _ = write(.move(row.node, from: row.offset, to: offset > row.offset ? offset - 1 : offset))
            commitFrame()
        case .dismiss:
            _ = write(.flip(presentedNode!))
            commitFrame()
        case .back:
            _ = write(.pop(rendering.stacks[0].node))
            commitFrame()
        }
    }

    /// The presenter whose presentation is on screen (when one is).
    private var presentedNode: Int? {
        tree.allNodes.first { node in
            guard case .presenter = node.kind, committed.flags[node.id] == true else { return false }
            return rendering.buttons.contains { $0.effect == .present(node.id) }
        }?.id
    }

    /// Whether `event` can happen now: its control is on screen and can be driven, and
    /// afterwards at most one sheet, cover or alert is on screen (which of two a host
    /// shows is not the fuzzer's question).
    func applies(_ event: FuzzEvent) -> Bool {
        var before = self
        if event.flushesPendingWritesFirst, before.hasPendingWrites { before.commitFrame() }
        let rendering = before.rendering
        let covered = rendering.presentations > 0
        switch event {
        case .mutate(let mutation, let via):
            var copy = state
            guard mutation.apply(to: &copy), via != .tap || !covered else { return false }
        case .tap(let title):
            guard rendering.reachableButton(title) != nil, title != "apply", title != "nest" else { return false }
        case .nestedDriverCall, .nestedRootSet:
            guard !covered else { return false }
        case .delete(let label):
            guard rendering.reachableRow(label) != nil else { return false }
        case .moveRow(let label, let offset):
            guard let row = rendering.reachableRow(label),
                  offset <= rendering.rows.filter({ $0.list == row.list }).count else { return false }
        case .dismiss:
            guard rendering.presentations == 1, before.presentedNode != nil else { return false }
        case .back:
            guard !covered, rendering.stacks.count == 1, rendering.stacks[0].pushed > 0 else { return false }
        case .settle, .advance, .send, .setRoot:
            break
        }
        guard tree.allNodes.contains(where: { if case .presenter = $0.kind { true } else { false } }) else { return true }
        var after = before
        after.perform(event)
        if after.hasPendingWrites { after.commitFrame() }
        return after.rendering.presentations <= 1
    }
}

extension FuzzNode {
    /// The tree with at most one presenter presented at the first mount (the first).
    func withOnePresentationAtMount() -> FuzzNode {
        var seen = false
        return mapPresenters { style, initially in
            defer { if initially { seen = true } }
            return (style, initially && !seen)
        }
    }

    private func mapPresenters(_ transform: (FuzzPresentation, Bool) -> (FuzzPresentation, Bool)) -> FuzzNode {
        var copy = self
        if case .presenter(let style, let initially) = kind {
            let (newStyle, newInitially) = transform(style, initially)
            copy.kind = .presenter(newStyle, initially: newInitially)
        }
        copy.children = children.map { $0.mapPresenters(transform) }
        return copy
    }
}

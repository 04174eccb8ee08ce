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
        let tree = FuzzNode.random(using: &generator, options: options)
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
        let tappable = expectation.rendering.buttons.map(\.title).filter {
            expectation.rendering.titleCounts[$0] == 1 && $0 != "apply" && $0 != "nest"
        }
        let receives = tree.allNodes.contains { if case .view(let decorations) = $0.kind { decorations.receive } else { false } }
        enum Choice { case mutate, tap, settle, advance, send, root, nest }
        var choices: [(Choice, Int)] = [(.mutate, 45), (.settle, 10), (.advance, 4), (.root, 4)]
        if !tappable.isEmpty { choices.append((.tap, 25)) }
        if receives { choices.append((.send, 5)) }
        if options.nestedDriverCalls { choices.append((.nest, 3)) }
        switch generator.weighted(choices) {
        case .mutate:
            let mutation = randomMutation(tree, expectation.state, options, using: &generator)
            let via = generator.weighted([(FuzzEvent.Via.tap, 45), (.write, 35), (.writeWithoutFrame, 20)])
            return .mutate(mutation, via: via)
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
        }
        return true
    }

    /// Whether `event` can happen now.
    func applies(_ event: FuzzEvent) -> Bool {
        switch event {
        case .mutate(let mutation, _):
            var copy = state
            return mutation.apply(to: &copy)
        case .tap(let title):
            // A button the frame of pending writes removes is not there to tap.
            var flushed = self
            if flushed.hasPendingWrites { flushed.commitFrame() }
            return flushed.rendering.titleCounts[title] == 1 && title != "apply" && title != "nest"
        default:
            return true
        }
    }
}

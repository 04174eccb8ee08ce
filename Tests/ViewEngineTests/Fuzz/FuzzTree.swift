import TestSupport

/// One node of a generated view tree: data, with a stable `id` (unique in its tree).
///
/// The interpreter (``FuzzView``) renders it from a ``FuzzModel``; ``FuzzExpectation``
/// computes what it must render straight from the same data. A `view` node is a custom
/// view of its own (``FuzzView``: an identity with `@State`); every other node is built
/// inline in the body of the nearest enclosing `view` (so the content closure of a
/// `forEach` reads that view's state and the model itself).
struct FuzzNode: Sendable, Equatable {
    var id: Int
    var kind: Kind
    var children: [FuzzNode] = []

    enum Kind: Sendable, Equatable {
        /// `Text` showing its id and what `FuzzText` says.
        case text(FuzzText)
        /// `Button "c<id>"`: increments the shared counter `counter`.
        case counterButton(counter: Int)
        /// `Button "s<id>"`: increments the `@State` of the enclosing view.
        case localButton
        /// `VStack` or `HStack` of the children (1...3).
        case stack(vertical: Bool)
        /// `Group` of the children (1...3).
        case group
        /// `if flag { children[0] } else { children[1] }` (the `else` is optional).
        case ifElse(initially: Bool)
        /// `switch selector` over the children (2...3 cases).
        case switchOf(initially: Int)
        /// `ForEach(items, id: \.key) { children[0] }`; ids may repeat.
        case forEach(initial: [Int])
        /// `children[0].id(key)`.
        case identified(initialKey: Int)
        /// `children[0].modifier(FuzzModifier(...))`, a custom modifier with its own `@State`.
        case modified
        /// A ``FuzzView`` whose body is `children[0]`, with its own `@State` and lifecycle.
        case view(FuzzDecorations)
    }
}

/// What a generated `Text` shows besides its id.
struct FuzzText: Sendable, Equatable {
    /// The `@State` counter of the enclosing view.
    var local = false
    /// A shared `@Observable` counter.
    var counter: Int?
    /// The root's input (`host.root = ...`).
    var input = false
}

/// The observers a generated view carries (besides onAppear/onDisappear, which all have).
struct FuzzDecorations: Sendable, Equatable {
    /// `onChange(of: counter)`.
    var onChange: Int?
    /// `task(id: counter)`.
    var task: Int?
    /// `onReceive(model.subject)`.
    var receive = false

    var isEmpty: Bool { onChange == nil && task == nil && !receive }
}

/// Deliberate faults of the fuzzer's own side, each breaking one invariant, so that the
/// self-tests show every check can fail (a check that cannot fail is a defect).
enum FuzzSabotage: String, CaseIterable, Sendable {
    case extraExpectedLine, ghostVisibleControl, forgetDisappearance, appearTwice, disappearTwice
    case actionAfterDisappearance, changeAfterDisappearance, taskAfterDisappearance, receiveAfterDisappearance
    case moveAddress, onChangeTwice, staleTaskID, receiveTwice, unexpectedDiagnostic, missingDiagnostic
    case nestedCallReturns, tapMissingButton
}

/// How cases are generated and run.
struct FuzzOptions: Sendable {
    /// Deepest nesting of containers below the root view.
    var maxDepth = 4
    /// At most this many nodes.
    var maxNodes = 18
    /// At most this many `ForEach` nested in one another.
    var maxForEachNesting = 2
    /// Shared counters the tree's texts, buttons and observers use.
    var counters = 3
    /// Whether ForEach data may hold an id twice (initially and by events).
    var duplicateIDs = false
    /// Whether the script may make a driver call from inside a frame.
    var nestedDriverCalls = false
    /// Events per script.
    var maxEvents = 25
    /// A deliberate fault of the test side, for the self-tests (`nil` in real runs).
    var sabotage: FuzzSabotage?
    /// Keys ForEach elements use.
    static let keys = 1...6
    /// Values `.id` keys take.
    static let identityKeys = 0...3
}

extension FuzzNode {
    // MARK: Queries

    /// This node and all below it, in pre-order.
    var allNodes: [FuzzNode] { [self] + children.flatMap(\.allNodes) }

    var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }

    /// Whether the node is always exactly one view, so that a modifier on it applies
    /// once. Rules R19: a modifier on a list (a `Group`, a conditional, a `ForEach`, an
    /// `AnyView`, a modified list) applies to each member; a custom view is one member,
    /// whatever its body; a modified view has as many members as its content.
    var isSingleView: Bool {
        switch kind {
        case .text, .counterButton, .localButton, .stack, .view: true
        case .identified, .modified: children[0].isSingleView
        case .group, .ifElse, .switchOf, .forEach: false
        }
    }

    /// Whether a text below (across view boundaries) shows the root's input.
    var showsInput: Bool {
        if case .text(let text) = kind, text.input { return true }
        return children.contains { $0.showsInput }
    }

    // MARK: Generation

    /// A reproducible random tree: a `view` at the root.
    static func random(using generator: inout SplitMix64, options: FuzzOptions) -> FuzzNode {
        var builder = Builder(options: options)
        return builder.view(depth: 0, forEachNesting: 0, using: &generator)
    }

    private struct Builder {
        let options: FuzzOptions
        var nextID = 0
        var budget: Int

        init(options: FuzzOptions) {
            self.options = options
            budget = options.maxNodes
        }

        mutating func makeID() -> Int {
            defer { nextID += 1 }
            budget -= 1
            return nextID
        }

        mutating func view(depth: Int, forEachNesting: Int, using generator: inout SplitMix64) -> FuzzNode {
            let id = makeID()
            var decorations = FuzzDecorations()
            if generator.chance(percent: 45) { decorations.onChange = generator.int(in: 0..<options.counters) }
            if generator.chance(percent: 35) { decorations.task = generator.int(in: 0..<options.counters) }
            if generator.chance(percent: 25) { decorations.receive = true }
            let content = node(depth: depth + 1, forEachNesting: forEachNesting, using: &generator)
            return FuzzNode(id: id, kind: .view(decorations), children: [content])
        }

        mutating func node(depth: Int, forEachNesting: Int, using generator: inout SplitMix64) -> FuzzNode {
            enum Choice { case leaf, stack, group, ifElse, switchOf, forEach, identified, modified, view }
            let canNest = depth < options.maxDepth && budget > 2
            var choices: [(Choice, Int)] = [(.leaf, canNest ? 4 : 1)]
            if canNest {
                choices += [(.stack, 3), (.group, 1), (.ifElse, 3), (.switchOf, 2), (.identified, 2), (.modified, 3), (.view, 2)]
                if forEachNesting < options.maxForEachNesting { choices.append((.forEach, 3)) }
            }
            switch generator.weighted(choices) {
            case .leaf:
                return leaf(using: &generator)
            case .stack:
                let id = makeID()
                return FuzzNode(id: id, kind: .stack(vertical: generator.chance(percent: 60)),
                                children: list(1...3, depth: depth, forEachNesting: forEachNesting, using: &generator))
            case .group:
                let id = makeID()
                return FuzzNode(id: id, kind: .group,
                                children: list(1...3, depth: depth, forEachNesting: forEachNesting, using: &generator))
            case .ifElse:
                let id = makeID()
                let initially = generator.chance(percent: 60)
                return FuzzNode(id: id, kind: .ifElse(initially: initially),
                                children: list(generator.chance(percent: 60) ? 2...2 : 1...1, depth: depth,
                                               forEachNesting: forEachNesting, using: &generator))
            case .switchOf:
                let id = makeID()
                let cases = list(2...3, depth: depth, forEachNesting: forEachNesting, using: &generator)
                return FuzzNode(id: id, kind: .switchOf(initially: generator.int(in: 0..<cases.count)), children: cases)
            case .forEach:
                let id = makeID()
                let row = node(depth: depth + 1, forEachNesting: forEachNesting + 1, using: &generator)
                return FuzzNode(id: id, kind: .forEach(initial: initialItems(using: &generator)), children: [row])
            case .identified:
                let id = makeID()
                let child = node(depth: depth + 1, forEachNesting: forEachNesting, using: &generator)
                return FuzzNode(id: id, kind: .identified(initialKey: generator.int(in: FuzzOptions.identityKeys)), children: [child])
            case .modified:
                let id = makeID()
                // Half the time on a stack: one view, so its content (a ForEach inside,
                // say) is built by this body but mounted under the modifier's placeholder;
                // on a list the modifier goes to each member instead (Rules R19).
                guard generator.chance(percent: 50), depth + 2 < options.maxDepth else {
                    return FuzzNode(id: id, kind: .modified, children: [node(depth: depth + 1, forEachNesting: forEachNesting, using: &generator)])
                }
                let stackID = makeID()
                var members = list(1...2, depth: depth + 1, forEachNesting: forEachNesting, using: &generator)
                if forEachNesting < options.maxForEachNesting, generator.chance(percent: 50) {
                    let forEachID = makeID()
                    let row = node(depth: depth + 3, forEachNesting: forEachNesting + 1, using: &generator)
                    members.insert(FuzzNode(id: forEachID, kind: .forEach(initial: initialItems(using: &generator)), children: [row]),
                                   at: generator.int(in: 0...members.count))
                }
                let stack = FuzzNode(id: stackID, kind: .stack(vertical: generator.chance(percent: 60)), children: members)
                return FuzzNode(id: id, kind: .modified, children: [stack])
            case .view:
                return view(depth: depth, forEachNesting: forEachNesting, using: &generator)
            }
        }

        mutating func list(_ count: ClosedRange<Int>, depth: Int, forEachNesting: Int,
                           using generator: inout SplitMix64) -> [FuzzNode] {
            (0..<generator.int(in: count)).map { _ in
                node(depth: depth + 1, forEachNesting: forEachNesting, using: &generator)
            }
        }

        mutating func leaf(using generator: inout SplitMix64) -> FuzzNode {
            let id = makeID()
            switch generator.weighted([(0, 5), (1, 2), (2, 2)]) {
            case 1:
                return FuzzNode(id: id, kind: .counterButton(counter: generator.int(in: 0..<options.counters)))
            case 2:
                return FuzzNode(id: id, kind: .localButton)
            default:
                var text = FuzzText()
                text.local = generator.chance(percent: 60)
                if generator.chance(percent: 50) { text.counter = generator.int(in: 0..<options.counters) }
                text.input = generator.chance(percent: 15)
                return FuzzNode(id: id, kind: .text(text))
            }
        }

        mutating func initialItems(using generator: inout SplitMix64) -> [Int] {
            var keys = Array(FuzzOptions.keys).shuffled(using: &generator)
            var items = Array(keys.prefix(generator.int(in: 0...3)))
            keys.removeFirst(items.count)
            if options.duplicateIDs, let repeated = generator.pick(items), generator.chance(percent: 20) {
                items.insert(repeated, at: generator.int(in: 0...items.count))
            }
            return items
        }
    }
}

// MARK: Description

extension FuzzNode: CustomStringConvertible {
    /// The tree as indented lines, as a failure report prints it.
    var description: String { lines(indent: "").joined(separator: "\n") }

    private func lines(indent: String) -> [String] {
        var head: String
        switch kind {
        case .text(let text):
            head = "Text#\(id)"
            var shows: [String] = []
            if text.local { shows.append("local") }
            if let counter = text.counter { shows.append("c\(counter)") }
            if text.input { shows.append("input") }
            if !shows.isEmpty { head += " shows " + shows.joined(separator: ", ") }
        case .counterButton(let counter): head = "Button#\(id) bumps c\(counter)"
        case .localButton: head = "Button#\(id) bumps local"
        case .stack(let vertical): head = (vertical ? "VStack#" : "HStack#") + "\(id)"
        case .group: head = "Group#\(id)"
        case .ifElse(let initially): head = "if#\(id) (initially \(initially))"
        case .switchOf(let initially): head = "switch#\(id) (initially case \(initially))"
        case .forEach(let initial): head = "ForEach#\(id) \(initial)"
        case .identified(let key): head = "id#\(id) (initially \(key))"
        case .modified: head = "modifier#\(id) (FuzzModifier, @State taps)"
        case .view(let decorations):
            head = "view#\(id) (@State token, local; onAppear/onDisappear"
            if let counter = decorations.onChange { head += "; onChange c\(counter)" }
            if let counter = decorations.task { head += "; task(id: c\(counter))" }
            if decorations.receive { head += "; onReceive" }
            head += ")"
        }
        var result = [indent + head]
        for (index, child) in children.enumerated() {
            if case .ifElse = kind { result.append(indent + (index == 0 ? "then:" : "else:")) }
            if case .switchOf = kind { result.append(indent + "case \(index):") }
            result += child.lines(indent: indent + "  ")
        }
        return result
    }
}

// MARK: Shrinking

extension FuzzNode {
    /// Smaller trees: subtrees replaced by one of their children or by a text, children
    /// removed, observers and data dropped. The root stays a `view`.
    func smallerVariants() -> [FuzzNode] {
        var variants: [FuzzNode] = []
        for target in allNodes.map(\.id) {
            for replacement in replacements(of: target) {
                if let tree = replacing(target, with: replacement), tree != self, case .view = tree.kind {
                    variants.append(tree)
                }
            }
        }
        return variants.sorted { $0.nodeCount < $1.nodeCount }
    }

    /// Simpler versions of the node `target` (as found in this tree).
    private func replacements(of target: Int) -> [FuzzNode] {
        guard let node = allNodes.first(where: { $0.id == target }) else { return [] }
        var result: [FuzzNode] = []
        switch node.kind {
        case .view(let decorations):
            if !decorations.isEmpty { result.append(FuzzNode(id: node.id, kind: .view(FuzzDecorations()), children: node.children)) }
            for (keep, drop) in [(decorations.onChange, \FuzzDecorations.onChange), (decorations.task, \FuzzDecorations.task)] where keep != nil {
                var fewer = decorations
                fewer[keyPath: drop] = nil
                result.append(FuzzNode(id: node.id, kind: .view(fewer), children: node.children))
            }
            if decorations.receive {
                var fewer = decorations
                fewer.receive = false
                result.append(FuzzNode(id: node.id, kind: .view(fewer), children: node.children))
            }
        case .forEach(let initial):
            for index in initial.indices {
                var fewer = initial
                fewer.remove(at: index)
                result.append(FuzzNode(id: node.id, kind: .forEach(initial: fewer), children: node.children))
            }
        case .text(let text):
            if text != FuzzText() {
                result.append(FuzzNode(id: node.id, kind: .text(FuzzText())))
                if text.local { var less = text; less.local = false; result.append(FuzzNode(id: node.id, kind: .text(less))) }
                if text.counter != nil { var less = text; less.counter = nil; result.append(FuzzNode(id: node.id, kind: .text(less))) }
                if text.input { var less = text; less.input = false; result.append(FuzzNode(id: node.id, kind: .text(less))) }
            }
        case .identified(let key) where key != 0:
            result.append(FuzzNode(id: node.id, kind: .identified(initialKey: 0), children: node.children))
        default:
            break
        }
        // Children removed (where the kind allows fewer).
        let minimum: Int
        switch node.kind {
        case .stack, .group, .ifElse: minimum = 1
        case .switchOf: minimum = 2
        default: minimum = node.children.count
        }
        if node.children.count > minimum {
            for index in node.children.indices {
                var fewer = node
                fewer.children.remove(at: index)
                if case .switchOf(let initially) = fewer.kind {
                    fewer.kind = .switchOf(initially: min(initially, fewer.children.count - 1))
                }
                result.append(fewer)
            }
        }
        // The node replaced by one of its children, or by a plain text.
        result += node.children
        if node.kind != .text(FuzzText()) { result.append(FuzzNode(id: node.id, kind: .text(FuzzText()))) }
        return result
    }

    /// This tree with the node `target` replaced.
    private func replacing(_ target: Int, with replacement: FuzzNode) -> FuzzNode? {
        if id == target { return replacement }
        var copy = self
        for index in children.indices {
            if let child = children[index].replacing(target, with: replacement), child != children[index] {
                copy.children[index] = child
                return copy
            }
        }
        return nil
    }
}

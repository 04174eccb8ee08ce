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

        // The families (``FuzzOptions/families``): presentation, navigation, Combine,
        // list editing.

        /// A ``FuzzPublishedView``: `Text "q<id>=<value>"` of a shared `ObservableObject`'s
        /// `@Published` counter, read through `@ObservedObject`, with an `onChange` of it.
        case published(counter: Int)
        /// `List { ForEach(items, id: \.key) { HStack { Text("e<id>/<key>"); children[0] } }
        /// .onDelete { … }.onMove { … } }`, edited by `host.delete` and `host.move`.
        case editableList(initial: [Int])
        /// `Button "p<id>"` presenting `children[0]` in a sheet or a full-screen cover, or
        /// an alert with `Button "ok<id>"`, while the model's flag of the node is set.
        case presenter(FuzzPresentation, initially: Bool)
        /// `NavigationStack(path:)`: a ``FuzzScreen`` of `children[0]` at the root, one of
        /// `children[1]` per value of the model's path. Both are plain (``FuzzNode/isPlain``).
        case navigation(initial: [Int])
    }
}

/// How a `presenter` node presents.
enum FuzzPresentation: String, Sendable, Equatable, CaseIterable {
    case sheet = "Sheet"
    case fullScreenCover = "FullScreenCover"
    case alert = "Alert"
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
    // The families' checks.
    case presentationNotRendered, forgetScreenDisappearance, publishedOnChangeTwice, ghostRow

    /// Whether the fault needs the families (``FuzzOptions/families``) to show.
    var needsFamilies: Bool {
        switch self {
        case .presentationNotRendered, .forgetScreenDisappearance, .publishedOnChangeTwice, .ghostRow: true
        default: false
        }
    }
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
    /// Whether trees may hold the families: presentation (sheets, covers, alerts),
    /// navigation (a stack and its path), `@Published` counters and editable lists.
    var families = false
    /// `@Published` counters the `published` nodes show.
    var publishedCounters = 2
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
        case .text, .counterButton, .localButton, .stack, .view, .published, .editableList, .presenter, .navigation: true
        case .identified, .modified: children[0].isSingleView
        case .group, .ifElse, .switchOf, .forEach: false
        }
    }

    /// Whether the subtree can live in a navigation screen, where a covered screen stays
    /// mounted without being on screen: nothing in it appears, keeps state or reads the
    /// enclosing view (texts of shared counters, counter buttons, stacks, groups,
    /// conditionals, `.id`).
    var isPlain: Bool {
        switch kind {
        case .text(let text): !text.local && !text.input && children.allSatisfy(\.isPlain)
        case .counterButton, .stack, .group, .ifElse, .switchOf, .identified: children.allSatisfy(\.isPlain)
        default: false
        }
    }

    /// Whether a text below (across view boundaries) shows the root's input.
    var showsInput: Bool {
        if case .text(let text) = kind, text.input { return true }
        return children.contains { $0.showsInput }
    }

    /// Whether the node is a presenter, a navigation stack or has one below.
    var presentsOrNavigates: Bool {
        switch kind {
        case .presenter, .navigation: true
        default: children.contains { $0.presentsOrNavigates }
        }
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
        /// Building a navigation screen's content: plain nodes only (``FuzzNode/isPlain``).
        var plain = false
        /// Building a presentation's content: no presenter or navigation inside.
        var presented = false
        /// Building an editable list's row: no editable list inside (a row is found by a
        /// text it shows, and the outer row shows the inner row's text too).
        var inEditableRow = false

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
            enum Choice { case leaf, stack, group, ifElse, switchOf, forEach, identified, modified, view,
                               editableList, presenter, navigation }
            let canNest = depth < options.maxDepth && budget > 2
            var choices: [(Choice, Int)] = [(.leaf, canNest ? 4 : 1)]
            if canNest, plain {
                choices += [(.stack, 3), (.group, 1), (.ifElse, 3), (.switchOf, 2), (.identified, 2)]
            } else if canNest {
                choices += [(.stack, 3), (.group, 1), (.ifElse, 3), (.switchOf, 2), (.identified, 2), (.modified, 3), (.view, 2)]
                if forEachNesting < options.maxForEachNesting { choices.append((.forEach, 3)) }
                if options.families {
                    if forEachNesting < options.maxForEachNesting, !inEditableRow { choices.append((.editableList, 2)) }
                    // One presentation or stack per place on screen: none in rows (each row
                    // would present at once) or inside what is presented.
                    if forEachNesting == 0, !presented {
                        choices += [(.presenter, 3), (.navigation, 2)]
                    }
                }
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
            case .editableList:
                let id = makeID()
                inEditableRow = true
                let row = node(depth: depth + 2, forEachNesting: forEachNesting + 1, using: &generator)
                inEditableRow = false
                var keys = Array(FuzzOptions.keys).shuffled(using: &generator)
                keys.removeLast(keys.count - generator.int(in: 1...4))
                return FuzzNode(id: id, kind: .editableList(initial: keys), children: [row])
            case .presenter:
                let id = makeID()
                let style = generator.pick(FuzzPresentation.allCases)!
                let initially = generator.chance(percent: 20)
                guard style != .alert else { return FuzzNode(id: id, kind: .presenter(style, initially: initially)) }
                presented = true
                defer { presented = false }
                let content = node(depth: depth + 1, forEachNesting: forEachNesting, using: &generator)
                return FuzzNode(id: id, kind: .presenter(style, initially: initially), children: [content])
            case .navigation:
                let id = makeID()
                plain = true
                defer { plain = false }
                let root = node(depth: depth + 2, forEachNesting: forEachNesting, using: &generator)
                let destination = node(depth: depth + 2, forEachNesting: forEachNesting, using: &generator)
                let initial = (0..<generator.weighted([(0, 3), (1, 2), (2, 1)])).map { _ in generator.int(in: 1...3) }
                return FuzzNode(id: id, kind: .navigation(initial: initial), children: [root, destination])
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
            if plain {
                guard generator.chance(percent: 60) else {
                    return FuzzNode(id: id, kind: .counterButton(counter: generator.int(in: 0..<options.counters)))
                }
                var text = FuzzText()
                if generator.chance(percent: 70) { text.counter = generator.int(in: 0..<options.counters) }
                return FuzzNode(id: id, kind: .text(text))
            }
            var choices = [(0, 5), (1, 2), (2, 2)]
            if options.families { choices.append((3, 2)) }
            switch generator.weighted(choices) {
            case 1:
                return FuzzNode(id: id, kind: .counterButton(counter: generator.int(in: 0..<options.counters)))
            case 2:
                return FuzzNode(id: id, kind: .localButton)
            case 3:
                return FuzzNode(id: id, kind: .published(counter: generator.int(in: 0..<options.publishedCounters)))
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
        case .published(let counter): head = "Published#\(id) shows q\(counter) (@ObservedObject, onChange)"
        case .editableList(let initial): head = "List#\(id) \(initial) (onDelete, onMove)"
        case .presenter(let style, let initially): head = "\(style.rawValue)#\(id) (presented initially: \(initially))"
        case .navigation(let initial): head = "NavigationStack#\(id) (path initially \(initial))"
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
            if case .navigation = kind { result.append(indent + (index == 0 ? "root:" : "destination:")) }
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
        case .editableList(let initial) where initial.count > 1:
            for index in initial.indices {
                var fewer = initial
                fewer.remove(at: index)
                result.append(FuzzNode(id: node.id, kind: .editableList(initial: fewer), children: node.children))
            }
        case .navigation(let initial) where !initial.isEmpty:
            result.append(FuzzNode(id: node.id, kind: .navigation(initial: []), children: node.children))
        case .presenter(let style, true):
            result.append(FuzzNode(id: node.id, kind: .presenter(style, initially: false), children: node.children))
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

import TestSupport

/// What a fuzzed host must show, computed from the tree and the script's data alone,
/// without the engine.
///
/// It also simulates identity, to know the `@State` of each instance: an instance is
/// addressed by its node and the `ForEach` and `.id` keys above it; an address that is
/// present at two consecutive frames is the same identity (its state kept), an address
/// that appears is a fresh identity (its state 0). When a `ForEach` holds an id twice,
/// which row keeps which state is undefined (Rules: Diagnostics), so the state of every instance at
/// a repeated address is unknown until it goes away.
struct FuzzExpectation {
    let tree: FuzzNode
    /// The model's values, including writes no frame has seen yet.
    private(set) var state: FuzzState
    /// The model's values as of the last frame.
    private(set) var committed: FuzzState
    private(set) var input = 0
    /// The `@State` counter of each instance (`local` of a view, `taps` of a modifier);
    /// `nil` when unknown.
    private(set) var stores: [String: Int?] = [:]
    /// The instances on screen (views and custom modifiers), by address, with their count.
    private(set) var instances: [String: Int] = [:]
    /// The elements of each `ForEach` instance on screen.
    private var forEachInstances: [String: [Int]] = [:]
    /// `ForEach` evaluations since the last ``takeDuplicateEvaluations()`` that had a
    /// repeated id (a new instance, or new elements): each must be diagnosed.
    private var duplicateEvaluations: [[Int]] = []
    /// The ids that occurred twice in some `ForEach` instance at some frame since the last take.
    private var repeatedIDs: Set<Int> = []
    private(set) var rendering = Rendering()

    /// What the host renders and which buttons it has.
    struct Rendering {
        var lines: [String] = []
        /// Titles with what a tap does, in tree order (repeated titles are ambiguous), and
        /// whether the button is in what is presented.
        var buttons: [(title: String, effect: ButtonEffect, presented: Bool)] = []
        var titleCounts: [String: Int] = [:]
        /// The rows of the editable lists on screen: the text that names each, its list
        /// (node, and instance), its offset, and whether the list is in what is presented.
        var rows: [(label: String, node: Int, list: String, offset: Int, presented: Bool)] = []
        /// The other controls the driver registry holds, by kind: `DeletableRow` and
        /// `MovableRow` per row, `NavigationStack` per stack.
        var otherControls: [String: Int] = [:]
        /// How many sheets, covers and alerts are on screen.
        var presentations = 0
        /// The navigation stacks on screen, with the length of their paths.
        var stacks: [(node: Int, pushed: Int)] = []

        /// Whether a control can be driven: all can when nothing is presented, only those
        /// in what is presented otherwise.
        func reachable(presented: Bool) -> Bool { presentations == 0 || presented }

        /// The title's button, if exactly one has it and it can be driven.
        func reachableButton(_ title: String) -> (title: String, effect: ButtonEffect, presented: Bool)? {
            guard titleCounts[title] == 1, let button = buttons.first(where: { $0.title == title }),
                  reachable(presented: button.presented) else { return nil }
            return button
        }

        /// The row named `label`, if exactly one is and it can be driven.
        func reachableRow(_ label: String) -> (label: String, node: Int, list: String, offset: Int, presented: Bool)? {
            let named = rows.filter { $0.label == label }
            guard named.count == 1, reachable(presented: named[0].presented) else { return nil }
            return named[0]
        }
    }

    enum ButtonEffect: Equatable {
        case apply, nest
        case counter(Int)
        /// Increments the state of the instance at the address.
        case state(String)
        /// Presents what the presenter node presents (sets its flag).
        case present(Int)
        /// Dismisses the alert of the presenter node (an alert's button does).
        case dismiss(Int)
        /// Pushes onto the navigation stack node: the path's length plus one.
        case push(Int)
    }

    init(tree: FuzzNode, counters: Int) {
        self.tree = tree
        state = FuzzState(tree: tree, counters: counters)
        committed = state
        commitFrame()
    }

    var hasPendingWrites: Bool { state != committed }

    // MARK: Changes

    /// Writes a mutation to the model (seen at the next frame); `false` if it does not apply.
    mutating func write(_ mutation: FuzzMutation) -> Bool { mutation.apply(to: &state) }

    mutating func setInput(_ value: Int) { input = value }

    /// Applies what a tap on `title` does; `false` if no single button has that title or
    /// it cannot be driven.
    mutating func tap(_ title: String) -> Bool {
        guard let button = rendering.reachableButton(title) else { return false }
        switch button.effect {
        case .apply, .nest: break
        case .counter(let counter): state.counters[counter] += 1
        case .state(let address):
            if let value = stores[address] { stores[address] = .some(value.map { $0 + 1 }) }
        case .present(let node): state.flags[node] = true
        case .dismiss(let node): state.flags[node] = false
        case .push(let node):
            let length = state.paths[node]?.count ?? 0
            state.paths[node]?.append(length + 1)
        }
        return true
    }

    /// A frame: the host now shows the model's values; identities are kept or made fresh.
    mutating func commitFrame() {
        let previousForEach = forEachInstances
        committed = state
        var walk = Walk(expectation: self, collectsOnly: true)
        walk.root()
        instances = walk.instances
        forEachInstances = walk.forEaches
        stores = stores.filter { walk.stateInstances[$0.key] != nil }
        for (address, count) in walk.stateInstances {
            if count > 1 {
                stores[address] = .some(nil)
            } else if stores[address] == nil {
                stores[address] = .some(0)
            }
        }
        for (address, items) in forEachInstances {
            let repeated = Self.repeatedIDs(in: items)
            repeatedIDs.formUnion(repeated)
            if !repeated.isEmpty, previousForEach[address] != items { duplicateEvaluations.append(repeated) }
        }
        var render = Walk(expectation: self, collectsOnly: false)
        render.root()
        rendering = Rendering(lines: render.lines, buttons: render.buttons,
                              titleCounts: render.buttons.reduce(into: [:]) { $0[$1.title, default: 0] += 1 },
                              rows: render.rows, otherControls: render.otherControls,
                              presentations: render.presentations, stacks: render.stacks)
    }

    /// The repeated ids of each `ForEach` evaluation to be diagnosed, and every id that
    /// was repeated somewhere, since the last call.
    mutating func takeDuplicateEvaluations() -> (evaluations: [[Int]], repeatedIDs: Set<Int>) {
        defer {
            duplicateEvaluations.removeAll()
            repeatedIDs = forEachInstances.values.reduce(into: []) { $0.formUnion(Self.repeatedIDs(in: $1)) }
        }
        return (duplicateEvaluations, repeatedIDs)
    }

    static func repeatedIDs(in items: [Int]) -> [Int] {
        var seen: Set<Int> = [], repeated: [Int] = []
        for key in items where !seen.insert(key).inserted && !repeated.contains(key) { repeated.append(key) }
        return repeated
    }

    // MARK: The walk

    /// One pass over the tree as the committed values select it.
    ///
    /// Rules R19: a custom modifier applied to a list applies to each member. The walk
    /// carries the chain of modifiers applied above (outermost first) down to each
    /// member (a text, a button, a stack, a view), which it wraps in them. A modifier
    /// identity goes with its member: rows of a `ForEach` inside it are separate members;
    /// an `.id` inside it renews the member, not the modifier (which is outside the id).
    private struct Walk {
        let expectation: FuzzExpectation
        let collectsOnly: Bool
        var lines: [String] = []
        var buttons: [(title: String, effect: ButtonEffect, presented: Bool)] = []
        var rows: [(label: String, node: Int, list: String, offset: Int, presented: Bool)] = []
        var otherControls: [String: Int] = [:]
        var presentations = 0
        var stacks: [(node: Int, pushed: Int)] = []
        /// Walking what is presented.
        var inPresentation = false
        /// Walking a covered navigation screen: mounted (its state kept), not on screen.
        var hidden = false
        /// Instances by the address they journal (a modifier: where it was applied).
        var instances: [String: Int] = [:]
        /// Instances by the address of their state (a modifier: per member).
        var stateInstances: [String: Int] = [:]
        var forEaches: [String: [Int]] = [:]

        init(expectation: FuzzExpectation, collectsOnly: Bool) {
            self.expectation = expectation
            self.collectsOnly = collectsOnly
        }

        /// A key above: a `ForEach` row (`"f3=2,"`) or an `.id` (`"i5=1,"`).
        struct Step {
            var isRow: Bool
            var text: String
        }

        /// A custom modifier applied above, waiting for its members.
        struct Applied {
            var node: Int
            var suffix: String
            /// How many steps were above when it was applied.
            var steps: Int
        }

        struct Context {
            var steps: [Step] = []
            var suffix = ""
            var viewAddress = ""
            var depth = 0
            var keyPath: String { steps.map(\.text).joined() }
        }

        mutating func root() {
            line("VStack", 0)
            button("apply", .apply, 1)
            button("nest", .nest, 1)
            line("Text \"input \(expectation.input)\"", 1)
            walk(expectation.tree, Context(depth: 1), [])
        }

        private mutating func line(_ text: String, _ depth: Int) {
            guard !collectsOnly, !hidden else { return }
            lines.append(String(repeating: "  ", count: depth) + text)
        }

        private mutating func button(_ title: String, _ effect: ButtonEffect, _ depth: Int) {
            line("Button \"\(title)\"", depth)
            if !collectsOnly, !hidden { buttons.append((title, effect, inPresentation)) }
        }

        private mutating func control(_ kind: String) {
            if !collectsOnly, !hidden { otherControls[kind, default: 0] += 1 }
        }

        private mutating func instance(_ address: String, state: String) {
            if !hidden { instances[address, default: 0] += 1 }
            stateInstances[state, default: 0] += 1
        }

        private func stored(_ address: String) -> String {
            guard let value = expectation.stores[address], let known = value else { return String(LinePattern.wildcard) }
            return "\(known)"
        }

        private mutating func walk(_ node: FuzzNode, _ context: Context, _ chain: [Applied]) {
            let id = node.id, state = expectation.committed
            switch node.kind {
            case .text, .counterButton, .localButton, .stack, .view, .published, .editableList, .presenter, .navigation:
                member(node, wrappedIn: chain, context)
            case .group:
                for child in node.children { walk(child, context, chain) }
            case .ifElse:
                if state.flags[id]! {
                    walk(node.children[0], context, chain)
                } else if node.children.count > 1 {
                    walk(node.children[1], context, chain)
                }
            case .switchOf:
                walk(node.children[state.selectors[id]! % node.children.count], context, chain)
            case .forEach:
                let items = state.items[id]!
                forEaches["f\(id)@\(context.keyPath)"] = items
                for key in items {
                    var row = context
                    row.steps.append(Step(isRow: true, text: "f\(id)=\(key),"))
                    row.suffix += "/\(key)"
                    walk(node.children[0], row, chain)
                }
            case .identified:
                var inner = context
                inner.steps.append(Step(isRow: false, text: "i\(id)=\(state.keys[id]!),"))
                walk(node.children[0], inner, chain)
            case .modified:
                walk(node.children[0], context, chain + [Applied(node: id, suffix: context.suffix, steps: context.steps.count)])
            }
        }

        /// A member: wrapped in the modifiers applied to the lists it is in, outermost first.
        private mutating func member(_ node: FuzzNode, wrappedIn chain: [Applied], _ context: Context) {
            var context = context
            for applied in chain {
                let above = context.steps.prefix(applied.steps)
                let address = "m\(applied.node)@" + above.map(\.text).joined()
                let rows = context.steps.dropFirst(applied.steps).filter(\.isRow)
                let stateAddress = address + "|" + rows.map(\.text).joined() + "#\(node.id)"
                instance(address, state: stateAddress)
                line("VStack", context.depth)
                line("Text \"m\(applied.node)\(applied.suffix)=\(stored(stateAddress))\"", context.depth + 1)
                button("m\(applied.node)\(applied.suffix)", .state(stateAddress), context.depth + 1)
                context.depth += 1
            }
            let id = node.id
            switch node.kind {
            case .text(let text):
                var content = "t\(id)\(context.suffix)"
                if text.local { content += " l=\(stored(context.viewAddress))" }
                if let counter = text.counter { content += " c\(counter)=\(expectation.committed.counters[counter])" }
                if text.input { content += " i=\(expectation.input)" }
                line("Text \"\(content)\"", context.depth)
            case .counterButton(let counter):
                button("c\(id)\(context.suffix)", .counter(counter), context.depth)
            case .localButton:
                button("s\(id)\(context.suffix)", .state(context.viewAddress), context.depth)
            case .stack(let vertical):
                line(vertical ? "VStack" : "HStack", context.depth)
                var inner = context
                inner.depth += 1
                for child in node.children { walk(child, inner, []) }
            case .view:
                let address = "v\(id)@\(context.keyPath)"
                instance(address, state: address)
                var inner = context
                inner.viewAddress = address
                walk(node.children[0], inner, [])
                if !node.children[0].isSingleView { line("Spacer", context.depth) }
            case .published(let counter):
                let address = "q\(id)@\(context.keyPath)"
                instance(address, state: address)
                line("Text \"q\(id)\(context.suffix)=\(expectation.committed.published[counter])\"", context.depth)
            case .editableList:
                editableList(node, context)
            case .presenter(let style, _):
                presenter(node, style, context)
            case .navigation:
                navigation(node, context)
            default:
                preconditionFailure("\(node.kind) is not a member")
            }
        }

        /// `List`, then per row an `HStack` of the text naming it and the row node.
        private mutating func editableList(_ node: FuzzNode, _ context: Context) {
            let id = node.id
            let items = expectation.committed.items[id]!
            forEaches["f\(id)@\(context.keyPath)"] = items
            line("List", context.depth)
            for (offset, key) in items.enumerated() {
                var row = context
                row.steps.append(Step(isRow: true, text: "f\(id)=\(key),"))
                row.suffix += "/\(key)"
                row.depth = context.depth + 2
                let label = "e\(id)\(row.suffix)"
                line("HStack", context.depth + 1)
                line("Text \"\(label)\"", context.depth + 2)
                control("MovableRow")
                control("DeletableRow")
                if !collectsOnly, !hidden { rows.append((label, id, "f\(id)@\(context.keyPath)", offset, inPresentation)) }
                walk(node.children[0], row, [])
            }
        }

        /// The presenter's button, then what it presents while its flag is set.
        private mutating func presenter(_ node: FuzzNode, _ style: FuzzPresentation, _ context: Context) {
            let id = node.id
            button("p\(id)\(context.suffix)", .present(id), context.depth)
            guard expectation.committed.flags[id]! else { return }
            if !hidden { presentations += 1 }
            let outer = inPresentation
            inPresentation = true
            defer { inPresentation = outer }
            switch style {
            case .alert:
                line("Alert \"a\(id)\"", context.depth)
                button("ok\(id)", .dismiss(id), context.depth + 1)
            case .sheet, .fullScreenCover:
                line(style.rawValue, context.depth)
                var inner = context
                inner.depth += 1
                walk(node.children[0], inner, [])
            }
        }

        /// The stack: its root screen, and a screen per value of the path; only the last
        /// is on screen, the others are mounted and keep their state.
        private mutating func navigation(_ node: FuzzNode, _ context: Context) {
            let id = node.id
            let path = expectation.committed.paths[id]!
            line(path.isEmpty ? "NavigationStack" : "NavigationStack (pushed: \(path.count))", context.depth)
            control("NavigationStack")
            if !hidden { stacks.append((id, path.count)) }
            // A screen is the one it was while the path up to it stays: writing a value
            // pops the screens from there up and pushes new ones (DrivingControls.md,
            // "writing the path pushes and pops").
            let levels = [("r", "r")] + path.indices.map { index in
                ("\(index):\(path[index])", path[...index].map(String.init).joined(separator: "."))
            }
            let outer = hidden
            for (index, level) in levels.enumerated() {
                hidden = outer || index < levels.count - 1
                screen(node, level: level.0, prefix: level.1, context)
            }
            hidden = outer
        }

        /// A ``FuzzScreen``: `VStack`, its text and buttons, then its content.
        private mutating func screen(_ node: FuzzNode, level: String, prefix: String, _ context: Context) {
            let id = node.id
            let title = "n\(id)\(context.suffix)/\(level)"
            let address = "n\(id)/\(level)@\(context.keyPath)"
            let stateAddress = "n\(id)/\(prefix)@\(context.keyPath)"
            instance(address, state: stateAddress)
            let depth = context.depth + 1
            line("VStack", depth)
            line("Text \"\(title)=\(stored(stateAddress))\"", depth + 1)
            button(title, .state(stateAddress), depth + 1)
            button("push \(title)", .push(id), depth + 1)
            var inner = context
            inner.steps.append(Step(isRow: false, text: "n\(id)=\(level),"))
            inner.depth = depth + 1
            walk(node.children[level == "r" ? 0 : 1], inner, [])
        }
    }
}

import ViewEngine
import TestSupport

/// The root of a fuzzed host: the `apply` button (it performs the model's pending
/// mutation, so mutations can be taps), the `nest` button (a driver call from inside a
/// frame), the root's input, and the tree.
@MainActor
struct FuzzRoot: View {
    let model: FuzzModel
    let journal: LifecycleJournal
    let input: Int

    var body: some View {
        VStack {
            Button("apply") { model.applyPending() }
            Button("nest") { model.nestedCall?() }
            Text("input \(input)")
            FuzzView(nodeID: model.tree.id, model: model, journal: journal, keyPath: "", suffix: "",
                     input: model.viewsShowingInput.contains(model.tree.id) ? input : 0)
        }
    }
}

/// Where inline content is built: the enclosing view's identity and state.
@MainActor
struct FuzzContext {
    /// The `ForEach` and `.id` keys above, as they enter instance addresses.
    var keyPath: String
    /// The `ForEach` keys above, as they enter titles (`"/2/5"`).
    var suffix: String
    var input: Int
    /// The token of the enclosing view (for its buttons' actions).
    var token: Int
    var local: () -> Int
    var bumpLocal: () -> Void

    func row(of forEach: Int, key: Int) -> FuzzContext {
        var row = self
        row.keyPath += "f\(forEach)=\(key),"
        row.suffix += "/\(key)"
        return row
    }

    func identified(_ node: Int, key: Int) -> FuzzContext {
        var inner = self
        inner.keyPath += "i\(node)=\(key),"
        return inner
    }

    /// Inside the screen `level` (`"r"`, or `"<index>:<value>"` of the path) of the
    /// navigation stack `node`.
    func screen(of node: Int, level: String) -> FuzzContext {
        var inner = self
        inner.keyPath += "n\(node)=\(level),"
        return inner
    }

    /// The address of the instance of `node` (`"v3@f1=2,"`): unique but for repeated ForEach ids.
    func address(_ prefix: String, _ node: Int) -> String { "\(prefix)\(node)@\(keyPath)" }
}

/// A generated `view` node: an identity with a token and a counter in `@State`, its
/// lifecycle and observers journaled. Its body builds the node's content inline.
@MainActor
struct FuzzView: View {
    let nodeID: Int
    let model: FuzzModel
    let journal: LifecycleJournal
    let keyPath: String
    let suffix: String
    let input: Int
    @State private var token: Int
    @State private var local = 0

    init(nodeID: Int, model: FuzzModel, journal: LifecycleJournal, keyPath: String, suffix: String, input: Int) {
        self.nodeID = nodeID
        self.model = model
        self.journal = journal
        self.keyPath = keyPath
        self.suffix = suffix
        self.input = input
        // Only the first value of an identity is kept: a fresh identity, a fresh token.
        _token = State(initialValue: journal.mint())
    }

    var body: some View {
        let node = model.node(nodeID)
        let context = FuzzContext(keyPath: keyPath, suffix: suffix, input: input, token: token,
                                  local: { local }, bumpLocal: { local += 1 })
        let address = context.address("v", nodeID)
        let _ = journal.evaluated(token, at: model.sabotage == .moveAddress ? address + "\(local)" : address)
        let content = FuzzBuilder(model: model, journal: journal).build(node.children[0], in: context)
        if node.children[0].isSingleView {
            observe(content, node: node, address: address)
        } else {
            content
            observe(AnyView(Spacer()), node: node, address: address)
        }
    }

    /// The lifecycle and the observers of the node, on one view.
    private func observe(_ content: AnyView, node: FuzzNode, address: String) -> AnyView {
        guard case .view(let decorations) = node.kind else { return content }
        let token = token, journal = journal, nodeID = nodeID
        let sabotage = model.sabotage
        var view = AnyView(content
            .onAppear {
                journal.appeared(token, at: address, tag: nodeID)
                if sabotage == .appearTwice { journal.appeared(token, at: address, tag: nodeID) }
            }
            .onDisappear {
                if sabotage != .forgetDisappearance { journal.disappeared(token) }
                switch sabotage {
                case .disappearTwice: journal.disappeared(token)
                case .actionAfterDisappearance: journal.ran(.action, for: token)
                case .changeAfterDisappearance: journal.ran(.change, for: token)
                case .taskAfterDisappearance: journal.ran(.taskBody, for: token)
                case .receiveAfterDisappearance: journal.ran(.receive, for: token)
                default: break
                }
            })
        if let counter = decorations.onChange {
            let changed = { (value: Int) in
                journal.ran(.change, for: token, "c\(counter)=\(value)")
                if sabotage == .onChangeTwice { journal.ran(.change, for: token, "c\(counter)=\(value)") }
            }
            // With the NativeOnChange trait the legacy API is deprecated: the engine's own
            // onChange(of:initial:_:) is fuzzed instead (same firings: once per change).
#if NativeOnChange
            view = AnyView(view.onChange(of: model.counters[counter].value) { _, value in changed(value) })
#else
            view = AnyView(view.onChange(of: model.counters[counter].value) { value in changed(value) })
#endif
        }
        if let counter = decorations.task {
            let value = model.counters[counter].value
            view = AnyView(view.task(id: value) {
                let started = sabotage == .staleTaskID ? value + 1 : value
                guard journal.ran(.taskBody, for: token, "start c\(counter)=\(started)") else { return }
                while true {
                    do { try await Task.sleep(for: .seconds(1)) } catch { return }
                    guard journal.ran(.taskBody, for: token, "tick c\(counter)=\(value)") else { return }
                }
            })
        }
        if decorations.receive {
            view = AnyView(view.onReceive(model.subject) { value in
                journal.ran(.receive, for: token, "\(value)")
                if sabotage == .receiveTwice { journal.ran(.receive, for: token, "\(value)") }
            })
        }
        return view
    }
}

/// A custom modifier with state of its own: a text showing its counter, a button
/// incrementing it, then the content, in a `VStack`.
///
/// Applied to a list, it applies to each member (Rules R19): one modifier value, one
/// identity per member. So its token is minted when an identity appears (not taken from
/// the value, which all members share), and its address is where it was applied.
@MainActor
struct FuzzModifier: ViewModifier {
    let nodeID: Int
    let suffix: String
    let address: String
    let journal: LifecycleJournal
    @State private var token: Int?
    @State private var taps = 0

    func body(content: Content) -> some View {
        let _ = token.map { journal.evaluated($0, at: address) }
        VStack {
            Text("m\(nodeID)\(suffix)=\(taps)")
            Button("m\(nodeID)\(suffix)") {
                journal.ran(.action, for: token ?? 0, "m\(nodeID)\(suffix)")
                taps += 1
            }
            content
        }
        .onAppear { token = journal.appearedAfresh(at: address, tag: nodeID) }
        .onDisappear { journal.disappeared(token, what: "modifier at \(address)") }
    }
}

/// Builds a node's content inline, type-erased (the tree's shape is data).
@MainActor
struct FuzzBuilder {
    let model: FuzzModel
    let journal: LifecycleJournal

    func build(_ node: FuzzNode, in context: FuzzContext) -> AnyView {
        let id = node.id
        switch node.kind {
        case .text(let text):
            var line = "t\(id)\(context.suffix)"
            if text.local { line += " l=\(context.local())" }
            if let counter = text.counter { line += " c\(counter)=\(model.counters[counter].value)" }
            if text.input { line += " i=\(context.input)" }
            return AnyView(Text(line))
        case .counterButton(let counter):
            let title = "c\(id)\(context.suffix)"
            return AnyView(Button(title) { [model, journal] in
                journal.ran(.action, for: context.token, title)
                model.counters[counter].value += 1
            })
        case .localButton:
            let title = "s\(id)\(context.suffix)"
            return AnyView(Button(title) { [journal] in
                journal.ran(.action, for: context.token, title)
                context.bumpLocal()
            })
        case .stack(let vertical):
            return vertical
                ? AnyView(VStack { children(node.children, in: context) })
                : AnyView(HStack { children(node.children, in: context) })
        case .group:
            return AnyView(Group { children(node.children, in: context) })
        case .ifElse:
            let flag = model.cells[id]!.flag
            return node.children.count > 1
                ? AnyView(ifElse(flag, node.children[0], node.children[1], in: context))
                : AnyView(ifOnly(flag, node.children[0], in: context))
        case .switchOf:
            let selected = model.cells[id]!.selector % node.children.count
            return AnyView(switchOf(selected, node.children, in: context))
        case .forEach:
            let row = node.children[0]
            return AnyView(ForEach(model.cells[id]!.items, id: \.key) { item in
                build(row, in: context.row(of: id, key: item.key))
            })
        case .identified:
            let key = model.cells[id]!.key
            return AnyView(build(node.children[0], in: context.identified(id, key: key)).id(key))
        case .modified:
            let modifier = FuzzModifier(nodeID: id, suffix: context.suffix, address: context.address("m", id), journal: journal)
            return AnyView(build(node.children[0], in: context).modifier(modifier))
        case .view:
            return AnyView(FuzzView(nodeID: id, model: model, journal: journal, keyPath: context.keyPath,
                                    suffix: context.suffix,
                                    input: model.viewsShowingInput.contains(id) ? context.input : 0))
        case .published(let counter):
            return AnyView(FuzzPublishedView(nodeID: id, counter: counter, title: "q\(id)\(context.suffix)",
                                             address: context.address("q", id), journal: journal,
                                             source: model.published[counter],
                                             changesTwice: model.sabotage == .publishedOnChangeTwice))
        case .editableList:
            return editableList(node, in: context)
        case .presenter(let style, _):
            return presenter(node, style, in: context)
        case .navigation:
            return navigation(node, in: context)
        }
    }

    /// `List { ForEach … .onDelete … .onMove … }`: each row a text naming it, then the row node.
    private func editableList(_ node: FuzzNode, in context: FuzzContext) -> AnyView {
        let id = node.id, row = node.children[0], cell = model.cells[id]!
        return AnyView(List {
            ForEach(cell.items, id: \.key) { item in
                let inner = context.row(of: id, key: item.key)
                HStack {
                    Text("e\(id)\(inner.suffix)")
                    build(row, in: inner)
                }
            }
            .onDelete { offsets in cell.items.remove(atOffsets: offsets) }
            .onMove { offsets, destination in cell.items.move(fromOffsets: offsets, toOffset: destination) }
        })
    }

    /// `Button "p<id>"`, which presents; what it presents, while the node's flag is set.
    private func presenter(_ node: FuzzNode, _ style: FuzzPresentation, in context: FuzzContext) -> AnyView {
        let id = node.id, cell = model.cells[id]!, journal = journal
        let title = "p\(id)\(context.suffix)"
        let isPresented = Binding(get: { cell.flag }, set: { cell.flag = $0 })
        let button = Button(title) {
            journal.ran(.action, for: context.token, title)
            cell.flag = true
        }
        switch style {
        case .sheet:
            return AnyView(button.sheet(isPresented: isPresented) { build(node.children[0], in: context) })
        case .fullScreenCover:
            return AnyView(button.fullScreenCover(isPresented: isPresented) { build(node.children[0], in: context) })
        case .alert:
            return AnyView(button.alert("a\(id)", isPresented: isPresented) {
                Button("ok\(id)") { journal.ran(.action, for: context.token, "ok\(id)") }
            })
        }
    }

    /// `NavigationStack(path:)`: the root screen, and a screen per value of the path.
    private func navigation(_ node: FuzzNode, in context: FuzzContext) -> AnyView {
        let id = node.id, cell = model.cells[id]!
        let path = Binding(get: { cell.path.enumerated().map { FuzzStep(index: $0.offset, value: $0.element) } },
                           set: { cell.path = $0.map(\.value) })
        return AnyView(NavigationStack(path: path) {
            screen(node, level: "r", in: context)
                .navigationDestination(for: FuzzStep.self) { step in
                    screen(node, level: "\(step.index):\(step.value)", in: context)
                }
        })
    }

    private func screen(_ node: FuzzNode, level: String, in context: FuzzContext) -> FuzzScreen {
        let id = node.id, cell = model.cells[id]!
        let content = node.children[level == "r" ? 0 : 1]
        return FuzzScreen(nodeID: id, title: "n\(id)\(context.suffix)/\(level)",
                          address: "n\(id)/\(level)@\(context.keyPath)", journal: journal,
                          forgetsDisappearance: model.sabotage == .forgetScreenDisappearance,
                          push: { cell.path.append(cell.path.count + 1) },
                          content: build(content, in: context.screen(of: id, level: level)))
    }

    @ViewBuilder
    private func children(_ nodes: [FuzzNode], in context: FuzzContext) -> some View {
        switch nodes.count {
        case 1:
            build(nodes[0], in: context)
        case 2:
            build(nodes[0], in: context)
            build(nodes[1], in: context)
        default:
            build(nodes[0], in: context)
            build(nodes[1], in: context)
            build(nodes[2], in: context)
        }
    }

    @ViewBuilder
    private func ifElse(_ flag: Bool, _ then: FuzzNode, _ otherwise: FuzzNode, in context: FuzzContext) -> some View {
        if flag {
            build(then, in: context)
        } else {
            build(otherwise, in: context)
        }
    }

    @ViewBuilder
    private func ifOnly(_ flag: Bool, _ then: FuzzNode, in context: FuzzContext) -> some View {
        if flag {
            build(then, in: context)
        }
    }

    @ViewBuilder
    private func switchOf(_ selected: Int, _ cases: [FuzzNode], in context: FuzzContext) -> some View {
        switch selected {
        case 0:
            build(cases[0], in: context)
        case 1:
            build(cases[1], in: context)
        default:
            build(cases[2], in: context)
        }
    }
}

/// A value of a fuzzed navigation path: its place and the script's value.
struct FuzzStep: Hashable {
    var index: Int
    var value: Int
}

/// A screen of a fuzzed navigation stack: a text and a button of its own `@State` (kept
/// while the screen is covered), a button that pushes, then its content. It journals
/// each appearance as an instance of its own (a covered screen disappears, and appears
/// again when it is on top).
@MainActor
struct FuzzScreen: View {
    let nodeID: Int
    let title: String
    let address: String
    let journal: LifecycleJournal
    /// ``FuzzSabotage/forgetScreenDisappearance``.
    let forgetsDisappearance: Bool
    let push: () -> Void
    let content: AnyView
    @State private var token: Int?
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(title)=\(taps)")
            Button(title) {
                journal.ran(.action, for: token ?? 0, title)
                taps += 1
            }
            Button("push \(title)") {
                journal.ran(.action, for: token ?? 0, "push \(title)")
                push()
            }
            content
        }
        .onAppear { token = journal.appearedAfresh(at: address, tag: nodeID) }
        .onDisappear { if !forgetsDisappearance { journal.disappeared(token, what: "screen at \(address)") } }
    }
}

/// A `published` node: the `@Published` counter of an `ObservableObject`, held with
/// `@ObservedObject` (a write invalidates the view through `objectWillChange`), and an
/// `onChange` of it, journaled.
@MainActor
struct FuzzPublishedView: View {
    let nodeID: Int
    let counter: Int
    let title: String
    let address: String
    let journal: LifecycleJournal
    @ObservedObject var source: FuzzPublishedCounter
    /// ``FuzzSabotage/publishedOnChangeTwice``.
    let changesTwice: Bool
    @State private var token: Int

    init(nodeID: Int, counter: Int, title: String, address: String, journal: LifecycleJournal,
         source: FuzzPublishedCounter, changesTwice: Bool) {
        self.changesTwice = changesTwice
        self.nodeID = nodeID
        self.counter = counter
        self.title = title
        self.address = address
        self.journal = journal
        self.source = source
        _token = State(initialValue: journal.mint())
    }

    var body: some View {
        let token = token, journal = journal, counter = counter, times = changesTwice ? 2 : 1
        let changed = { (value: Int) in
            for _ in 0..<times { journal.ran(.change, for: token, "q\(counter)=\(value)") }
        }
#if NativeOnChange
        Text("\(title)=\(source.value)")
            .onAppear { journal.appeared(token, at: address, tag: nodeID) }
            .onDisappear { journal.disappeared(token) }
            .onChange(of: source.value) { _, value in changed(value) }
#else
        Text("\(title)=\(source.value)")
            .onAppear { journal.appeared(token, at: address, tag: nodeID) }
            .onDisappear { journal.disappeared(token) }
            .onChange(of: source.value) { value in changed(value) }
#endif
    }
}

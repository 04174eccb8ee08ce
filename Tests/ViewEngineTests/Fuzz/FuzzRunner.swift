import ViewEngine
import TestSupport

/// Why a case failed.
struct FuzzFailure: Sendable, CustomStringConvertible {
    let kind: LifecycleJournal.Kind
    let message: String
    /// The event after which it was found (0: the first mount).
    let step: Int
    /// The step of what happens once the host is released.
    static let afterRelease = -1

    var description: String {
        let when = switch step {
        case 0: "the first mount"
        case Self.afterRelease: "the host was released"
        default: "event \(step)"
        }
        return "\(kind) (after \(when)): \(message)"
    }
}

extension LifecycleJournal.Kind {
    static let render = Self("render() differs from the expected rendering")
    static let registry = Self("registered controls differ from the buttons the model puts on screen")
    static let liveSet = Self("the live instances differ from the mounted ones")
    static let onChangeCount = Self("onChange fired a wrong number of times")
    static let taskNotCurrent = Self("a live view's task does not run for its current id")
    static let receiveCount = Self("a subscriber received a wrong number of times")
    static let diagnostics = Self("unexpected or missing diagnostics")
    static let tapFailed = Self("a driver call on an expected control failed")
    static let nestedCall = Self("a driver call inside a frame did not throw")
}

/// Runs one case on a host, checking the invariants after every event.
@MainActor
struct FuzzRunner {
    let options: FuzzOptions

    /// The first invariant the case breaks, or `nil`.
    func run(_ fuzzCase: FuzzCase) async -> FuzzFailure? {
        let journal = LifecycleJournal()
        var expectation = FuzzExpectation(tree: fuzzCase.tree, counters: options.counters)
        let model = FuzzModel(tree: fuzzCase.tree, state: expectation.state, sabotage: options.sabotage)
        var host: ViewHost<FuzzRoot>? = ViewHost(testing: FuzzRoot(model: model, journal: journal, input: 0))
        var checker = FuzzChecker(journal: journal, model: model)
        var nestedInput: Int?
        model.nestedCall = { [weak host, unowned model, journal, sabotage = options.sabotage] in
            guard let host else { return }
            if let input = nestedInput {
                host.root = FuzzRoot(model: model, journal: journal, input: input)
                return
            }
            do {
                if sabotage != .nestedCallReturns { try host.tap("apply") }
                journal.report(.nestedCall, "host.tap(\"apply\") from a button action returned normally")
            } catch {}
        }

        if let failure = checker.check(host!, &expectation, step: 0, settled: false) { return failure }
        for (index, event) in fuzzCase.events.enumerated() {
            let step = index + 1
            guard expectation.applies(event) else { continue }
            if event.flushesPendingWritesFirst, expectation.hasPendingWrites {
                _ = host!.render()
                expectation.commitFrame()
                if let failure = checker.check(host!, &expectation, step: step, settled: false) { return failure }
            }
            var settled = false
            switch event {
            case .mutate(let mutation, .tap):
                model.pending = mutation
                if let failure = tap("apply", host!, step) { return failure }
            case .mutate(let mutation, .write):
                model.apply(mutation)
                _ = host!.render()
            case .mutate(let mutation, .writeWithoutFrame):
                model.apply(mutation)
            case .tap(let title):
                if let failure = tap(options.sabotage == .tapMissingButton ? title + "?" : title, host!, step) { return failure }
            case .send(let value):
                checker.sent(value)
                model.subject.send(value)
            case .settle:
                await host!.settle()
                settled = true
            case .advance(let seconds):
                await host!.advance(by: .seconds(seconds))
                settled = true
            case .setRoot(let input):
                host!.root = FuzzRoot(model: model, journal: journal, input: input)
            case .nestedDriverCall(let mutation):
                model.pending = mutation
                if let failure = tap("nest", host!, step) { return failure }
                model.pending = nil
            case .nestedRootSet(let input):
                nestedInput = input
                if let failure = tap("nest", host!, step) { return failure }
                nestedInput = nil
                checker.expectNestedDriverCallDiagnostic()
            case .delete(let label):
                if let failure = drive("delete \"\(label)\"", step, { try host!.delete(label) }) { return failure }
            case .moveRow(let label, let offset):
                if let failure = drive("move \"\(label)\" to \(offset)", step, { try host!.move(label, to: offset) }) { return failure }
            case .dismiss:
                if let failure = drive("dismiss", step, { try host!.dismiss() }) { return failure }
            case .back:
                if let failure = drive("back", step, { try host!.back() }) { return failure }
            }
            _ = expectation.simulate(event)
            if case .mutate(_, .writeWithoutFrame) = event { continue }
            if let failure = checker.check(host!, &expectation, step: step, settled: settled) { return failure }
        }

        // Nothing of the views runs once their host is gone (Rules R18).
        journal.close()
        host = nil
        for _ in 0..<20 { await Task.yield() }
        if let violation = journal.violations.first {
            return FuzzFailure(kind: violation.kind, message: violation.message, step: FuzzFailure.afterRelease)
        }
        return checker.diagnosticFailure
    }

    private func tap(_ title: String, _ host: ViewHost<FuzzRoot>, _ step: Int) -> FuzzFailure? {
        drive("tap \"\(title)\"", step) { try host.tap(title) }
    }

    /// Makes a driver call the model expects to succeed.
    private func drive(_ call: String, _ step: Int, _ body: () throws -> Void) -> FuzzFailure? {
        do {
            try body()
            return nil
        } catch {
            return FuzzFailure(kind: .tapFailed, message: "\(call): \(error)", step: step)
        }
    }
}

/// The invariants checked after each event.
@MainActor
struct FuzzChecker {
    let journal: LifecycleJournal
    let model: FuzzModel
    /// The tokens live at the previous check.
    private var liveBefore: Set<Int> = []
    private var countersBefore: [Int]
    private var publishedBefore: [Int]
    private var diagnosticsSeen = 0
    /// The latest task start of each token (`"start c1=2"`).
    private var taskStarts: [Int: String] = [:]
    /// Values sent since the last settle, with the tokens subscribed when each was sent.
    private var sends: [(value: Int, subscribers: Set<Int>)] = []
    /// What each token received since the last settle.
    private var received: [Int: [String]] = [:]
    /// The first wrong diagnostics found (the case continues after them).
    private(set) var diagnosticFailure: FuzzFailure?
    /// Nested driver calls made since the last check that must be diagnosed.
    private var expectedNestedDiagnostics = 0

    /// The last event made a driver call from inside a frame that must be diagnosed.
    mutating func expectNestedDriverCallDiagnostic() { expectedNestedDiagnostics += 1 }

    init(journal: LifecycleJournal, model: FuzzModel) {
        self.journal = journal
        self.model = model
        countersBefore = model.counters.map { _ in 0 }
        publishedBefore = model.published.map { _ in 0 }
    }

    private func decorations(of token: Int) -> FuzzDecorations? {
        guard let instance = journal.live[token], case .view(let decorations) = model.node(instance.tag).kind else { return nil }
        return decorations
    }

    mutating func sent(_ value: Int) {
        let subscribers = journal.live.keys.filter { decorations(of: $0)?.receive == true }
        sends.append((value, Set(subscribers)))
    }

    mutating func check(_ host: ViewHost<FuzzRoot>, _ expectation: inout FuzzExpectation, step: Int, settled: Bool) -> FuzzFailure? {
        func failure(_ kind: LifecycleJournal.Kind, _ message: String) -> FuzzFailure {
            FuzzFailure(kind: kind, message: message, step: step)
        }
        if let violation = journal.violations.first { return failure(violation.kind, violation.message) }

        // render() equals the rendering computed from the data.
        let actual = host.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expected = expectation.rendering.lines + (model.sabotage == .extraExpectedLine ? ["Text \"sabotage\""] : [])
        if model.sabotage == .presentationNotRendered {
            expected.removeAll { line in
                let shown = line.trimmingCharacters(in: .whitespaces)
                return ["Sheet", "FullScreenCover"].contains(shown) || shown.hasPrefix("Alert ")
            }
        }
        if let line = LinePattern.firstMismatch(actual, expected) {
            return failure(.render, "first difference at line \(line + 1)\nexpected:\n\(expected.joined(separator: "\n"))\nactual:\n\(actual.joined(separator: "\n"))")
        }

        // Exactly the mounted instances are live (appeared, not disappeared).
        let live = journal.liveAddresses
        if live != expectation.instances {
            let extra = live.filter { expectation.instances[$0.key] != $0.value }.keys.sorted()
            let missing = expectation.instances.filter { live[$0.key] != $0.value }.keys.sorted()
            return failure(.liveSet, "live but not mounted (or too many): \(extra); mounted but not live (or too few): \(missing)\nlive \(live.sorted { $0.key < $1.key })\nexpected \(expectation.instances.sorted { $0.key < $1.key })")
        }

        // The driver registry holds exactly the buttons the model puts on screen, in tree
        // order: computed from the tree and the script's data, not from the engine. (Last
        // of these three: on an engine that loses track of a node, the registry hook may
        // crash walking it.)
        let registered = host.registeredControls
        let registeredButtons = registered.filter { $0.hasPrefix("Button ") }
        let onScreen = expectation.rendering.buttons.map { "Button \"\($0.title)\"" }
            + (model.sabotage == .ghostVisibleControl ? ["Button \"ghost\""] : [])
        if registeredButtons != onScreen {
            return failure(.registry, "registered \(registered)\nexpected on screen \(onScreen)")
        }
        // The other controls (rows of editable lists, navigation stacks), by kind.
        let others = registered.filter { !$0.hasPrefix("Button ") }
            .reduce(into: [String: Int]()) { $0[String($1.prefix { $0 != " " }), default: 0] += 1 }
        var expectedOthers = expectation.rendering.otherControls
        if model.sabotage == .ghostRow, let rows = expectedOthers["DeletableRow"] { expectedOthers["DeletableRow"] = rows + 1 }
        if others != expectedOthers {
            return failure(.registry, "registered \(others) besides buttons, expected \(expectedOthers)")
        }

        let entries = journal.takeEntries()
        let liveNow = Set(journal.live.keys)

        // onChange (of a shared counter, or of a `@Published` one): once per change for
        // every observer live before and after; never for one that appeared in the meantime.
        let counters = expectation.committed.counters
        let published = expectation.committed.published
        func observed(_ token: Int) -> (label: String, now: Int, before: Int)? {
            guard let instance = journal.live[token] else { return nil }
            switch model.node(instance.tag).kind {
            case .view(let decorations):
                return decorations.onChange.map { ("c\($0)", counters[$0], countersBefore[$0]) }
            case .published(let counter):
                return ("q\(counter)", published[counter], publishedBefore[counter])
            default:
                return nil
            }
        }
        var changes: [Int: [String]] = [:]
        for entry in entries where entry.event == .ran(.change) { changes[entry.token, default: []].append(entry.detail) }
        for token in liveNow.union(changes.keys) {
            guard let (label, now, before) = observed(token) else { continue }
            let expectedChanges = liveBefore.contains(token) && now != before ? ["\(label)=\(now)"] : []
            if changes[token, default: []] != expectedChanges {
                return failure(.onChangeCount, "instance \(token) at \(journal.live[token]?.address ?? "?") ran \(changes[token, default: []]), expected \(expectedChanges)")
            }
        }
        for token in changes.keys where observed(token) == nil && journal.live[token] != nil {
            return failure(.onChangeCount, "instance \(token) has no onChange but ran \(changes[token]!)")
        }

        // Tasks: after settling, each live view's task runs for its current id.
        for entry in entries where entry.event == .ran(.taskBody) && entry.detail.hasPrefix("start") {
            taskStarts[entry.token] = entry.detail
        }
        for entry in entries where entry.event == .ran(.receive) { received[entry.token, default: []].append(entry.detail) }
        if settled {
            for token in liveNow {
                guard let counter = decorations(of: token)?.task else { continue }
                let expectedStart = "start c\(counter)=\(counters[counter])"
                if taskStarts[token] != expectedStart {
                    return failure(.taskNotCurrent, "instance \(token) at \(journal.live[token]!.address): latest task \(taskStarts[token] ?? "never started"), expected \(expectedStart)")
                }
            }
            // Receive: each value once by every subscriber still live, by no one else.
            for token in liveNow.union(received.keys) {
                let expectedValues = liveNow.contains(token)
                    ? sends.filter { $0.subscribers.contains(token) }.map { "\($0.value)" } : []
                if received[token, default: []] != expectedValues, liveNow.contains(token) {
                    return failure(.receiveCount, "instance \(token) received \(received[token, default: []]), expected \(expectedValues)")
                }
            }
            sends.removeAll()
            received.removeAll()
        }

        // Diagnostics: only the repeated-id warning (Rules: Diagnostics), once per evaluation with repeated ids.
        let new = host.diagnostics.dropFirst(diagnosticsSeen)
        diagnosticsSeen = host.diagnostics.count
        let nested = new.filter { $0.kind == .nestedDriverCall }.count
        if nested != expectedNestedDiagnostics {
            diagnosticFailure = diagnosticFailure ?? failure(.diagnostics, "\(nested) diagnostics of a nested driver call, expected \(expectedNestedDiagnostics)")
        }
        expectedNestedDiagnostics = 0
        let diagnostics = new.filter { $0.kind != .nestedDriverCall }.map(\.message)
        var duplicates = expectation.takeDuplicateEvaluations()
        switch model.sabotage {
        case .unexpectedDiagnostic: duplicates.repeatedIDs = []
        case .missingDiagnostic: duplicates.evaluations.append([FuzzOptions.keys.upperBound + 1])
        default: break
        }
        var diagnosedIDs: Set<Int> = []
        // A wrong diagnostic leaves the tree intact: the case goes on, so that what
        // follows can still find worse; it is reported if nothing worse is.
        for message in diagnostics {
            guard let id = duplicates.repeatedIDs.first(where: { message == Self.duplicateMessage($0) }) else {
                diagnosticFailure = diagnosticFailure ?? failure(.diagnostics, "unexpected diagnostic: \(message)")
                continue
            }
            diagnosedIDs.insert(id)
        }
        for evaluation in duplicates.evaluations where diagnosedIDs.isDisjoint(with: evaluation) {
            diagnosticFailure = diagnosticFailure ?? failure(.diagnostics, "a ForEach evaluation with repeated ids \(evaluation) was not diagnosed; diagnostics: \(diagnostics)")
        }
        if diagnostics.count < duplicates.evaluations.count {
            diagnosticFailure = diagnosticFailure ?? failure(.diagnostics, "\(duplicates.evaluations.count) ForEach evaluations with repeated ids, \(diagnostics.count) diagnostics")
        }

        if let violation = journal.violations.first { return failure(violation.kind, violation.message) }
        liveBefore = liveNow
        countersBefore = counters
        publishedBefore = published
        return nil
    }

    /// The diagnostic of Rules: Diagnostics for a `ForEach` of the interpreter.
    static func duplicateMessage(_ id: Int) -> String {
        "\(ForEach<[FuzzItem], Int, AnyView>.self): the ID \(id) occurs multiple times within the collection, this will give undefined results!"
    }
}

import Testing
import ViewEngine
import TestSupport
import OnChangeCompat

/// Where the legacy API, the shim and the native API differ. Each test is cited by
/// Compat/MIGRATION.md.
@MainActor
@Suite("Migration: differences")
struct MigrationDifferenceTests {
    /// A child that observes a value and reports a non-state input (`label`) from inside
    /// its action: which evaluation's closure runs decides which label it sees.
    struct Reporter: View {
        let api: ObserverAPI
        let label: String
        let value: Int
        let log: MigrationLog

        @ViewBuilder
        var body: some View {
            switch api {
            case .legacy:
                Text(label).onChange(of: value) { [value] newValue in log.record("\(label): \(value)→\(newValue)") }
            case .shim:
                Text(label).onChange(of: value) { oldValue, newValue in log.record("\(label): \(oldValue)→\(newValue)") }
            case .native:
#if NativeOnChange
                Text(label)._nativeOnChange(of: value, initial: false) { oldValue, newValue in log.record("\(label): \(oldValue)→\(newValue)") }
#else
                Text(label)
#endif
            }
        }
    }

    struct Generations: View {
        let api: ObserverAPI
        let log: MigrationLog
        @State var value = 0
        var body: some View {
            VStack {
                Reporter(api: api, label: "generation \(value)", value: value, log: log)
                Button("+") { value += 1 }
            }
        }
    }

    static func reports(_ api: ObserverAPI) throws -> [String] {
        let log = MigrationLog()
        let host = ViewHost(testing: Generations(api: api, log: log))
        try host.tap("+")
        try host.tap("+")
        return log.entries
    }

    /// The legacy API runs the closure of the *previous* evaluation (Rules R4): its
    /// captures are one evaluation old.
    @Test func legacySeesThePreviousEvaluationsCaptures() throws {
        #expect(try Self.reports(.legacy) == ["generation 0: 0→1", "generation 1: 1→2"])
    }

    /// The shim runs the closure of the *current* evaluation, as the API it backports
    /// does: it calls the latest evaluation's action through a reference its body
    /// refreshes. With the `NativeOnChange` trait it forwards to the native API.
    @Test func shimSeesTheCurrentEvaluationsCaptures() throws {
        #expect(try Self.reports(.shim) == ["generation 1: 0→1", "generation 2: 1→2"])
    }

#if NativeOnChange
    /// The native API runs the closure of the *current* evaluation: its captures are new.
    @Test func nativeSeesTheCurrentEvaluationsCaptures() throws {
        #expect(try Self.reports(.native) == ["generation 1: 0→1", "generation 2: 1→2"])
    }
#endif

    /// A view that shows its input only once it stayed the same for a second, the idea
    /// of Apple's sample "DispatchingChanges": the action starts a task that captures
    /// the input (a `let` of the view) and writes it after the delay.
    struct Debounced: View {
        let api: ObserverAPI
        let input: String
        let log: MigrationLog
        @State private var shown: String?
        @State private var pending: Task<Void, Never>?

        @ViewBuilder
        var body: some View {
            switch api {
            case .legacy:
                Text(shown ?? input)
                    .onAppear { shown = input }
                    .onChange(of: input) { _ in dispatchLater() }
            case .shim:
                Text(shown ?? input).onChange(of: input, initial: true) { dispatchLater() }
            case .native:
#if NativeOnChange
                Text(shown ?? input)._nativeOnChange(of: input, initial: true) { _, _ in dispatchLater() }
#else
                Text(shown ?? input)
#endif
            }
        }

        func dispatchLater() {
            pending?.cancel()
            guard shown != nil else { shown = input; return }
            pending = Task { [input, $shown, log] in
                try? await Task.sleep(for: .seconds(1))
                guard !Task.isCancelled else { return }
                log.record("dispatch \(input)")
                $shown.wrappedValue = input
            }
        }
    }

    struct Editor: View {
        let api: ObserverAPI
        let log: MigrationLog
        @State var text = ""
        var body: some View {
            VStack {
                TextField("text", text: $text)
                Debounced(api: api, input: text, log: log)
            }
        }
    }

    /// Typing "abc" dispatches "abc" with the shim and the native API. The legacy action
    /// is the previous evaluation's closure, so its task captured "ab": what the shim
    /// dispatched before it ran the current closure.
    @Test func dispatchingChangesDispatchesTheCurrentInput() async throws {
        for api in ObserverAPI.available {
            let log = MigrationLog()
            let host = ViewHost(testing: Editor(api: api, log: log))
            try host.type("abc", into: "text")
            await host.advance(by: .seconds(1))
            let expected = api == .legacy ? "ab" : "abc"
            #expect(log.entries == ["dispatch \(expected)"], "\(api)")
            #expect(host.render() == """
                VStack
                  TextField "text" = "abc"
                  Text "\(expected)"
                """, "\(api)")
        }
    }

    struct Counter: View {
        let api: ObserverAPI
        let log: MigrationLog
        @State var count = 0
        var body: some View {
            Button("+") { count += 1 }
                .modifier(Observe(api: api, spec: ObserverSpec(id: 0, watchesParent: false, initial: true, feedbackBelow: nil),
                                  value: count, write: {}, log: log))
        }
    }

    struct Screen: View {
        let api: ObserverAPI
        let log: MigrationLog
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Counter(api: api, log: log) }
                Button("toggle") { shown.toggle() }
            }
        }
    }

    /// `initial: true` runs at every appearance with every API, including the shim's
    /// `onAppear` and the legacy emulation (Rules R8); a re-appeared view has fresh state.
    @Test func initialRunsAtEveryAppearanceWithEveryAPI() throws {
        for api in ObserverAPI.available {
            let log = MigrationLog()
            let host = ViewHost(testing: Screen(api: api, log: log))
            try host.tap("+")
            try host.tap("toggle")
            try host.tap("toggle")
            #expect(log.entries == ["0: 0→0", "0: 0→1", "0: 0→0"], "\(api)")
        }
    }
}

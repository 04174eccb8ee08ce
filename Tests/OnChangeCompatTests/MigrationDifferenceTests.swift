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
        let host = ViewHost(Generations(api: api, log: log), configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
        try host.tap("+")
        try host.tap("+")
        return log.entries
    }

    /// Legacy and shim run the closure of the *previous* evaluation (SPEC R4): its
    /// captures are one evaluation old. With the `NativeOnChange` trait the shim forwards
    /// to the native API and sees the current captures.
    @Test func legacyAndShimSeeThePreviousEvaluationsCaptures() throws {
        let previous = ["generation 0: 0→1", "generation 1: 1→2"]
        #expect(try Self.reports(.legacy) == previous)
#if NativeOnChange
        #expect(try Self.reports(.shim) == ["generation 1: 0→1", "generation 2: 1→2"])
#else
        #expect(try Self.reports(.shim) == previous)
#endif
    }

#if NativeOnChange
    /// The native API runs the closure of the *current* evaluation: its captures are new.
    @Test func nativeSeesTheCurrentEvaluationsCaptures() throws {
        #expect(try Self.reports(.native) == ["generation 1: 0→1", "generation 2: 1→2"])
    }
#endif

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
    /// `onAppear` and the legacy emulation (SPEC R8); a re-appeared view has fresh state.
    @Test func initialRunsAtEveryAppearanceWithEveryAPI() throws {
        for api in ObserverAPI.available {
            let log = MigrationLog()
            let host = ViewHost(Screen(api: api, log: log), configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
            try host.tap("+")
            try host.tap("toggle")
            try host.tap("toggle")
            #expect(log.entries == ["0: 0→0", "0: 0→1", "0: 0→0"], "\(api)")
        }
    }
}

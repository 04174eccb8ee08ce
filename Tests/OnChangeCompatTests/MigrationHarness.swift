import ViewEngine
import OnChangeCompat

/// The three ways to observe a value with its old and new value that a migration goes
/// through.
enum ObserverAPI: String, CaseIterable, Sendable {
    /// `onChange(of:perform:)` with a capture list for the old value, plus `onAppear`
    /// for `initial` (what code written before iOS 17 does).
    case legacy
    /// `onChange(of:initial:_:)` from OnChangeCompat.
    case shim
    /// The engine's own `onChange(of:initial:_:)` (the `NativeOnChange` trait).
    case native

    /// The APIs this build has.
    static var available: [ObserverAPI] {
#if NativeOnChange
        allCases
#else
        [.legacy, .shim]
#endif
    }
}

/// What the observers of a scenario saw, in the order their actions ran.
@MainActor
final class MigrationLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

/// One observer: what it watches, whether it runs at appearance, and whether its action
/// writes back to the value it watches (to exercise cascades and the cut-off).
struct ObserverSpec: Sendable, Equatable {
    var id: Int
    var watchesParent: Bool
    var initial: Bool
    var feedbackBelow: Int?
}

/// Applies one observer with the chosen API; every API records `id: old→new`.
struct Observe: ViewModifier {
    let api: ObserverAPI
    let spec: ObserverSpec
    let value: Int
    let write: () -> Void
    let log: MigrationLog

    @ViewBuilder
    func body(content: Content) -> some View {
        switch api {
        case .legacy:
            content
                .onAppear { if spec.initial { react(value, value) } }
                .onChange(of: value) { [value] newValue in react(value, newValue) }
        case .shim:
            content.onChange(of: value, initial: spec.initial) { oldValue, newValue in react(oldValue, newValue) }
        case .native:
#if NativeOnChange
            content._nativeOnChange(of: value, initial: spec.initial) { oldValue, newValue in react(oldValue, newValue) }
#else
            content
#endif
        }
    }

    @MainActor private func react(_ oldValue: Int, _ newValue: Int) {
        log.record("\(spec.id): \(oldValue)→\(newValue)")
        if let limit = spec.feedbackBelow, newValue < limit { write() }
    }
}

import ViewEngine
import OnChangeCompat
import NativeWorkloads

/// Which onChange the fan-out observers use.
public enum ObserverKind: String, CaseIterable, Sendable {
    case legacy, compat
#if NativeOnChange
    /// The engine's own modern onChange (with the `NativeOnChange` trait, where `compat`
    /// is the shim forwarding to it).
    case native
#endif
}

struct FanOutObserver: View {
    let kind: ObserverKind
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        switch kind {
        case .legacy:
            Color.red.onChange(of: value) { _ in counter.count += 1 }
#if NativeOnChange
        case .compat, .native:   // `native` rows are `NativeFanOutObserver`s
            Color.red.onChange(of: value) { _, _ in counter.count += 1 }
#else
        case .compat:
            Color.red.onChange(of: value) { _, _ in counter.count += 1 }
#endif
        }
    }
}

#if NativeOnChange
/// The `native` observer: the engine's own modern onChange, in a body of the same shape
/// as ``FanOutObserver``'s (one conditional level), so that the kinds compare.
struct NativeFanOutObserver: View {
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        if value >= 0 {
            Color.red.nativeOnChange(of: value) { _, _ in counter.count += 1 }
        } else {
            EmptyView()
        }
    }
}
#endif

/// **fan-out**: one root `@State` observed by N child views' `onChange`; one tap changes
/// it and all N fire.
public struct FanOutWorkload: View {
    let count: Int
    let kind: ObserverKind
    let counter: Counter
    @State var value = 0
    public init(count: Int, kind: ObserverKind, counter: Counter) {
        self.count = count
        self.kind = kind
        self.counter = counter
    }
    public var body: some View {
        VStack {
            Button("change") { value += 1 }
#if NativeOnChange
            if kind == .native {
                ForEach(0..<count) { _ in NativeFanOutObserver(value: value, counter: counter) }
            } else {
                ForEach(0..<count) { _ in FanOutObserver(kind: kind, value: value, counter: counter) }
            }
#else
            ForEach(0..<count) { _ in FanOutObserver(kind: kind, value: value, counter: counter) }
#endif
        }
    }
}

/// The hand-written baseline of fan-out: N stored values and N closures; compare with
/// `==`, store, call the closure.
@MainActor
public final class FanOutBaseline {
    private var values: [Int]
    private var actions: [(Int) -> Void]
    public init(count: Int, counter: Counter) {
        values = Array(repeating: 0, count: count)
        actions = (0..<count).map { _ in { _ in counter.count += 1 } }
    }
    /// Sets every stored value to `newValue`, calling the closures of those that changed.
    public func change(to newValue: Int) {
        for index in values.indices where values[index] != newValue {
            values[index] = newValue
            actions[index](newValue)
        }
    }
}

import ViewEngine
import OnChangeCompat

/// Which onChange the fan-out observers use.
public enum ObserverKind: String, CaseIterable, Sendable {
    case legacy, compat
}

struct FanOutObserver: View {
    let kind: ObserverKind
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        switch kind {
        case .legacy:
            Color.red.onChange(of: value) { _ in counter.count += 1 }
        case .compat:
            Color.red.onChange(of: value) { _, _ in counter.count += 1 }
        }
    }
}

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
            ForEach(0..<count) { _ in FanOutObserver(kind: kind, value: value, counter: counter) }
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

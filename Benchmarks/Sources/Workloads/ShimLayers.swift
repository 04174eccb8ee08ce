import ViewEngine
import OnChangeCompat

/// The layers of the shim's design (the package's contract: a `ViewModifier` composing
/// `onAppear` and the legacy `onChange` with a capture-list snapshot of the value), added
/// one at a time, so that a profile of each tells what each costs per observer
/// (Benchmarks/HISTORY.md,
/// "Issue 51, round seven: the shim's layers").
public enum ShimLayer: String, CaseIterable, Sendable {
    /// The legacy `onChange(of:perform:)`, called directly.
    case legacy
    /// A custom `ViewModifier` whose body applies the legacy `onChange` with the action it
    /// was handed: what a custom modifier costs.
    case forward
    /// `forward`, its body also applying `onAppear(perform: nil)` (the shim's body does, when
    /// `initial` is false).
    case appear
    /// The shim itself, `onChange(of:initial:_:)` from `OnChangeCompat`: `appear`, plus its
    /// `@StateObject` holding the latest action and the closure that captures the value.
    case shim
}

/// **shim layers**: fan-out's workload (one root `@State` observed by N rows, one tap
/// changes it and all N fire), each row with one layer of the shim's design. Every row has
/// the same shape: one conditional level around `Color.red` and its modifiers.
public struct ShimLayersWorkload: View {
    let count: Int
    let layer: ShimLayer
    let counter: Counter
    @State var value = 0
    public init(count: Int, layer: ShimLayer, counter: Counter) {
        self.count = count
        self.layer = layer
        self.counter = counter
    }
    public var body: some View {
        VStack {
            Button("change") { value += 1 }
            switch layer {
            case .legacy: ForEach(0..<count) { _ in LegacyLayerRow(value: value, counter: counter) }
            case .forward: ForEach(0..<count) { _ in ModifierLayerRow<ForwardingModifier<Int>>(value: value, counter: counter) }
            case .appear: ForEach(0..<count) { _ in ModifierLayerRow<AppearingModifier<Int>>(value: value, counter: counter) }
            case .shim: ForEach(0..<count) { _ in ShimLayerRow(value: value, counter: counter) }
            }
        }
    }
}

struct LegacyLayerRow: View {
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        if value >= 0 {
            Color.red.onChange(of: value) { _ in counter.count += 1 }
        } else {
            EmptyView()
        }
    }
}

struct ShimLayerRow: View {
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        if value >= 0 {
            Color.red.onChange(of: value) { _, _ in counter.count += 1 }
        } else {
            EmptyView()
        }
    }
}

/// A layer's modifier, made from the row's value and its action. Generic over the value,
/// as the shim is: a closure stored in a generic value is kept in its most general form,
/// which the engine's `onChange` takes as it is (a modifier that stored an `(Int) -> Void`
/// would hand the engine a new closure, wrapping it, at every evaluation).
protocol LayerModifier: ViewModifier {
    associatedtype Value: Equatable
    init(value: Value, action: @escaping (Value) -> Void)
}

struct ModifierLayerRow<Modifier: LayerModifier>: View where Modifier.Value == Int {
    let value: Int
    let counter: Counter
    @ViewBuilder var body: some View {
        if value >= 0 {
            Color.red.modifier(Modifier(value: value) { _ in counter.count += 1 })
        } else {
            EmptyView()
        }
    }
}

struct ForwardingModifier<Value: Equatable>: LayerModifier {
    let value: Value
    let action: (Value) -> Void
    init(value: Value, action: @escaping (Value) -> Void) { self.value = value; self.action = action }
    func body(content: Content) -> ModifiedContent<Content, _OnChangeModifier<Value>> {
        content.onChange(of: value, perform: action)
    }
}

struct AppearingModifier<Value: Equatable>: LayerModifier {
    let value: Value
    let action: (Value) -> Void
    init(value: Value, action: @escaping (Value) -> Void) { self.value = value; self.action = action }
    func body(content: Content) -> ModifiedContent<ModifiedContent<Content, _AppearanceActionModifier>, _OnChangeModifier<Value>> {
        content.onAppear(perform: nil).onChange(of: value, perform: action)
    }
}

// Whether a view receives touches: `hidden()` and `allowsHitTesting(false)` take them away
// from it and everything inside (Rules R23); a driver call on a control there throws.
import ViewEngineCore

/// Why the views here receive no touches (`nil`: they do).
struct HitTestingRefusalKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// Why the views here receive no touches, if they do not: the outermost reason.
    var hitTestingRefusal: String? {
        get { self[HitTestingRefusalKey.self] }
        set { self[HitTestingRefusalKey.self] = newValue }
    }

    /// Takes touches away from the views here, for `reason`, unless they had none already.
    mutating func refuseHitTesting(because reason: String) {
        if hitTestingRefusal == nil { hitTestingRefusal = reason }
    }
}

extension View {
    /// SwiftUI's `allowsHitTesting(_:)`: with `false`, the view and the views inside it
    /// receive no touches ("Configures whether this view participates in hit test
    /// operations"): a driver call on a control inside throws (Rules R23). `true` inside a
    /// view that refuses them gives nothing back.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("allowsHitTesting", writing: { if !enabled { $0.refuseHitTesting(because: "allowsHitTesting(false)") } }, ("", enabled))
    }
    /// SwiftUI's `contentShape(_:eoFill:)`: the shape people interact with.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("contentShape", ("", AnyArgument(shape)), ("eoFill", eoFill))
    }
}

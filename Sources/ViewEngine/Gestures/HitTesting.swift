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

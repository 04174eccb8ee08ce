/// An instance member of a type: a stored or computed property, or a method.
struct Member {
    /// What kind of member it is.
    enum Kind: Equatable {
        case storedLet, storedVar, computed, method
    }

    let name: String
    let kind: Kind
    /// The property wrapper's name without `@` (`State`, `Binding`, ...), if any.
    let wrapper: String?
    /// The declared type's name, from the annotation or a `Type(...)` initializer.
    let typeName: String?
    /// For a method: its first argument label (nil: unlabelled).
    let firstLabel: String?

    /// Property wrappers whose storage belongs to the view's identity: read through the
    /// previous evaluation's copy of the view, they give the current value, exactly as
    /// through the current one (Rules R4: that is why `[t]` is needed for the old value).
    static let identityStorageWrappers: Set<String> = [
        "State", "StateObject", "FocusState", "AppStorage", "SceneStorage", "GestureState", "Namespace",
    ]

    /// Wrappers of an `ObservableObject` (Rules R15).
    static let observableObjectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    /// Reads through the wrapper see the current value whichever evaluation's copy of
    /// the view reads them.
    var isIdentityStorage: Bool { wrapper.map(Self.identityStorageWrappers.contains) ?? false }

    /// How a person would name it in a report: "@Binding var value", "let label", ...
    var describedKind: String {
        if let wrapper { return "@\(wrapper) \(name)" }
        switch kind {
        case .storedLet: return "let \(name)"
        case .storedVar: return "var \(name)"
        case .computed: return "computed property \(name)"
        case .method: return "method \(name)()"
        }
    }
}

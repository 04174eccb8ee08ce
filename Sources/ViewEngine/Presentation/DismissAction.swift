/// An action that dismisses a presentation.
///
/// Read it from the environment, then call it:
///
/// ```swift
/// struct SheetContents: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Inside a sheet, full-screen cover, popover, alert or dialog it dismisses that
/// presentation (its binding is written, as ``ViewHost/dismiss()`` does); inside a view
/// pushed on a navigation stack it pops that view (and those above it), as
/// ``ViewHost/back()`` does. Anywhere else it does nothing.
public struct DismissAction: Equatable {
    private weak var target: (any Dismissing)?
    private let targetID: ObjectIdentifier?

    init(_ target: (any Dismissing)?) {
        self.target = target
        targetID = target.map(ObjectIdentifier.init)
    }

    /// Dismisses the current presentation.
    ///
    /// ```swift
    /// Button("Cancel") { dismiss() }
    /// ```
    @MainActor public func callAsFunction() {
        target?.dismissFromInside()
    }

    /// Whether both dismiss the same presentation.
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.targetID == rhs.targetID }

    /// Whether the action dismisses a presentation (a sheet, a cover, a popover...), not a
    /// view pushed on a stack or nothing.
    @MainActor var dismissesPresentation: Bool { target != nil && !(target is NavigationEntry) }
}

/// What a ``DismissAction`` dismisses: a presentation, or a view pushed on a stack.
@MainActor
protocol Dismissing: AnyObject {
    func dismissFromInside()
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(nil) }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    ///
    /// ```swift
    /// @Environment(\.dismiss) private var dismiss
    /// ```
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a cover, a popover, an alert or a
    /// dialog) or pushed on a navigation stack.
    ///
    /// ```swift
    /// @Environment(\.isPresented) private var isPresented
    /// ```
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// Sets `\.dismiss` and `\.isPresented` for presented content and pushed views; for a
/// presentation's content also its appearance and the color scheme its views prefer
/// (PreferredColorScheme.swift).
struct _PresentationEnvironmentModifier: ViewModifier {
    let dismiss: DismissAction
    /// The presentation's appearance; `nil` for a pushed view, which is in its presenter's.
    var appearance: PresentationAppearance?
    /// The scheme the presentation's views preferred when the modifier was made.
    var preferredColorScheme: ColorScheme?
    typealias Body = Never
}

extension _PresentationEnvironmentModifier: EnvironmentWriter {
    func write(_ values: inout EnvironmentValues) {
        values.dismiss = dismiss
        values.isPresented = true
        if let appearance { PresentationAppearance.write(appearance, scheme: preferredColorScheme, into: &values) }
    }

    func writesSame(as other: Self) -> Bool {
        dismiss == other.dismiss && appearance === other.appearance && preferredColorScheme == other.preferredColorScheme
    }
}

extension View {
    /// This view, with the `dismiss` action of `target` in its environment; presented in a
    /// presentation of its own when `appearance` is given (a sheet, not a pushed view).
    func dismissed(by target: any Dismissing, appearance: PresentationAppearance? = nil) -> ModifiedContent<Self, _PresentationEnvironmentModifier> {
        modifier(_PresentationEnvironmentModifier(dismiss: DismissAction(target), appearance: appearance,
                                                  preferredColorScheme: appearance?.preferredColorScheme))
    }
}

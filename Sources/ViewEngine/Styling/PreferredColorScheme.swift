// `preferredColorScheme(_:)` (Rules R21): a preference that travels up to the nearest
// enclosing presentation — the window, or a sheet, cover or popover — and comes back down
// as that presentation's `colorScheme`, so that every view in it, above the modifier as well
// as below, reads and is drawn in the preferred scheme.
//
// The model, where SwiftUI's is private: the value of a presentation's views is reduced in
// view-tree order, the first scheme set wins over the later ones, an outer modifier that
// sets a scheme wins over an inner one, and `nil` ("no preference") leaves the value of the
// views inside as it is. When no view prefers a scheme, the presentation has the scheme it
// inherits (the window the device's, ``ViewHost/colorScheme``; a presented view its
// presenter's). The preference resolves after the pass that changed it, and the views that
// read `colorScheme` re-evaluate in the same frame.

import ViewEngineCore

extension ColorScheme: AttributeValue {}

/// A key for specifying the preferred color scheme.
///
/// Don't use this key directly: set a preferred color scheme with
/// ``View/preferredColorScheme(_:)``, and read the scheme in force with
/// `@Environment(\.colorScheme)`.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference.
    public static let defaultValue: ColorScheme? = nil

    /// The first scheme set, in view-tree order, wins over the later ones.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the preferred color scheme for this presentation.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    ///
    /// The scheme is the preference of the nearest enclosing presentation — the window, or
    /// the sheet, cover or popover the view is in — and becomes that presentation's
    /// `colorScheme`: the views above the modifier read it as well as the ones below, and
    /// the picture draws the presentation in it. A modifier further out that sets a scheme
    /// overrides this one; `nil` says this view has no preference. Removing every
    /// preference gives the presentation back the scheme it inherits
    /// (``ViewHost/colorScheme`` for the window).
    ///
    /// - Parameter colorScheme: The preferred color scheme for this view, or `nil` to
    ///   indicate no preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferenceWritingModifier<PreferredColorSchemeKey>> {
        transformPreference(PreferredColorSchemeKey.self) { value in
            if let colorScheme { value = colorScheme }
        }
    }
}

/// The appearance of one presentation (the window, or a presented view): the color scheme
/// its views prefer, worked out after a pass in which a preference under it changed, and
/// written over the scheme it inherits by whoever sets its environment.
@MainActor
final class PresentationAppearance {
    /// The scheme the presentation's views prefer; `nil` when none does.
    private(set) var preferredColorScheme: ColorScheme?
    /// Whether a resolution is queued and has not run yet.
    private var isResolutionPending = false
    /// Writes the presentation's environment again (the host rewrites the window's root;
    /// a presentation re-evaluates its presented view).
    var preferenceDidChange: () -> Void = {}

    /// Made with the host's environment, outside the main actor's isolation.
    nonisolated init() {}

    /// Writes the presentation's appearance into the environment of its views: itself, so
    /// that a preference below finds it, and the preferred scheme over the inherited one.
    nonisolated static func write(_ appearance: PresentationAppearance?, scheme: ColorScheme?, into values: inout EnvironmentValues) {
        values.presentationAppearance = appearance
        if let scheme { values.colorScheme = scheme }
    }

    /// A preference under `root`, the presentation's top view, may have changed: the
    /// presentation works its scheme out again after the pass's updates.
    func contributionChanged(under root: Node) {
        guard !isResolutionPending else { return }
        isResolutionPending = true
        root.graph.enqueue({ [self, weak root] in
            isResolutionPending = false
            guard let root, root.isMounted else { return }
            let preferred = PreferenceReduction.value(PreferredColorSchemeKey.self, of: root) ?? nil
            guard preferred != preferredColorScheme else { return }
            preferredColorScheme = preferred
            preferenceDidChange()
        }, owner: root, trace: "preferredColorScheme resolves")
    }
}

private struct PresentationAppearanceKey: EnvironmentKey {
    static var defaultValue: PresentationAppearance? { nil }
}

extension EnvironmentValues {
    /// The appearance of the presentation the views are in (the window's at the root).
    var presentationAppearance: PresentationAppearance? {
        get { self[PresentationAppearanceKey.self] }
        set { self[PresentationAppearanceKey.self] = newValue }
    }
}

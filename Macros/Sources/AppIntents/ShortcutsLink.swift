import ViewEngine

/// A button that opens the Shortcuts app on the app's shortcuts. A Linux host has no
/// Shortcuts app: tapping it records nothing and opens nothing.
///
/// ```swift
/// ShortcutsLink()
///     .shortcutsLinkStyle(.automatic)
/// ```
public struct ShortcutsLink: View {
    /// A link that shows the app's shortcuts.
    ///
    /// ```swift
    /// ShortcutsLink()
    /// ```
    public init() {}

    /// A link that runs `action` when tapped (in a test, the Shortcuts app opening).
    ///
    /// ```swift
    /// ShortcutsLink { opened = true }
    /// ```
    public init(action: @escaping () -> Void) { self.action = action }

    private var action: (() -> Void)?

    /// A button titled "Shortcuts", with the Shortcuts symbol.
    public var body: some View {
        Button(action: { action?() }) {
            Label("Shortcuts", systemImage: "square.2.layers.3d.fill")
        }
    }
}

/// How a ``ShortcutsLink`` looks.
///
/// ```swift
/// .shortcutsLinkStyle(.darkOutline)
/// ```
public enum ShortcutsLinkStyle: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Light, with an outline.
    case lightOutline
    /// Dark, with an outline.
    case darkOutline
    /// Light.
    case light
    /// Dark.
    case dark
}

extension View {
    /// Sets the style of the ``ShortcutsLink``s inside (a look the engine does not draw).
    ///
    /// ```swift
    /// ShortcutsLink().shortcutsLinkStyle(.dark)
    /// ```
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}

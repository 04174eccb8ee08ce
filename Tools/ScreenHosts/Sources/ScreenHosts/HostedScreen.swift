import ViewEngine

/// A view of the whole-screen reference set, written here from reading the view's source
/// at the row's commit: its containers, modifiers and labels as the source has them, its
/// data as literals (what the test fed it), none of its code copied.
public struct HostedScreen: Sendable {
    /// The view's name, as the rows' names give it without their appearance
    /// (`ha-privacy` draws `ha-privacy-light` and `ha-privacy-dark`).
    public let name: String
    /// Where the view comes from (the repository and the file) and what was made literal.
    public let origin: String
    /// The view, as the test hosted it (in a navigation stack where the test put it in one).
    let makeView: @MainActor @Sendable () -> AnyView
    /// What the test's set-up did before drawing, such as an app's appearance proxies
    /// (`UINavigationBar.appearance()`), and what undoes it after.
    let setUp: TestSetUp?
    /// The app's icon glyphs the view shows as images (``ScreenGlyphs``), made when it is drawn.
    let glyphs: [ScreenGlyph]

    /// Declares the screen `name`, drawn by `view` after `setUp`, showing `glyphs`.
    public init<Content: View>(_ name: String, origin: String, setUp: TestSetUp? = nil, glyphs: [ScreenGlyph] = [],
                               @ViewBuilder view: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.origin = origin
        self.setUp = setUp
        self.glyphs = glyphs
        self.makeView = { AnyView(view()) }
    }
}

/// What a test did before drawing its view — process-wide settings such as UIKit's
/// appearance proxies, which an app-hosted test inherits from the app's launch — and how
/// to undo it, so that the next screen starts from the defaults.
public struct TestSetUp: Sendable {
    /// Applies the settings.
    let apply: @MainActor @Sendable () -> Void
    /// Puts the defaults back.
    let undo: @MainActor @Sendable () -> Void

    /// A set-up of `apply`, undone by `undo`.
    public init(apply: @escaping @MainActor @Sendable () -> Void, undo: @escaping @MainActor @Sendable () -> Void) {
        self.apply = apply
        self.undo = undo
    }
}

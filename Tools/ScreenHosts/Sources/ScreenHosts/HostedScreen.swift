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

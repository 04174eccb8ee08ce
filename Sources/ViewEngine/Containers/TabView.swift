/// A view that switches between multiple child views using interactive user
/// interface elements.
///
/// ```swift
/// TabView {
///     ReceivedView()
///         .tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
///     SentView()
///         .tabItem { Label("Sent", systemImage: "tray.and.arrow.up.fill") }
/// }
/// ```
///
/// Only the selected tab is shown and appeared; selecting another tab (``ViewHost/select(tab:)``)
/// runs the old tab's `onDisappear` and the new tab's `onAppear`. Each tab's content is
/// mounted the first time it is selected and keeps its state while the tab view lives.
/// With `TabView(selection:)`, tabs are told apart by their ``View/tag(_:)``.
import ViewEngineCore

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to a selection, matched against each tab's `tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates a tab view of iOS 18 tabs that uses a binding to a selection, matched against
    /// each tab's value (or `tag`).
    ///
    /// ```swift
    /// TabView(selection: $screen) {
    ///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
    ///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
    /// }
    /// ```
    ///
    /// ``TabContentBuilder`` types each tab's `value:` by the selection; views with
    /// `.tabItem` and `.tag` are taken too.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that selects its first tab and manages the selection itself: its
    /// tabs are `Tab`s or views with `.tabItem` (``TabContentBuilder`` builds them as
    /// ``ViewBuilder`` does).
    public init(@TabContentBuilder<Int> content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TabViewNode(view, inputs)
    }
}

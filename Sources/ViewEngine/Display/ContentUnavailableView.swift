/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView("No Mail", systemImage: "tray.fill",
///                            description: Text("New mails you receive will appear here."))
/// }
/// ```
///
/// ``ViewHost/render()`` writes `ContentUnavailableView "No Mail"` (its label's text) with
/// its description and actions under it; the actions' buttons can be tapped.
import ViewEngineCore

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content.
    ///
    /// ```swift
    /// ContentUnavailableView {
    ///     Label("No Connection", systemImage: "wifi.slash")
    /// } description: {
    ///     Text("Check your network.")
    /// } actions: {
    ///     Button("Retry") { reload() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - label: The label that describes the view.
    ///   - description: The view that describes the interface.
    ///   - actions: The content of the interface actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Label == ViewEngine.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title, a system image and a description.
    ///
    /// ```swift
    /// ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap ☆ to add one."))
    /// ```
    ///
    /// - Parameters:
    ///   - title: A title generated from a string.
    ///   - name: The name of the system symbol image resource to lookup.
    ///   - description: The view that describes the interface.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewEngine.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title, an image from an asset and a description.
    ///
    /// ```swift
    /// ContentUnavailableView("Offline", image: "cloud.off", description: Text("Reconnect to sync."))
    /// ```
    ///
    /// - Parameters:
    ///   - title: A title generated from a string.
    ///   - name: The name of the image resource to lookup.
    ///   - description: The view that describes the interface.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ViewEngine.Label(String(title), image: name) }, description: { description })
    }

    /// The standard interface for a search that has no results: "No Results", with a hint
    /// to check the spelling or try a new search.
    ///
    /// ```swift
    /// if results.isEmpty { ContentUnavailableView.search }
    /// ```
    public static var search: ContentUnavailableView<ViewEngine.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// The standard interface for a search that has no results, naming the search text:
    /// `No Results for "tea"`.
    ///
    /// ```swift
    /// ContentUnavailableView.search(text: query)
    /// ```
    ///
    /// - Parameter text: The search text.
    public static func search(text: String) -> ContentUnavailableView<ViewEngine.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

extension ContentUnavailableView: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ContentUnavailableNode(view, inputs)
    }
}

/// The node of a ``ContentUnavailableView``: its label (its title, a scope label), its
/// description and its actions.
@MainActor
final class ContentUnavailableNode<Label: View, Description: View, Actions: View>: TypedNode<ContentUnavailableView<Label, Description, Actions>> {
    private var label: TypedNode<Label>!
    private var description: TypedNode<Description>!
    private var actions: TypedNode<Actions>!

    init(_ view: ContentUnavailableView<Label, Description, Actions>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        label = mountChild(view.label, at: 0)
        description = mountChild(view.description, at: 1)
        actions = mountChild(view.actions, at: 2)
    }

    override func apply(_ view: ContentUnavailableView<Label, Description, Actions>) {
        label.update(view.label)
        description.update(view.description)
        actions.update(view.actions)
    }

    private var title: String { label.textContent }

    override var scopeLabel: String? { title.isEmpty ? nil : title }

    override func forEachChild(_ body: (Node) -> Void) {
        body(label)
        body(description)
        body(actions)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested("ContentUnavailableView \"\(title)\"") { output in
            description.render(into: &output)
            actions.render(into: &output)
        }
    }
}

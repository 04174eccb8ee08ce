import ViewEngineCore
import Foundation

/// A control for navigating to a URL.
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// Link(destination: helpURL) { Label("Help", systemImage: "questionmark.circle") }
/// try host.tap("View Our Terms of Service")
/// host.openedURLs     // [https://www.example.com/TOS.html]
/// ```
///
/// Tapped by its label's text with ``ViewHost/tap(_:)``, it opens its destination with the
/// `openURL` action of its environment: the host's, which records the URL in
/// ``ViewHost/openedURLs``, or one of your own set with `.environment(\.openURL, ...)`.
/// ``ViewHost/render()`` writes `Link "Help" → https://…`.
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    ///
    /// ```swift
    /// Link(destination: url) { Text("Docs") }
    /// ```
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public typealias Body = Never
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    ///
    /// ```swift
    /// Link("Privacy", destination: privacyURL)
    /// ```
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    ///
    /// ```swift
    /// Link(site.name, destination: site.url)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        LinkNode(view, inputs)
    }
}

/// The node of a ``Link``: a button-like control that opens its destination.
@MainActor
final class LinkNode<Label: View>: LabeledControlNode<Link<Label>, Label>, Activating {
    init(_ view: Link<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .button, inputs)
    }

    override func apply(_ view: Link<Label>) { update(view, label: view.label) }

    /// A tap: opens the destination with the environment's `openURL` action.
    func activate() { environment.values.openURL(view.destination) }

    override func renderLines(into output: inout RenderOutput) {
        output.line("Link \"\(title)\" → \(view.destination.absoluteString)")
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension LinkNode: TappedByPointer {}

/// It is drawn as its label in the tint.
extension LinkNode: TintedLabelDrawing {
    static var drawnName: String { "Link" }
}

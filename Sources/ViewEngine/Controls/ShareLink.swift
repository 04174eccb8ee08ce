import ViewEngineCore
import Foundation

/// A view that controls a sharing presentation.
///
/// ```swift
/// ShareLink(item: URL(string: "https://developer.apple.com/xcode/swiftui/")!)
/// ShareLink("Share Route", item: routeURL, subject: Text("Route"), message: Text("See you there"))
/// ```
///
/// Tap it (``ViewHost/tap(_:)``, by its label's text: "Share" by default) to present the
/// share sheet, a presentation written as a `ShareSheet` block after the link with the
/// subject, the message, the preview's title and the items; ``ViewHost/dismiss()`` closes
/// it, as the user's swipe does (the engine shares nothing). ``ViewHost/render()`` writes
/// the link as `ShareLink "Share" → https://…`. Items are URLs or strings.
public struct ShareLink<Label: View>: View {
    let items: [String]
    let subject: Text?
    let message: Text?
    let preview: SharePreview?
    let label: Label

    /// Creates an instance that presents the share interface for a URL, with a custom label.
    ///
    /// ```swift
    /// ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(items: [item.absoluteString], subject: subject, message: message, preview: preview, label: label())
    }

    /// Creates an instance that presents the share interface for a string, with a custom label.
    ///
    /// ```swift
    /// ShareLink(item: quote.text) { Label("Share quote", systemImage: "quote.bubble") }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, preview: preview, label: label())
    }

    /// Creates an instance that presents the share interface for several URLs.
    ///
    /// ```swift
    /// ShareLink(items: photoURLs) { Text("Share all") }
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items to show when sharing to activities that support a subject field.
    ///   - message: A description of the items to show when sharing to activities that support a message field.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(items: [URL], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items.map(\.absoluteString), subject: subject, message: message, preview: nil, label: label())
    }

    init(items: [String], subject: Text?, message: Text?, preview: SharePreview?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    public typealias Body = Never
}

extension ShareLink where Label == ViewEngine.Label<Text, Image> {
    /// Creates an instance that presents the share interface for a URL, labelled "Share".
    ///
    /// ```swift
    /// ShareLink(item: url)
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init("Share", item: item, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance that presents the share interface for a string, labelled "Share".
    ///
    /// ```swift
    /// ShareLink(item: "Hello")
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init("Share", item: item, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with a custom title, that presents the share interface for a URL.
    ///
    /// ```swift
    /// ShareLink("Share Link", item: url)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the share link.
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(items: [item.absoluteString], subject: subject, message: message, preview: preview,
                  label: ViewEngine.Label(title, systemImage: "square.and.arrow.up"))
    }

    /// Creates an instance, with a custom title, that presents the share interface for a string.
    ///
    /// ```swift
    /// ShareLink("Share Quote", item: quote)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the share link.
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a subject field.
    ///   - message: A description of the item to show when sharing to activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(items: [item], subject: subject, message: message, preview: preview,
                  label: ViewEngine.Label(title, systemImage: "square.and.arrow.up"))
    }
}

/// A representation of a type to display in a share preview: its title (the image and
/// icon are accepted, not shown).
///
/// ```swift
/// ShareLink(item: photo.url, preview: SharePreview(photo.caption, image: Image(photo.name)))
/// ```
public struct SharePreview {
    let title: String

    /// Creates a preview with a title.
    ///
    /// ```swift
    /// SharePreview("Trip photos")
    /// ```
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }

    /// Creates a preview with a title and an image.
    ///
    /// ```swift
    /// SharePreview("Sunset", image: Image("sunset"))
    /// ```
    public init<S: StringProtocol, I>(_ title: S, image: I) { self.title = String(title) }

    /// Creates a preview with a title, an image and an icon.
    ///
    /// ```swift
    /// SharePreview("Sunset", image: Image("sunset"), icon: Image(systemName: "photo"))
    /// ```
    public init<S: StringProtocol, I, C>(_ title: S, image: I, icon: C) { self.title = String(title) }

    /// Creates a preview with a title and an icon.
    ///
    /// ```swift
    /// SharePreview("Notes", icon: Image(systemName: "note.text"))
    /// ```
    public init<S: StringProtocol, C>(_ title: S, icon: C) { self.title = String(title) }
}

/// What the share sheet shows: the subject, the message, the preview's title, the items.
struct _ShareSheetContent: View {
    let subject: Text?
    let message: Text?
    let previewTitle: String?
    let items: [String]

    var body: some View {
        Group {
            subject
            message
            previewTitle.map { Text($0) }
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}

extension ShareLink: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ShareLinkNode(view, inputs)
    }
}

/// The node of a ``ShareLink``: a button-like control that presents the share sheet.
@MainActor
final class ShareLinkNode<Label: View>: LabeledControlNode<ShareLink<Label>, Label>, Activating, PresentationLayer {
    private var sheet: TypedNode<_ShareSheetContent>?

    init(_ view: ShareLink<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .button, inputs)
    }

    override func apply(_ view: ShareLink<Label>) {
        update(view, label: view.label)
        sheet?.update(sheetContent)
    }

    private var sheetContent: _ShareSheetContent {
        _ShareSheetContent(subject: view.subject, message: view.message, previewTitle: view.preview?.title, items: view.items)
    }

    /// A tap: the share sheet appears, on top of everything else.
    func activate() {
        guard sheet == nil else { return }
        sheet = mountChild(sheetContent, at: 1)
        graph.controls.push(self)
    }

    // MARK: PresentationLayer

    var layerRoot: Node? { sheet }
    var layerName: String { "ShareSheet" }
    var closesOnChoice: Bool { false }

    func dismissLayer() {
        graph.controls.remove(self)
        guard let sheet else { return }
        self.sheet = nil
        dismount(sheet)
    }

    override func didDisappear() {
        super.didDisappear()
        dismissLayer()
    }

    override func didUnmount() { graph.controls.remove(self) }

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        sheet.map(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("ShareLink \"\(title)\" → \(view.items.joined(separator: ", "))")
        guard let sheet else { return }
        output.nested("ShareSheet") { sheet.render(into: &$0) }
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension ShareLinkNode: TappedByPointer {}

/// It is drawn as its label in the tint.
extension ShareLinkNode: TintedLabelDrawing {
    static var drawnName: String { "ShareLink" }
}

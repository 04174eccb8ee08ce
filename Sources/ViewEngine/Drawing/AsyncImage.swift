/// A view that asynchronously loads and displays an image.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png"))
/// AsyncImage(url: user.avatarURL) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// The load is a task of the view on the host (Rules R9): it starts after the update pass in
/// which the view appeared, is cancelled when the view disappears, and a new URL (`!=`)
/// cancels it, shows `.empty` again at once and starts a new one. Until it ends the view
/// shows its placeholder (`.empty`), then the image (`.success`) or the failure. Where the
/// image comes from is the host's ``HostConfiguration/asyncImageLoader``: by default an image
/// named after the URL's last path component, as soon as the task runs (so ``ViewHost/settle()``
/// shows it). A `nil` URL loads nothing and stays `.empty`. A loaded image is kept while the
/// view keeps its identity; a view that reappears before its load ended starts it again.
///
/// ``ViewHost/render()`` writes `AsyncImage "https://example.com/icon.png" (empty)` above what
/// the view shows; `init(url:scale:)` shows nothing but the loaded image.
import ViewEngineCore

public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// What the view shows in a phase (`nil`: nothing).
    let content: @MainActor (AsyncImagePhase) -> Content?

    /// Creates a view that shows the image at `url` once loaded, with a standard placeholder
    /// (nothing in ``ViewHost/render()``) until then.
    ///
    /// ```swift
    /// AsyncImage(url: URL(string: "https://example.com/icon.png"), scale: 2)
    /// ```
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = { $0.image }
    }

    /// Creates a view that shows `content` with the loaded image, and `placeholder` until it
    /// has loaded (and when it fails).
    ///
    /// ```swift
    /// AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }
    /// ```
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// Creates a view whose `content` decides what to show in each phase of the load; a new
    /// phase is shown within `transaction` (recorded: the engine does not animate).
    ///
    /// ```swift
    /// AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
    ///     if let image = phase.image { image } else if phase.error != nil { Color.red } else { ProgressView() }
    /// }
    /// ```
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = { content($0) }
    }

    public typealias Body = Never
}

extension AsyncImage: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        AsyncImageNode(view, inputs)
    }
}

/// The node of an ``AsyncImage``: the phase, the load's task, and what the phase shows.
@MainActor
final class AsyncImageNode<Content: View>: TypedNode<AsyncImage<Content>> {
    private var view: AsyncImage<Content>
    private var phase = AsyncImagePhase.empty
    private var shown: TypedNode<Content?>!
    private var loading: Task<Void, Never>?

    init(_ view: AsyncImage<Content>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        shown = mountChild(view.content(phase), at: 0)
    }

    override func apply(_ view: AsyncImage<Content>) {
        let oldURL = self.view.url
        self.view = view
        if view.url != oldURL {
            // A new URL is a new load: the old one is dropped and the view starts empty.
            cancel()
            phase = .empty
            if isVisible { enqueueLoad() }
        }
        shown.update(view.content(phase))
    }

    /// Shows the phase the load ended in.
    override func reevaluate() {
        beginEvaluation()
        shown.update(view.content(phase))
    }

    override func didAppear() { enqueueLoad() }

    override func didDisappear() { cancel() }

    override func didUnmount() { cancel() }

    /// Starts the load after the pass, like a task, unless the image is there already.
    private func enqueueLoad() {
        guard case .empty = phase, view.url != nil else { return }
        graph.enqueue({ self.load() }, owner: self, trace: "load the image of AsyncImage")
    }

    private func load() {
        cancel()
        guard isMounted, isVisible, case .empty = phase, let url = view.url else { return }
        let loader = graph.configuration.asyncImageLoader
        loading = EngineTask.start(in: graph, priority: nil, isWanted: { [weak self] in self?.isVisible == true }) { [weak self] in
            let result: AsyncImagePhase
            do {
                result = .success(try await loader.load(url))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let self, self.isMounted, self.view.url == url else { return }
            self.loading = nil
            self.phase = result
            self.graph.invalidate(self)
        }
    }

    private func cancel() {
        loading?.cancel()
        loading = nil
    }

    override func forEachChild(_ body: (Node) -> Void) { body(shown) }

    override func renderLines(into output: inout RenderOutput) {
        let url = view.url.map { "\"\($0.absoluteString)\"" } ?? "nil"
        output.nested("AsyncImage \(url) (\(phase.name))") { shown.render(into: &$0) }
    }
}

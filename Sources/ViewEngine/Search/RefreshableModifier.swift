/// The modifier behind ``View/refreshable(action:)``.
import ViewEngineCore

public struct _RefreshableModifier: ViewModifier {
    let action: @MainActor () async -> Void
    public typealias Body = Never
}

extension _RefreshableModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        RefreshableNode(modifier, inputs)
    }
}

/// Makes its content refreshable (``ViewHost/refresh()``): one refresh at a time, in an
/// engine task, cancelled when the content disappears.
@MainActor
final class RefreshableNode<Content: View>: ControlModifierNode<Content, _RefreshableModifier>, Refreshing {
    private var running: Task<Void, Never>?
    private(set) var isRefreshing = false

    init(_ modifier: _RefreshableModifier, _ inputs: _ViewInputs) {
        super.init(kind: .refreshable, modifier, inputs)
    }

    /// Untitled: ``ViewHost/refresh()`` drives the one on screen.
    override var isTitledByContent: Bool { false }

    func startRefresh() {
        guard !isRefreshing else { return }
        isRefreshing = true
        let action = modifier.action
        running = VirtualClock.$current.withValue(graph.clock) {
            EngineTask.start(in: graph, priority: nil, isWanted: { [weak self] in self?.isVisible == true }) { [weak self] in
                await action()
                self?.isRefreshing = false
            }
        }
    }

    override func didDisappear() {
        super.didDisappear()
        running?.cancel()
        running = nil
        isRefreshing = false
    }

    override func didUnmount() { running?.cancel() }

    override func renderLines(into output: inout RenderOutput) {
        guard isRefreshing else { return content.render(into: &output) }
        output.line("(refreshing)")
        content.render(into: &output)
    }
}

/// A refreshable view the host drives.
@MainActor
protocol Refreshing: Node {
    var isRefreshing: Bool { get }
    func startRefresh()
}

extension View {
    /// Marks this view as refreshable.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .refreshable { items = await store.load() }
    /// ```
    ///
    /// Pull to refresh with ``ViewHost/refresh()``: the action runs as a task on the main
    /// actor, and the call returns when it has finished, moving the host's virtual clock
    /// as far as the action sleeps. While it runs, ``ViewHost/render()`` shows a
    /// `(refreshing)` line above the content.
    ///
    /// - Parameter action: An asynchronous handler that the engine calls when the user
    ///   refreshes.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}

extension ControlKind where Control == any Refreshing {
    /// A `Refreshable`, as drivers find it.
    static var refreshable: Self { Self("Refreshable") }
}

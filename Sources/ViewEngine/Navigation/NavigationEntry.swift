/// One view pushed on a navigation stack: the path value it shows (`nil` for a view
/// pushed outside the path), what made it, and its node. Its view's `\.dismiss` pops it.
import ViewEngineCore

@MainActor
final class NavigationEntry: Dismissing {
    let value: AnyHashable?
    weak var source: (any NavigationEntrySource)?
    private weak var stack: (any NavigationStacking)?
    var node: Node!

    init(value: AnyHashable?, source: (any NavigationEntrySource)?, stack: any NavigationStacking) {
        self.value = value
        self.source = source
        self.stack = stack
    }

    /// The view its source makes now, with its `dismiss` action in the environment.
    func view() -> AnyView {
        let destination = source?.destination(for: value)
            ?? AnyView(MissingDestination(value: value ?? AnyHashable("(none)")))
        return AnyView(destination.dismissed(by: self))
    }

    func dismissFromInside() { stack?.pop(self) }
}

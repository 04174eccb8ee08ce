/// What makes the view of a pushed entry: a `navigationDestination`, or a `NavigationLink`
/// with a destination view.
import ViewEngineCore

@MainActor
protocol NavigationEntrySource: AnyObject {
    /// The destination view for `value` (`nil` for a view pushed outside the path).
    func destination(for value: AnyHashable?) -> AnyView
    /// Its entry was popped (`navigationDestination(isPresented:)` writes `false`).
    func entryWasPopped()
}

extension NavigationEntrySource {
    func entryWasPopped() {}
}

/// A `navigationDestination(for:)`: the destination of path values of one type.
@MainActor
protocol NavigationDestinationProvider: NavigationEntrySource {
    func accepts(_ value: AnyHashable) -> Bool
}

@MainActor
struct WeakDestinationProvider {
    weak var provider: (any NavigationDestinationProvider)?
}

/// A navigation stack the host pops and links push onto.
@MainActor
protocol NavigationStacking: Node {
    var pushedCount: Int { get }
    func push(value: AnyHashable)
    func push(viewFrom source: any NavigationEntrySource)
    func pop(viewFrom source: any NavigationEntrySource)
    func popTop()
    func pop(_ entry: NavigationEntry)
    func register(_ provider: any NavigationDestinationProvider)
    func unregister(_ provider: any NavigationDestinationProvider)
    func sourceDidUpdate(_ source: any NavigationEntrySource)
    /// The back button's title while a view is pushed (or while the stack around, whose
    /// bar this stack shows, has one pushed); none otherwise.
    var backButtonTitle: String? { get }
    /// Whether its bar shows a back button (``backButtonTitle`` without fitting a title).
    var showsBackButton: Bool { get }
    /// The stack in the top view that shows this stack's bar in its own: a collapsed split
    /// view's stack hands its bar to a column's own stack (CollapsedSplitView.swift).
    var barHolder: (any NavigationStacking)? { get }
    /// Its views, the root first and the one it shows last.
    var levels: [Node] { get }
}

enum NavigationStacks {
    /// The navigation stack that `node` pushes onto: the nearest around it, not looking
    /// past a presentation (a sheet's content has its own navigation context).
    @MainActor static func nearest(above node: Node) -> (any NavigationStacking)? {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if let stack = each as? any NavigationStacking { return stack }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { return nil }
            child = each
            ancestor = each.parent
        }
        return nil
    }

    /// How many navigation stacks on screen have a pushed view.
    @MainActor static func pushedCount(in graph: ViewGraph) -> Int {
        graph.controls.visible(.navigationStack).count { $0.pushedCount > 0 }
    }
}

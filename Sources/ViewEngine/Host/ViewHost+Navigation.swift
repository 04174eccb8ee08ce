/// The navigation driver: the back button of the innermost navigation stack.
import ViewEngineCore

extension ViewHost {
    /// Pops the top view of the innermost navigation stack on screen, as its back button
    /// does: a path value is removed from the path (so `onChange(of: path)` fires), a
    /// `navigationDestination(isPresented:)` has its binding set to `false`, a view pushed
    /// by a `NavigationLink(destination:)` is popped.
    ///
    /// ```swift
    /// try host.tap("Mint")     // NavigationLink("Mint", value: Flavor.mint)
    /// try host.back()          // the flavor view disappears; the list appears again
    /// ```
    ///
    /// The innermost stack is the deepest one on screen (in the topmost presentation, if
    /// any) that has a pushed view; among stacks side by side, the last.
    ///
    /// - Throws: ``HostError`` if no navigation stack on screen has a pushed view.
    public func back() throws {
        try beginDriverCall("NavigationStack", "")
        let stacks = graph.controls.visible(.navigationStack)
        let reachable = stacks.filter(graph.controls.isReachable)
        let poppable = reachable.filter { $0.pushedCount > 0 }
        guard let innermost = poppable.max(by: { TreePosition.precedes($0, $1) }) else {
            if let layer = graph.controls.topLayer, stacks.contains(where: { $0.pushedCount > 0 }) {
                throw HostError(control: "NavigationStack", title: "", reason: .covered(by: layer.layerName),
                                availableTitles: [], availableCount: 0)
            }
            throw HostError(control: "NavigationStack", title: "", reason: .nothingToPop, availableTitles: [],
                            availableCount: reachable.count)
        }
        graph.runFrame(.userEvent, cause: "back") { innermost.popTop() }
    }
}

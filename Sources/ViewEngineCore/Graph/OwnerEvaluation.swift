extension Node {
    /// Runs `body` — a closure that the body of `owner` handed to this node, such as a
    /// `ForEach`'s content or a sheet's content — as part of the owner's body evaluation:
    /// its reads of `@State` and of `@Observable` properties are the owner's dependencies.
    package func evaluating<Result>(asPartOf owner: Node?, _ body: () -> Result) -> Result {
        guard let owner else { return body() }
        return graph.evaluatingBody(of: owner) {
            ObservationDependency.track(owner, body)
        }
    }

    /// Runs `body` as part of the evaluation of the body that built this node: the
    /// nearest body owner above it, found when needed (the parents of a mounted node are
    /// alive: see ``Node/parent``), so no node keeps a reference to it.
    @usableFromInline package func evaluatingForOwner<Result>(_ body: () -> Result) -> Result {
        evaluating(asPartOf: parent?.nearestBodyOwner, body)
    }
}

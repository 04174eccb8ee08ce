extension Node {
    /// Reads a value as this node's own dependency: when the state behind it changes,
    /// the node is invalidated and ``reevaluate()`` runs in the next pass.
    ///
    /// Controls use it so they follow their binding even when the view that created
    /// them did not read the value itself — `@State` behind it, or an `@Observable`
    /// property behind a `@Bindable` binding.
    package func readTracked<Value>(_ read: () -> Value) -> Value {
        beginEvaluation()
        return graph.evaluatingBody(of: self) {
            ObservationDependency.track(self, read)
        }
    }
}

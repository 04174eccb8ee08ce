extension View {
    /// Prints why this view's body is being evaluated, in SwiftUI's words; call it inside
    /// `body`.
    ///
    /// ```swift
    /// var body: some View {
    ///     let _ = Self._printChanges()
    ///     Text("\(count)")
    /// }
    /// // ContentView: @self, @identity, _count changed.   (first evaluation)
    /// // ContentView: _count changed.
    /// // ContentView: @self changed.                      (the parent passed new inputs)
    /// // ContentView: unchanged.
    /// ```
    ///
    /// `@self` means the parent supplied a view value that is not the same input (Rules
    /// R12), `@identity` that the view is new, `_name` that the dynamic property `name`
    /// changed (its `@State`, an `@Environment` value it reads, the object it observes),
    /// and `@dependencies` that something else it read changed (an `@Observable`
    /// property, another view's state through a binding). The line goes to
    /// ``HostConfiguration/printChangesHandler``, or standard output.
    @MainActor
    public static func _printChanges() {
        guard let node = CurrentEvaluation.node else { return }
        node.takeUnretainedValue().graph.printChanges()
    }
}

extension ViewGraph {
    /// Prints what `_printChanges()` prints for the body being evaluated; the first call
    /// turns on the recording of reasons, so a first evaluation is the only one it can
    /// describe without them.
    func printChanges() {
        guard let changes = explain.changes else {
            explain.recordsReasons = true
            guard let node = currentReader, explain.currentIsFirst else { return }
            return printChangesLine("\(node.viewTypeName): @self, @identity\(node.dynamicFieldNames.map { ", " + $0 }.joined()) changed.")
        }
        let line = changes.names.isEmpty
            ? "\(changes.view): unchanged."
            : "\(changes.view): \(changes.names.joined(separator: ", ")) changed."
        printChangesLine(line)
    }

    private func printChangesLine(_ line: String) {
        if let handler = configuration.printChangesHandler { handler(line) } else { print(line) }
    }
}

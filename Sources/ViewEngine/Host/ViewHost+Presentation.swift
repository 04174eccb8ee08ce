/// The presentation driver: dismissing the topmost sheet, cover, popover, alert, dialog or
/// open menu.
extension ViewHost {
    /// Dismisses the topmost presentation — a sheet, full-screen cover, popover, alert,
    /// confirmation dialog or open menu — as a swipe or a tap outside does: its binding is
    /// written (`isPresented` to `false`, `item` to `nil`), so `onChange` of it fires, and
    /// its content disappears, then `onDismiss` runs.
    ///
    /// ```swift
    /// Button("Edit") { isEditing = true }
    ///     .sheet(isPresented: $isEditing) { Editor() }
    ///     .onChange(of: isEditing) { print($0) }   // true, then false
    /// try host.tap("Edit")
    /// try host.dismiss()
    /// ```
    ///
    /// An alert or dialog dismissed this way runs none of its buttons' actions; tap one of
    /// them (``tap(_:)``) to choose it. A binding that refuses the write (a `.constant`)
    /// keeps the presentation up.
    ///
    /// It is the user's gesture, not a programmatic dismissal: a sheet, cover or popover
    /// whose content has `interactiveDismissDisabled(true)` refuses it, as iOS refuses the
    /// swipe. Tap the content's own button that calls `\.dismiss` (or writes the binding) to
    /// close it then.
    ///
    /// ```swift
    /// Form { ... }
    ///     .interactiveDismissDisabled(hasChanges)
    /// try host.dismiss()       // HostError while hasChanges is true
    /// try host.tap("Cancel")   // Button("Cancel") { dismiss() } closes it
    /// ```
    ///
    /// - Throws: ``HostError`` if nothing is presented, or the topmost presentation
    ///   refuses interactive dismissal.
    public func dismiss() throws {
        try beginDriverCall("Presentation", "")
        guard let layer = graph.controls.topLayer else {
            throw HostError(control: "Presentation", title: "", reason: .nothingToDismiss, availableTitles: [],
                            availableCount: NavigationStacks.pushedCount(in: graph))
        }
        if let presentation = layer as? any InteractivelyDismissible, presentation.refusesInteractiveDismissal {
            throw HostError(control: layer.layerName, title: "", reason: .interactiveDismissDisabled, availableTitles: [])
        }
        graph.runFrame(.userEvent, cause: "dismiss \(layer.layerName)") { layer.dismissLayer() }
    }
}

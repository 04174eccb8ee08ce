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
    /// - Throws: ``HostError`` if nothing is presented.
    public func dismiss() throws {
        try beginDriverCall("Presentation", "")
        guard let layer = graph.controls.topLayer else {
            throw HostError(control: "Presentation", title: "", reason: .nothingToDismiss, availableTitles: [],
                            availableCount: NavigationStacks.pushedCount(in: graph))
        }
        graph.runFrame(.userEvent, cause: "dismiss \(layer.layerName)") { layer.dismissLayer() }
    }
}

import ViewEngineCore
import Foundation

extension ViewHost {
    /// Drags the item of the `draggable` view that shows `source` onto the
    /// `dropDestination` that shows `destination`, as a finger does: the destination's
    /// `isTargeted` gets `true` in a frame of its own (the drag enters it), then its action
    /// runs with the item, at the destination's origin, and `isTargeted` gets `false`, in
    /// the frame of the drop. Returns what the action returned.
    ///
    /// ```swift
    /// Text("Apple").draggable("Apple")
    /// Text("Basket").dropDestination(for: String.self) { fruits, _ in basket += fruits; return true }
    /// try host.drop("Apple", on: "Basket")     // basket == ["Apple"]
    /// ```
    ///
    /// Both views are named as ``drag(_:by:)`` names its view: by their text, the string of
    /// one `Text` or the title of one control inside, or an accessibility identifier.
    ///
    /// - Throws: ``HostError`` if no draggable view or no drop destination shows the
    ///   title, several do, or the destination does not accept the item's type
    ///   (``HostError/Reason/dropRefused(itemType:)``: nothing happens, as when a drop is
    ///   refused).
    @discardableResult
    public func drop(_ source: String, on destination: String) throws -> Bool {
        let dragged = try control(.draggable, source, anyTitle: true) { $0.shows(source) }
        let target = try control(.dropDestination, destination, anyTitle: true) { $0.shows(destination) }
        let item = dragged.item()
        guard target.accepts(item) else {
            let kind = ControlKind<any DropTarget>.dropDestination
            let listed = graph.controls.titles(of: [kind.erased], upTo: HostError.listedTitlesLimit)
            throw HostError(control: kind.name, title: destination,
                            reason: .dropRefused(itemType: "\(Swift.type(of: item))"), availableTitles: listed.titles,
                            availableCount: listed.count, scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "drag \"\(source)\" over \"\(destination)\"") { target.setTargeted(true) }
        var accepted = false
        graph.runFrame(.userEvent, cause: "drop \"\(source)\" on \"\(destination)\"") {
            guard target.isMounted else { return }
            accepted = target.drop(item, at: .zero)
            target.setTargeted(false)
        }
        return accepted
    }
}

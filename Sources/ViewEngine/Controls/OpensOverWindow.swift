import ViewEngineCore

/// A control that opens a layer of its own over the window and is that layer while it is
/// open: a menu picker's options, a color picker's colors, a compact date picker's
/// calendar. While it is open, drivers reach only what it shows (``PresentationLayer``);
/// a choice, a dismissal or the control's disappearance closes it.
@MainActor
protocol OpensOverWindow: Opening, PresentationLayer {
    /// Whether its layer is open over the window.
    var isOpenOverWindow: Bool { get set }
}

extension OpensOverWindow {
    /// Opens its layer, on top of everything else.
    func open() {
        guard !isOpenOverWindow else { return }
        isOpenOverWindow = true
        graph.controls.push(self)
    }

    /// Closes its layer.
    func close() {
        guard isOpenOverWindow else { return }
        isOpenOverWindow = false
        graph.controls.remove(self)
    }

    var layerRoot: Node? { isOpenOverWindow ? self : nil }
    func dismissLayer() { close() }
}

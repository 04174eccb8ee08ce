/// The node of a control the host can drive (button, text field, toggle): it is
/// registered under its title while it is visible.
@MainActor
class ControlNode<V: View>: TypedNode<V>, RegisteredControl {
    let kind: ControlRegistry.Kind
    private(set) var title: String

    init(kind: ControlRegistry.Kind, title: String, graph: ViewGraph, parent: Node?, index: Int) {
        self.kind = kind
        self.title = title
        super.init(graph: graph, parent: parent, index: index)
    }

    /// Changes the title, moving the registration if the control is visible.
    final func retitle(_ newTitle: String) {
        guard newTitle != title else { return }
        if isVisible { graph.controls.unregister(self, as: kind, title: title) }
        title = newTitle
        if isVisible { graph.controls.register(self, as: kind, title: title) }
    }

    override func didAppear() { graph.controls.register(self, as: kind, title: title) }
    override func didDisappear() { graph.controls.unregister(self, as: kind, title: title) }
}

/// A control whose title a modifier can set (`accessibilityLabel`).
@MainActor
protocol TitledControl: AnyObject {
    func retitle(_ newTitle: String)
}

extension ControlNode: TitledControl {}

/// A node the driver registry knows by kind and title.
@MainActor
protocol RegisteredControl: AnyObject {
    var kind: ControlRegistry.Kind { get }
    var title: String { get }
}

extension Node {
    /// The strings of the `Text` views in this subtree, joined by spaces (a control's
    /// title); a subtree without text is titled by the names of its images
    /// (`Button { } label: { Image(systemName: "gear") }` is "gear").
    var textContent: String {
        var strings: [String] = []
        var images: [String] = []
        collectText(into: &strings, images: &images, now: graph.clock.date(at: graph.clock.now))
        return (strings.isEmpty ? images : strings).joined(separator: " ")
    }

    private func collectText(into strings: inout [String], images: inout [String], now: Date) {
        if let text = self as? LeafNode<Text> {
            strings.append(text.view.resolved(now: now))
        } else if let image = self as? LeafNode<Image> {
            images.append(image.view.name)
        } else {
            forEachChild { $0.collectText(into: &strings, images: &images, now: now) }
        }
    }
}

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// ```swift
/// DisclosureGroup("Items", isExpanded: $showItems) {
///     Toggle("Toggle 1", isOn: $toggleStates.oneIsOn)
/// }
/// ```
///
/// Tap its label (``ViewHost/tap(_:)`` by the label's text) to expand or collapse it: the
/// `isExpanded` binding is written (or, without one, the group's own state, collapsed at
/// first). Its content is mounted only while it is expanded — its `onAppear` runs when it
/// expands, its `onDisappear` when it collapses — and ``ViewHost/render()`` writes
/// `DisclosureGroup "Items" (expanded)` above it, or `DisclosureGroup "Items"` alone.
import ViewEngineCore

public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content view, collapsed at first.
    ///
    /// ```swift
    /// DisclosureGroup {
    ///     Text("Details")
    /// } label: {
    ///     Label("More", systemImage: "info.circle")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content view, and a binding to
    /// the expansion state.
    ///
    /// ```swift
    /// DisclosureGroup(isExpanded: $isExpanded) { Text("Details") } label: { Text("More") }
    /// ```
    ///
    /// - Parameters:
    ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state.
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public typealias Body = Never
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a string to create a text label, collapsed at first.
    ///
    /// ```swift
    /// DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A string that describes the contents of the disclosure group.
    ///   - content: The content shown when the disclosure group expands.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a string to create a text label and a binding to
    /// the expansion state.
    ///
    /// ```swift
    /// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug", isOn: $debug) }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A string that describes the contents of the disclosure group.
    ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state.
    ///   - content: The content shown when the disclosure group expands.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        DisclosureGroupNode(view, inputs)
    }
}

/// The node of a ``DisclosureGroup``: a button-like control (its label) that expands and
/// collapses it, and its content while expanded.
@MainActor
final class DisclosureGroupNode<Label: View, Content: View>: LabeledControlNode<DisclosureGroup<Label, Content>, Label>, Activating {
    /// The expansion state when no binding holds it.
    private var ownExpanded = false
    private var content: TypedNode<Content>?

    init(_ view: DisclosureGroup<Label, Content>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .button, inputs)
        followExpansion()
    }

    override func apply(_ view: DisclosureGroup<Label, Content>) {
        update(view, label: view.label)
        content?.update(view.content)
        followExpansion()
    }

    /// The `isExpanded` binding changed.
    override func reevaluate() { followExpansion() }

    private var isExpanded: Bool {
        guard let binding = view.isExpanded else { return ownExpanded }
        return readTracked { binding.wrappedValue }
    }

    /// Mounts or removes the content as the expansion state says.
    private func followExpansion() {
        switch (isExpanded, content) {
        case (true, nil): content = mountChild(view.content, at: 1)
        case (false, let node?):
            content = nil
            dismount(node)
        default: break
        }
    }

    /// A tap on the label: expands or collapses the group.
    func activate() {
        if let binding = view.isExpanded {
            binding.wrappedValue = !(content != nil)
        } else {
            ownExpanded.toggle()
            followExpansion()
        }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        content.map(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        guard let content else { return output.line("DisclosureGroup \"\(title)\"") }
        output.nested("DisclosureGroup \"\(title)\" (expanded)") { content.render(into: &$0) }
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension DisclosureGroupNode: TappedByPointer {}

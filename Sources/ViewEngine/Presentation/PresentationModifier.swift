/// The modifier behind the presentation modifiers: ``View/sheet(isPresented:onDismiss:content:)``,
/// ``View/fullScreenCover(isPresented:onDismiss:content:)``, ``View/popover(isPresented:content:)``,
/// their `item:` forms, ``View/alert(_:isPresented:actions:)-(_,_,_)`` and
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:)``.
///
/// You don't create it directly:
///
/// ```swift
/// Button("Show") { isShowing = true }
///     .sheet(isPresented: $isShowing) { Detail() }
/// ```
import ViewEngineCore

public struct _PresentationModifier<Presented: View>: ViewModifier {
    let style: PresentationStyle
    /// What is presented now, read through the binding: `nil` when nothing is.
    let presentation: () -> Presentation<Presented>?
    /// Writes the binding as dismissing does (`false`, or `nil`).
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?

    public typealias Body = Never
}

/// The kind of a presentation: how it is named and whether a chosen button closes it.
enum PresentationStyle {
    case sheet, fullScreenCover, popover
    case alert(title: String)
    case confirmationDialog(title: String)
    case actionSheet(title: String)

    /// `Sheet`, `Alert`...: the block ``ViewHost/render()`` writes, and the name in errors.
    var name: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "FullScreenCover"
        case .popover: "Popover"
        case .alert: "Alert"
        case .confirmationDialog: "ConfirmationDialog"
        case .actionSheet: "ActionSheet"
        }
    }

    /// The heading ``ViewHost/render()`` writes above the presented content.
    var heading: String {
        switch self {
        case .alert(let title), .confirmationDialog(let title), .actionSheet(let title):
            "\(name) \"\(title)\""
        default: name
        }
    }

    /// Alerts and dialogs close when one of their buttons is chosen.
    var closesOnChoice: Bool {
        switch self {
        case .alert, .confirmationDialog, .actionSheet: true
        default: false
        }
    }
}

/// One presentation: its identity (a new one replaces the content) and its content.
struct Presentation<Presented> {
    let id: AnyHashable
    let content: () -> Presented
}

extension _PresentationModifier {
    /// A presentation driven by a Boolean binding.
    init(style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
         content: @escaping () -> Presented) {
        self.init(style: style,
                  presentation: { isPresented.wrappedValue ? Presentation(id: true, content: content) : nil },
                  dismiss: { isPresented.wrappedValue = false },
                  onDismiss: onDismiss)
    }

    /// A presentation driven by an optional item: a new item (by `id`) is a new presentation.
    init<Item: Identifiable>(style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
                             content: @escaping (Item) -> Presented) {
        self.init(style: style,
                  presentation: {
                      guard let value = item.wrappedValue else { return nil }
                      return Presentation(id: AnyHashable(value.id), content: { content(value) })
                  },
                  dismiss: { item.wrappedValue = nil },
                  onDismiss: onDismiss)
    }
}

extension _PresentationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        PresentationNode(modifier, inputs)
    }
}

/// The node of a presentation modifier: the presenting content, and the presented
/// content while the binding says so.
///
/// The presented content is a subtree of its own, mounted when the binding presents it
/// (its `onAppear`, tasks and `onChange` run as anywhere else) and unmounted when the
/// binding dismisses it (its `onDisappear`, then `onDismiss`, at the end of the pass). A new
/// item appears before the old one disappears (Rules R13). While it is on screen, it is
/// the topmost presentation: drivers reach only the controls inside it.
@MainActor
final class PresentationNode<Content: View, Presented: View>: ModifierNode<Content, _PresentationModifier<Presented>>, InteractivelyDismissible, PresentationBoundary, Dismissing {
    private var presented: TypedNode<ModifiedContent<Presented, _PresentationEnvironmentModifier>>?
    private var presentedID: AnyHashable?
    /// The presentation's appearance: the color scheme its views prefer.
    private let appearance = PresentationAppearance()

    override func didMountContent() {
        // A new preferred scheme is a new environment for the presented view.
        appearance.preferenceDidChange = { [unowned self] in graph.invalidate(self) }
        followBinding()
    }

    override func modifierDidUpdate(from old: _PresentationModifier<Presented>) { followBinding() }

    /// The binding changed.
    override func reevaluate() { followBinding() }

    /// Presents, updates, replaces or dismisses the content as the binding says.
    private func followBinding() {
        let current = readTracked { modifier.presentation() }
        guard let current else { return removePresented() }
        let view = evaluatingForOwner(current.content).dismissed(by: self, appearance: appearance)
        if let presented, presentedID == current.id {
            presented.update(view)
            return
        }
        let old = presented
        presentedID = current.id
        // The presented view before it appears: the preferences its views tell as they
        // appear stop at this boundary and reach the presentation's own observers (R21).
        let mounted = makeNode(view, parent: self, index: 1)
        presented = mounted
        if isVisible { mounted.appear() }
        graph.controls.push(self)
        if let old { dismount(old) }
    }

    private func removePresented() {
        guard let old = presented else { return }
        presented = nil
        presentedID = nil
        graph.controls.remove(self)
        dismount(old)
        if let onDismiss = modifier.onDismiss { graph.enqueueDisappearance(onDismiss, of: self) }
    }

    // MARK: PresentationLayer

    var layerRoot: Node? { presented }
    var layerName: String { modifier.style.name }
    var closesOnChoice: Bool { modifier.style.closesOnChoice }
    func dismissLayer() { modifier.dismiss() }

    /// A sheet, cover or popover whose content has `interactiveDismissDisabled(true)`.
    var refusesInteractiveDismissal: Bool {
        guard !modifier.style.closesOnChoice, let presented else { return false }
        return InteractiveDismissal.isDisabled(under: presented)
    }

    /// `@Environment(\.dismiss)` inside the presented content.
    func dismissFromInside() { modifier.dismiss() }

    func isPresentedContent(_ node: Node) -> Bool { node === presented }

    override func didUnmount() { graph.controls.remove(self) }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        presented.map(body)
    }

    /// The presented content is laid out in the window, above the views (PresentedLayout.swift),
    /// not in its presenter's place.
    override func appendLayoutSubviews(to subviews: inout [Node]) { content.appendLayoutSubviews(to: &subviews) }

    /// The presented content's node, while presented.
    var presentedContent: Node? { presented }

    /// How the content is presented.
    var presentationStyle: PresentationStyle { modifier.style }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let presented else { return }
        output.nested(modifier.style.heading) { presented.render(into: &$0) }
    }
}

/// A node that presents content of its own (a sheet, an alert): the presented content is
/// outside the navigation context of the presenting view.
@MainActor
protocol PresentationBoundary: Node {
    /// Whether `node`, a child of this one, is the presented content.
    func isPresentedContent(_ node: Node) -> Bool
}

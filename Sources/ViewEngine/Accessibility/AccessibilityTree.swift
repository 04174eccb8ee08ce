// The accessibility tree iOS builds from SwiftUI views, as VoiceOver and XCUITest read it
// (Rules: Host, "The accessibility tree"): which view is which element, what its label,
// identifier and value are, and which elements contain others. `XCUIAutomation` queries
// it; its elements are tapped through the pointer (``ViewHost/tap(at:)``), as XCUITest
// taps an element at its center.
//
// The model, from Apple's documentation of the modifiers and of XCUIElement.ElementType:
// - A control is one element, its label its title (`accessibilityLabel` overrides it): the
//   texts and images of its label are not elements of their own.
// - A `Text` is a static text, an `Image` an image, each labelled by what it shows.
// - `accessibilityIdentifier` gives the identifier to the elements inside it that have
//   none of their own (the innermost wins); `accessibilityHidden(true)` removes them.
// - `accessibilityElement(children: .ignore/.combine)` makes its content one element,
//   labelled by the labels inside joined with ", "; `.contain` makes a container element.
// - `accessibilityRepresentation(representation:)` replaces the view's elements with those
//   of its representation (never drawn), at the view's frame.
// - A `List` (or `Form`) is a collection view whose rows are cells; a `NavigationStack`
//   shows a navigation bar, identified by its title, holding the title, the back button
//   while a view is pushed, and the toolbar's items; a `TabView` shows its selected tab's
//   elements, then a tab bar of one button per tab; a `ScrollView` is a scroll view.
// - A segmented picker is a segmented control of one button per option (the chosen one
//   selected), a wheel picker a picker holding a wheel whose value is the choice, a menu
//   picker a button whose value is the choice.
// - An alert is an alert element, identified by its title, holding its title and message
//   and its buttons where they are drawn; a confirmation dialog is a sheet element.

import ViewEngineCore

/// One element of the accessibility tree (Host/ViewHost+Accessibility.swift gives a host's).
package struct AccessibilityElement: Sendable, Equatable {
    /// What kind of element it is, as XCUITest's element types name them.
    package enum Role: String, Sendable, CaseIterable {
        case application, other, button, staticText, textField, secureTextField, textView
        case `switch`, slider, stepper, image, link, cell, collectionView, navigationBar
        case tabBar, picker, pickerWheel, segmentedControl, datePicker, searchField, scrollView
        case alert, sheet, activityIndicator, progressIndicator
        /// The system's on-screen keyboard and its keys (XCUIAutomation adds them while a
        /// field is edited; the app's views never make them).
        case keyboard, key
    }

    /// Its kind.
    package var role: Role
    /// What VoiceOver reads: a control's title, a text's string.
    package var label: String
    /// Its `accessibilityIdentifier`, or empty.
    package var identifier: String = ""
    /// Its value: a switch's `"0"`/`"1"`, a field's text, a slider's percent.
    package var value: String?
    /// A text field's prompt, shown while it is empty.
    package var placeholderValue: String?
    /// Its frame in the window.
    package var frame: CGRect
    /// Whether it takes input (`.disabled(true)` says no).
    package var isEnabled: Bool = true
    /// Whether it is selected (a selected tab, a switch that is on).
    package var isSelected: Bool = false
    /// Whether it has keyboard focus (a text field being edited).
    package var hasFocus: Bool = false
    /// The elements inside it, in reading order.
    package var children: [AccessibilityElement] = []

    package init(role: Role, label: String, identifier: String = "", value: String? = nil,
                 frame: CGRect, isEnabled: Bool = true, children: [AccessibilityElement] = []) {
        self.role = role
        self.label = label
        self.identifier = identifier
        self.value = value
        self.frame = frame
        self.isEnabled = isEnabled
        self.children = children
    }

    /// The element and the elements inside it at `frame` (an `accessibilityRepresentation`'s,
    /// which is not laid out, at the frame of the view it represents).
    func placed(at frame: CGRect) -> AccessibilityElement {
        var element = self
        element.frame = frame
        element.children = children.map { $0.placed(at: frame) }
        return element
    }

    /// The tree as indented lines, `Button "Add" id=add value=… [disabled]`, for failure messages.
    package var description: String { lines(indent: "").joined(separator: "\n") }

    private func lines(indent: String) -> [String] {
        var line = indent + role.rawValue + " \"" + label + "\""
        if !identifier.isEmpty { line += " id=\"\(identifier)\"" }
        if let value { line += " value=\"\(value)\"" }
        if !isEnabled { line += " disabled" }
        return [line] + children.flatMap { $0.lines(indent: indent + "  ") }
    }
}

/// Walks the shown nodes and builds their elements.
@MainActor
struct AccessibilityTreeBuilder {
    /// What the modifiers around a node give the elements inside it.
    struct Context {
        var identifier: String?
        var label: String?
        var value: String?
        /// The list whose rows are not reached yet, when inside one.
        var list: Node?
        /// Whether the views are an `accessibilityRepresentation`'s, mounted but never
        /// shown: their modifiers count though they are not visible.
        var isRepresentation = false
    }

    let now: Date
    let focused: Node?

    /// The elements `node` and its subtree make, in reading order.
    mutating func elements(of node: Node, _ outer: Context) -> [AccessibilityElement] {
        var context = outer
        if let list = context.list, node !== list, let placed = Self.rowPlaced(under: node),
           let frame = ListRowContext.rowFrame(of: placed) ?? placed.frameInWindow {
            // A row of the list: a cell holding its content's elements, from the outermost
            // node of the row (a control, `onDelete`'s row, a modifier around the view the
            // list places).
            context.list = nil
            let content = elements(of: node, context)
            guard !content.isEmpty else { return content }
            return [AccessibilityElement(role: .cell, label: "", identifier: outer.identifier ?? "", frame: frame, children: content)]
        }
        if let represented = node as? any AccessibilityRepresenting {
            // The representation's elements, at the content's frame (it is not laid out).
            var inner = context
            inner.isRepresentation = true
            let frame = node.frameInWindow ?? .zero
            return elements(of: represented.representationNode, inner).map { $0.placed(at: frame) }
        }
        if let recording = node as? any RecordingNode, recording.isVisible || context.isRepresentation, let role = recording.role {
            switch role {
            case .accessibilityHidden(true): return []
            case .accessibilityIdentifier(let identifier): context.identifier = identifier
            case .accessibilityLabel(let label): context.label = label
            case .accessibilityValue(let value): context.value = value
            case .accessibilityElement(let children): return element(grouping: node, children, context)
            case .accessibilityHidden(false), .interactiveDismissDisabled: break
            }
        }
        if let stack = node as? any NavigationStacking & RegisteredControl {
            return navigationBar(of: stack, context)
        }
        if let swipe = node as? any SwipeActing & PointerTargeting {
            return elements(ofSwipeRow: swipe, context)
        }
        if let tab = node as? any TabItem {
            // Its button is in the tab bar (its tab view's); its content shows when selected.
            guard tab.isSelected || tab.standsAside else { return [] }
            var result: [AccessibilityElement] = []
            node.forEachChild { if $0 !== tab.tabLabel { result += elements(of: $0, context) } }
            return result
        }
        if let tabView = node as? any TabViewHosting & PointerTargeting {
            let content = children(of: node, context)
            let buttons = tabView.pointerRegions.map(\.target).filter { $0.kind == ControlKind<any Activating>.tab.name }
            guard let first = buttons.first else { return content }
            let tabs = Self.tabs(under: node)
            let bar = AccessibilityElement(role: .tabBar, label: "Tab Bar", frame: buttons.dropFirst().reduce(first.frame) { $0.union($1.frame) },
                                           children: buttons.map { target in
                                               let tab = tabs.first { $0.title == target.title }
                                               var button = AccessibilityElement(role: .button, label: target.title,
                                                                                 identifier: tab?.identifier ?? "", frame: target.frame,
                                                                                 isEnabled: target.isEnabled)
                                               button.isSelected = tabs.contains { $0.title == target.title && $0.isSelected }
                                               return button
                                           })
            return content + [bar]
        }
        if let presenter = node as? any PresentingNode {
            var result = elements(of: presenter.presentingContent, context)
            if let presented = presenter.presentedContent {
                result += presentedElements(presenter, presented, context)
            }
            return result
        }
        if let picker = node as? any PickerShowing & RegisteredControl {
            return [element(ofPicker: picker, context)]
        }
        if node is any Scrolling {
            return [AccessibilityElement(role: .scrollView, label: "", identifier: context.identifier ?? "",
                                         frame: node.frameInWindow ?? .zero, children: children(of: node, Context(list: context.list)))]
        }
        if let control = node as? any RegisteredControl, let role = Self.role(of: control) {
            return [element(of: control, role, context)]
        }
        if node is any ListRowsContainer, !NestedList.isMerged(node) {
            var inner = context
            inner.identifier = nil
            inner.list = node
            let rows = children(of: node, inner)
            return [AccessibilityElement(role: .collectionView, label: "", identifier: context.identifier ?? "",
                                         frame: node.frameInWindow ?? .zero, children: rows)]
        }
        if let meter = node as? any MeterReading, meter.isProgressView {
            // A progress view: a spinner is an activity indicator, a bar a progress
            // indicator whose value is its percent.
            let label = context.label ?? children(of: node, Context()).compactMap { $0.label.isEmpty ? nil : $0.label }.first ?? ""
            let percent = meter.meterFraction.map { "\(Int(($0 * 100).rounded()))%" }
            return [AccessibilityElement(role: percent == nil ? .activityIndicator : .progressIndicator, label: label,
                                         identifier: context.identifier ?? "", value: context.value ?? percent,
                                         frame: node.frameInWindow ?? .zero)]
        }
        if let text = node.displayedText(at: now), !text.isEmpty {
            return [AccessibilityElement(role: .staticText, label: context.label ?? text, identifier: context.identifier ?? "",
                                         value: context.value, frame: node.frameInWindow ?? .zero)]
        }
        if let image = node.displayedImageName {
            return [AccessibilityElement(role: .image, label: context.label ?? image, identifier: context.identifier ?? "",
                                         value: context.value, frame: node.frameInWindow ?? .zero)]
        }
        return children(of: node, context)
    }

    /// The one view a list places under `node`, when there is one: `node` is then its
    /// row's outermost node. (Under a `ForEach` or a `Section` there are several.)
    private static func rowPlaced(under node: Node) -> Node? {
        var placed: [Node] = []
        func visit(_ node: Node) {
            guard placed.count < 2 else { return }
            if node.placedFrame != nil { return placed.append(node) }
            node.forEachChild(visit)
        }
        visit(node)
        return placed.count == 1 ? placed[0] : nil
    }

    private mutating func children(of node: Node, _ context: Context) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        node.forEachChild { result += elements(of: $0, context) }
        return result
    }

    /// A row with swipe actions: its content's elements and, while it is swiped open, its
    /// actions' buttons where they are drawn; as a list's row, one cell holding them.
    private mutating func elements(ofSwipeRow swipe: any SwipeActing & PointerTargeting, _ context: Context) -> [AccessibilityElement] {
        var inner = context
        inner.list = nil
        var content = elements(of: swipe.row, inner)
        if swipe.isOpen {
            content += swipe.pointerRegions.map(\.target).filter { $0.kind == SwipeActionsGeometry.actionKind }.map {
                AccessibilityElement(role: .button, label: $0.title, frame: $0.frame, isEnabled: $0.isEnabled)
            }
        }
        guard context.list != nil, let frame = ListRowContext.rowFrame(of: swipe.row) ?? swipe.row.frameInWindow else { return content }
        return [AccessibilityElement(role: .cell, label: "", identifier: context.identifier ?? "", frame: frame, children: content)]
    }

    /// The titles of the selected tabs under `node`.
    private static func tabs(under node: Node) -> [(title: String, isSelected: Bool, identifier: String?)] {
        var tabs: [(title: String, isSelected: Bool, identifier: String?)] = []
        func visit(_ each: Node) {
            if let tab = each as? any TabItem, !tab.standsAside {
                tabs.append((tab.title, tab.isSelected, firstIdentifier(in: tab.tabLabel)))
                return
            }
            each.forEachChild(visit)
        }
        node.forEachChild(visit)
        return tabs
    }

    /// The first accessibility identifier set in `node`'s subtree (a tab item's label: iOS
    /// gives its text's identifier to the tab bar's button).
    private static func firstIdentifier(in node: Node) -> String? {
        firstRecorded(in: node) { if case .accessibilityIdentifier(let identifier)? = $0.role { identifier } else { nil } }
    }

    /// The first accessibility label set in `node`'s subtree (a button's label: iOS reads
    /// an `accessibilityLabel` on the image inside a button as the button's).
    private static func firstLabel(in node: Node) -> String? {
        firstRecorded(in: node) { if case .accessibilityLabel(let label)? = $0.role { label } else { nil } }
    }

    private static func firstRecorded(in node: Node, _ value: (any RecordingNode) -> String?) -> String? {
        if let recording = node as? any RecordingNode, let found = value(recording) { return found }
        var found: String?
        node.forEachChild { child in if found == nil { found = firstRecorded(in: child, value) } }
        return found
    }

    /// A presentation's elements: an alert (a dialog: a sheet) with its title, message and
    /// buttons where they are drawn; a sheet's, a cover's or a popover's content as it is.
    private mutating func presentedElements(_ presenter: any PresentingNode, _ presented: Node, _ context: Context) -> [AccessibilityElement] {
        guard let chrome = presenter.chrome else { return elements(of: presented, Context()) }
        let title: String
        let role: AccessibilityElement.Role
        switch presenter.presentationStyle {
        case .alert(let text): (title, role) = (text, .alert)
        case .confirmationDialog(let text), .actionSheet(let text): (title, role) = (text, .sheet)
        case .sheet, .fullScreenCover, .popover: return elements(of: presented, Context())
        }
        let frame = chrome.cards.dropFirst().reduce(chrome.cards.first?.rect ?? .zero) { $0.union($1.rect) }
        let texts = PresentedChrome.parts(of: presented, at: now).message
        var children: [AccessibilityElement] = []
        if !title.isEmpty { children.append(AccessibilityElement(role: .staticText, label: title, frame: frame)) }
        children += texts.map { AccessibilityElement(role: .staticText, label: $0, frame: frame) }
        children += chrome.buttons.map { button in
            AccessibilityElement(role: .button, label: button.title, frame: button.rect, isEnabled: button.node.environment.values.isEnabled)
        }
        return [AccessibilityElement(role: role, label: title, identifier: title, frame: frame, children: children)]
    }

    /// A picker's element, by its look: a segmented control of its options, a picker
    /// holding a wheel, or a button; its value is the chosen option.
    private func element(ofPicker picker: any PickerShowing & RegisteredControl, _ context: Context) -> AccessibilityElement {
        let frame = picker.frameInWindow ?? .zero
        let chosen = picker.selectedTitle
        let isEnabled = picker.environment.values.isEnabled
        let label = context.label ?? picker.title
        let identifier = context.identifier ?? ""
        let options = (picker as? any PointerTargeting)?.pointerRegions.map(\.target).filter { $0.part != nil } ?? []
        // One button per option where it is drawn, the chosen one selected.
        let buttons = options.map { option in
            var button = AccessibilityElement(role: .button, label: option.part ?? "", frame: option.frame, isEnabled: isEnabled)
            button.isSelected = option.part == chosen
            return button
        }
        switch PickerLook.of(picker) {
        case .segmented, .inlineRows:
            let role: AccessibilityElement.Role = PickerLook.of(picker) == .segmented ? .segmentedControl : .other
            return AccessibilityElement(role: role, label: label, identifier: identifier, frame: frame, isEnabled: isEnabled, children: buttons)
        case .wheel:
            let wheel = AccessibilityElement(role: .pickerWheel, label: label, value: chosen, frame: frame, isEnabled: isEnabled)
            return AccessibilityElement(role: .picker, label: label, identifier: identifier, frame: frame, isEnabled: isEnabled, children: [wheel])
        case .menu, .navigationLink:
            let region = (picker as? any PointerTargeting)?.pointerRegions.first?.target.frame
            return AccessibilityElement(role: .button, label: label, identifier: identifier, value: chosen, frame: region ?? frame, isEnabled: isEnabled)
        }
    }

    /// The element kinds of the controls that are elements, by the kind each registers
    /// as; the other registered kinds (gestures, drop destinations, swipe actions…) leave
    /// their content's elements as they are. (Pickers, tabs and navigation stacks are
    /// handled before: their elements are more than one.)
    private static let roles: [AnyControlKind: AccessibilityElement.Role] = [
        ControlKind<any Activating & RegisteredControl>.button.erased: .button,
        ControlKind<any Opening & Activating>.menu.erased: .button,
        ControlKind<any Flipping>.toggle.erased: .switch,
        ControlKind<any TextEditing & RegisteredControl>.textField.erased: .textField,
        ControlKind<any TextEditing & RegisteredControl>.textEditor.erased: .textView,
        ControlKind<any TextEditing & RegisteredControl>.searchField.erased: .searchField,
        ControlKind<any Sliding>.slider.erased: .slider,
        ControlKind<any Stepping>.stepper.erased: .stepper,
        ControlKind<any DateSelecting>.datePicker.erased: .datePicker,
    ]

    /// The element kind of `control`, or `nil` when it is not an element of its own.
    private static func role(of control: any RegisteredControl) -> AccessibilityElement.Role? {
        let role = roles[control.kind]
        if role == .textField, (control as? any SecureEntry)?.isSecure == true { return .secureTextField }
        return role
    }

    /// A control's element: its title (or the label given it), its value.
    private func element(of control: any RegisteredControl, _ role: AccessibilityElement.Role, _ context: Context) -> AccessibilityElement {
        let frame = (role == .switch ? ListRowContext.rowFrame(of: control) : nil) ?? control.frameInWindow ?? .zero
        // A button's element is its label's: an accessibility label or identifier set inside
        // it (on its image, its text) is the button's.
        let inner: (label: String?, identifier: String?) = role == .button
            ? (Self.firstLabel(in: control), Self.firstIdentifier(in: control)) : (nil, nil)
        var element = AccessibilityElement(role: role, label: context.label ?? inner.label ?? control.title,
                                           identifier: context.identifier ?? inner.identifier ?? "",
                                           value: context.value ?? (control as? any AccessibilityValued)?.accessibilityValueText,
                                           frame: frame, isEnabled: control.environment.values.isEnabled)
        if let field = control as? any TextEditing {
            element.hasFocus = focused === field
            if field.buffer.isEmpty { element.placeholderValue = control.title }
        }
        if role == .switch { element.isSelected = element.value == "1" }
        if role == .stepper, let regions = (control as? any PointerTargeting)?.pointerRegions {
            // The − and + halves of its pill, as iOS exposes a stepper's two buttons.
            element.children = regions.compactMap { region in
                let label = switch region.target.part { case "−": "Decrement"; case "+": "Increment"; default: String?.none }
                return label.map { AccessibilityElement(role: .button, label: $0, frame: region.target.frame, isEnabled: region.target.isEnabled) }
            }
        }
        return element
    }

    /// `accessibilityElement(children:)`: a container of the elements inside (`.contain`),
    /// or one element labelled by their labels (`.ignore`, `.combine`).
    private mutating func element(grouping node: Node, _ behavior: AccessibilityChildBehavior, _ context: Context) -> [AccessibilityElement] {
        var inner = context
        inner.identifier = nil
        inner.label = nil
        inner.value = nil
        let content = children(of: node, inner)
        let frame = node.frameInWindow ?? .zero
        switch behavior {
        case .contain:
            return [AccessibilityElement(role: .other, label: context.label ?? "", identifier: context.identifier ?? "",
                                         value: context.value, frame: frame, children: content)]
        case .ignore, .combine:
            let leaves = content.flatMap(\.leaves)
            let label = context.label ?? leaves.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            // One control inside keeps its kind: the element is still a button.
            let role = leaves.count == 1 && leaves[0].role != .staticText ? leaves[0].role : .other
            return [AccessibilityElement(role: role, label: label, identifier: context.identifier ?? "", value: context.value ?? leaves.first?.value,
                                         frame: frame, isEnabled: leaves.allSatisfy(\.isEnabled))]
        }
    }

    /// A navigation stack: its bar (the title, the back button while a view is pushed,
    /// the toolbar's items) above the shown view's elements.
    private mutating func navigationBar(of stack: any NavigationStacking & RegisteredControl, _ context: Context) -> [AccessibilityElement] {
        var collector = BarCollector()
        var content: [AccessibilityElement] = []
        stack.forEachChild { content += contentElements(of: $0, context, collecting: &collector) }
        guard let frame = stack.frameInWindow else { return content }
        let barFrame = CGRect(x: frame.minX, y: max(0, frame.minY - NavigationBar.overlap(of: stack)), width: frame.width, height: NavigationBar.height(of: stack))
        var bar: [AccessibilityElement] = []
        if let back = (stack as? any PointerTargeting)?.pointerRegions.first(where: { $0.target.kind == "Back" })?.target {
            bar.append(AccessibilityElement(role: .button, label: back.title.isEmpty ? "Back" : back.title, identifier: "BackButton", frame: back.frame))
        }
        if let title = collector.title, !title.isEmpty {
            bar.append(AccessibilityElement(role: .staticText, label: title, frame: barFrame))
        }
        bar += collector.items
        let element = AccessibilityElement(role: .navigationBar, label: "", identifier: collector.title ?? "", frame: barFrame, children: bar)
        return [element] + content
    }

    /// What a navigation stack collects from the view it shows: the innermost title, and
    /// the toolbar's items.
    struct BarCollector {
        var title: String?
        var items: [AccessibilityElement] = []
    }

    /// The elements of a stack's content, collecting its bar's title and items on the way
    /// (a nested stack collects its own).
    private mutating func contentElements(of node: Node, _ context: Context, collecting collector: inout BarCollector) -> [AccessibilityElement] {
        if node is any NavigationStacking { return elements(of: node, context) }
        if let title = node as? any NavigationTitled { collector.title = title.navigationTitle }
        if let presenter = node as? any PresentingNode {
            // An alert or a sheet over the stack's content: the content's bar items are the
            // stack's; what it presents is its own element.
            var result = contentElements(of: presenter.presentingContent, context, collecting: &collector)
            if let presented = presenter.presentedContent { result += presentedElements(presenter, presented, context) }
            return result
        }
        if let toolbar = node as? any ToolbarShowing {
            let items = toolbar.toolbarItems
            for item in items { collector.items += elements(of: item, context) }
            var result: [AccessibilityElement] = []
            node.forEachChild { child in
                if !items.contains(where: { $0 === child }) { result += contentElements(of: child, context, collecting: &collector) }
            }
            return result
        }
        // A modifier that records only an appearance (`listStyle`, `buttonStyle`) is passed
        // through: the title and toolbar inside it are the bar's.
        let recordsAccessibility = (node as? any RecordingNode).map { $0.role != nil } ?? false
        if node is any RegisteredControl || recordsAccessibility || node is any ListRowsContainer || node is any MeterReading
            || node.displayedText(at: now) != nil || node.displayedImageName != nil {
            return elements(of: node, context)
        }
        var result: [AccessibilityElement] = []
        node.forEachChild { result += contentElements(of: $0, context, collecting: &collector) }
        return result
    }
}

extension AccessibilityElement {
    /// The elements with no children, in reading order (itself, when it has none).
    var leaves: [AccessibilityElement] { children.isEmpty ? [self] : children.flatMap(\.leaves) }
}

/// A control whose element has a value (Apple's `accessibilityValue`): a switch's `"0"`
/// or `"1"`, a field's text, a slider's percent.
@MainActor
protocol AccessibilityValued: Node {
    /// The value as XCUITest reads it.
    var accessibilityValueText: String? { get }
}

/// A text field that may be secure.
@MainActor
protocol SecureEntry: Node {
    /// Whether it hides what it holds (a `SecureField`).
    var isSecure: Bool { get }
}

/// A presentation's node: what it presents over, and what it presents.
@MainActor
protocol PresentingNode: Node {
    /// The presenting view.
    var presentingContent: Node { get }
    /// The presented content, while presented.
    var presentedContent: Node? { get }
    /// How it presents.
    var presentationStyle: PresentationStyle { get }
    /// An alert's or a dialog's parts as drawn; `nil` for a sheet.
    var chrome: PresentedChrome? { get }
}

extension PresentationNode: PresentingNode {
    var presentingContent: Node { content }
}

/// A picker: its chosen option's title.
@MainActor
protocol PickerShowing: Node {
    /// The chosen option's title.
    var selectedTitle: String { get }
}

extension PickerNode: PickerShowing {}

/// A view that gives its navigation stack's bar a title.
@MainActor
protocol NavigationTitled: Node {
    /// The title, resolved in its locale.
    var navigationTitle: String { get }
}

extension NavigationTitleNode: NavigationTitled {}
extension TextFieldNode: SecureEntry, AccessibilityValued {
    /// The text, or the prompt while empty; a secure field's characters as bullets.
    var accessibilityValueText: String? {
        if buffer.isEmpty { return title }
        return isSecure ? String(repeating: "•", count: buffer.count) : buffer
    }
}
extension TextEditorNode: AccessibilityValued {
    var accessibilityValueText: String? { buffer }
}
extension ToggleNode: AccessibilityValued {
    var accessibilityValueText: String? { shownValue ? "1" : "0" }
}
extension SliderNode: AccessibilityValued {
    /// iOS reads a slider's value as a percent of its range, rounded.
    var accessibilityValueText: String? { "\(Int((fraction * 100).rounded()))%" }
}

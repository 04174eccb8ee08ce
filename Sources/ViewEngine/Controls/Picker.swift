/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// Picker("Theme", selection: $theme) {
///     Text("Light").tag(Theme.light)
///     Text("Dark").tag(Theme.dark)
/// }
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.name) }   // tagged with each id
/// }
/// ```
///
/// Each option is a view of the content with a ``View/tag(_:)``; a row of a `ForEach`
/// without one is tagged with its id, as SwiftUI does. An option's label is its text.
/// Drive it with ``ViewHost/select(_:in:)-(String,_)``: the option's tag is written to `selection`.
/// ``ViewHost/render()`` shows the selected option and the options:
///
/// ```
/// Picker "Theme" = "Dark"
///   Option "Light"
///   Option "Dark"
/// ```
import ViewEngineCore

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    ///
    /// ```swift
    /// Picker(selection: $theme) {
    ///     Text("Light").tag(Theme.light)
    /// } label: {
    ///     Label("Theme", systemImage: "paintbrush")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    ///   - label: A view that describes the purpose of selecting an option.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker that displays a custom label, given before the content.
    ///
    /// ```swift
    /// Picker(selection: $theme, label: Text("Theme")) {
    ///     Text("Light").tag(Theme.light)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - label: A view that describes the purpose of selecting an option.
    ///   - content: A view that contains the set of options.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a string.
    ///
    /// ```swift
    /// Picker("Theme", selection: $theme) {
    ///     Text("Light").tag(Theme.light)
    ///     Text("Dark").tag(Theme.dark)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension Picker where Label == ViewEngine.Label<Text, Image> {
    /// Creates a picker with a title and a system image (iOS 17), titled by the title.
    ///
    /// ```swift
    /// Picker("Flavor", systemImage: "fork.knife", selection: $flavor) {
    ///     Text("Mint").tag(Flavor.mint)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - systemImage: The name of the image resource to look up.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) { Text("Vanilla").tag(0) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }
}

extension Picker: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        PickerNode(view, inputs)
    }
}

/// The node of a ``Picker``: its label and its options, and the selection it shows.
@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>: LabeledControlNode<Picker<Label, SelectionValue, Content>, Label>, Selecting, OpensOverWindow {
    private var content: TypedNode<Content>!
    private var selected: AnyHashable?
    /// Whether its menu of options is open over the window (a menu or navigation link
    /// picker that was clicked).
    var isOpenOverWindow = false

    init(_ view: Picker<Label, SelectionValue, Content>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .picker, inputs)
        content = mountChild(view.content, at: 1)
        reevaluate()
    }

    override func apply(_ view: Picker<Label, SelectionValue, Content>) {
        update(view, label: view.label)
        content.update(view.content)
        reevaluate()
    }

    /// Follows the selection binding; the chosen option's title is measured again.
    override func reevaluate() {
        let value = AnyHashable(readTracked { view.selection.wrappedValue })
        if value != selected, selected != nil { setNeedsLayout() }
        selected = value
    }

    /// The chosen option's index among ``options``, if one is chosen.
    var selectedIndex: Int? {
        options.firstIndex { $0.tag == selected && $0.tagType == SelectionValue.self }
    }

    /// The chosen option's title, or an empty one.
    var selectedTitle: String {
        let options = self.options
        return options.first { $0.tag == selected && $0.tagType == SelectionValue.self }?.label ?? ""
    }

    // MARK: Menu (a click opens the options over the window)

    var layerName: String { "Menu" }
    var closesOnChoice: Bool { true }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func didUnmount() { graph.controls.remove(self) }

    // MARK: Layout (Rules R22, `PickerGeometry`)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let font = ControlLayout.font(of: self)
        let label = LayoutContent(labelNode)
        switch PickerLook.of(self) {
        case .menu(let inList):
            let button = PickerGeometry.menuButton(title: selectedTitle, font: font)
            guard inList else { return button }
            let padded = CGSize(width: button.width, height: button.height + 2 * PickerGeometry.menuButtonVerticalPadding)
            return ControlLayout.size(label: label, control: padded, proposal: proposal)
        case .navigationLink:
            return ControlLayout.size(label: label, control: PickerGeometry.linkValue(title: selectedTitle, font: font), proposal: proposal)
        case .segmented:
            let widest = options.map { PickerGeometry.segmentedFont.width(of: $0.label) }.max() ?? 0
            let ideal = CGFloat(options.count) * (TextLayout.pixelCeil(widest) + 2 * PickerGeometry.segmentPadding) + 2 * PickerGeometry.segmentedInset
            return CGSize(width: ControlLayout.filling(proposal, ideal: ideal), height: PickerGeometry.segmentedHeight)
        case .inlineRows:
            let widest = options.map { font.width(of: $0.label) }.max() ?? 0
            let ideal = TextLayout.pixelCeil(widest) + 2 * OptionMenuGeometry.textInset + font.pointSize
            return CGSize(width: ControlLayout.filling(proposal, ideal: ideal), height: CGFloat(options.count) * PickerGeometry.rowHeight)
        case .wheel:
            let widest = options.map { PickerGeometry.wheelFont.width(of: $0.label) }.max() ?? 0
            return CGSize(width: ControlLayout.filling(proposal, ideal: TextLayout.pixelCeil(widest) + 2 * OptionMenuGeometry.textInset),
                          height: PickerGeometry.wheelHeight)
        }
    }

    /// A menu picker in a list or form is padded above and below its text, and a segmented
    /// control or a wheel shows no label: a stack keeps the standard distance from them,
    /// not a text's (Measures §5 "Menu picker", "Segmented picker").
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        switch PickerLook.of(self) {
        case .menu(inList: true), .segmented, .wheel: .standard
        default: super.layoutSpacing(on: edge)
        }
    }

    /// The label at the leading edge when the look shows it; the options are drawn, not
    /// laid out as views.
    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let look = PickerLook.of(self)
        guard look.showsLabel else { return }
        let font = ControlLayout.font(of: self)
        let part = look == .navigationLink ? PickerGeometry.linkValue(title: selectedTitle, font: font)
            : PickerGeometry.menuButton(title: selectedTitle, font: font)
        ControlLayout.placeLabel(LayoutContent(labelNode), control: part, in: size, proposal: proposal)
    }

    /// The frame of the chosen option's title and its chevrons (a menu picker), or of its
    /// title and disclosure chevron (a navigation link picker), in the window.
    var valueFrame: CGRect? {
        guard let frame = frameInWindow else { return nil }
        let font = ControlLayout.font(of: self)
        switch PickerLook.of(self) {
        case .menu: return ControlLayout.trailing(PickerGeometry.menuButton(title: selectedTitle, font: font), in: frame)
        case .navigationLink: return ControlLayout.trailing(PickerGeometry.linkValue(title: selectedTitle, font: font), in: frame)
        default: return nil
        }
    }

    /// The open menu's card and rows, below (or above) the chosen value.
    var menuGeometry: OptionMenuGeometry? {
        guard isOpenOverWindow, let anchor = valueFrame ?? frameInWindow else { return nil }
        return OptionMenuGeometry.layout(count: options.count, anchor: anchor, window: graph.windowBounds.size, safeArea: graph.windowSafeArea)
    }

    /// The options, in order: each tagged view, or each untagged row of a `ForEach` with its id.
    var options: [PickerOption] { PickerOption.options(in: content, implicitTag: nil) }

    /// Why `option` cannot be chosen, or `nil` when ``choose(_:)`` will write its tag.
    func refusal(toChoose option: PickerOption) -> HostError.Reason? {
        option.tagType == SelectionValue.self ? nil : .optionUntagged(option: option.label, selectionType: "\(SelectionValue.self)")
    }

    /// Writes the option's tag to the selection, as choosing it on screen does.
    func choose(_ option: PickerOption) {
        guard option.tagType == SelectionValue.self, let value = option.tag?.base as? SelectionValue else { return }
        view.selection.wrappedValue = value
    }

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        body(content)
    }

    override func renderLines(into output: inout RenderOutput) {
        let options = self.options
        let current = options.first { $0.tag == selected && $0.tagType == SelectionValue.self }.map { "\"\($0.label)\"" } ?? "(none)"
        let style = PickerStyles.name(around: self).map { " (\($0))" } ?? ""
        let open = isOpenOverWindow ? " (open)" : ""
        output.nested("Picker \"\(title)\"\(style) = \(current)\(open)") { output in
            for option in options { output.line("Option \"\(option.label)\"") }
        }
    }
}

/// A control that selects one of its options by label (``ViewHost/select(_:in:)-(String,_)``).
@MainActor
protocol Selecting: Node {
    var options: [PickerOption] { get }
    func refusal(toChoose option: PickerOption) -> HostError.Reason?
    func choose(_ option: PickerOption)
}

/// One option of a picker: its tag (`nil` when it has none), the tag's static type, and
/// its label.
@MainActor
struct PickerOption {
    let tag: AnyHashable?
    let tagType: Any.Type?
    let label: String

    /// The options in `node`'s subtree: a tagged view is one option; a row of a `ForEach`
    /// without a tag inside is one option tagged with the row's id; an untagged text
    /// elsewhere is an option without a tag.
    static func options(in node: Node, implicitTag: (value: AnyHashable, type: Any.Type)?) -> [PickerOption] {
        if let tagging = node as? TaggingNode {
            return [PickerOption(tag: tagging.tagValue, tagType: tagging.tagType, label: node.textContent)]
        }
        if let rows = node as? IdentifiedRows {
            var found: [PickerOption] = []
            rows.forEachRow { id, row in found += options(in: row, implicitTag: (id, rows.idType)) }
            return found
        }
        if let implicitTag, !containsTag(node) {
            let label = node.textContent
            return label.isEmpty ? [] : [PickerOption(tag: implicitTag.value, tagType: implicitTag.type, label: label)]
        }
        if let text = node.displayedText(at: node.graph.clock.date(at: node.graph.clock.now)) {
            return [PickerOption(tag: nil, tagType: nil, label: text)]
        }
        var found: [PickerOption] = []
        node.forEachChild { found += options(in: $0, implicitTag: nil) }
        return found
    }

    private static func containsTag(_ node: Node) -> Bool {
        if node is TaggingNode { return true }
        var found = false
        node.forEachChild { if !found { found = containsTag($0) } }
        return found
    }
}

extension ControlKind where Control == any Selecting {
    /// A `Picker`, as drivers find it.
    static var picker: Self { Self("Picker") }
}

extension PickerNode: PointerTargeting {
    /// Where the picker takes clicks in its look: a menu picker its whole row (in a list)
    /// or its value, which opens its menu; a segmented picker each segment, an inline picker each
    /// row, a wheel each option it shows, which chooses that option as
    /// ``ViewHost/select(_:in:)-(String,_)`` does. While its menu is open, only the menu's
    /// rows take clicks (``PresentedPointerTargeting``).
    var pointerRegions: [PointerRegion] {
        guard !isOpenOverWindow, let frame = frameInWindow else { return [] }
        let options = self.options
        func choosing(_ index: Int, in rect: CGRect) -> PointerRegion { self.choosing(options[index], kind: kind.name, in: rect) }
        switch PickerLook.of(self) {
        case .menu(let inList):
            let target = inList ? (ListRowContext.rowFrame(of: self) ?? frame) : (valueFrame ?? frame)
            return [region(kind: kind.name, title: title, frame: target) { [unowned self, title] _, driver in
                driver.open(self, titled: title)
                return "open menu \"\(title)\""
            }]
        case .navigationLink:
            return [region(kind: kind.name, title: title, frame: ListRowContext.rowFrame(of: self) ?? frame) { [unowned self, title] _, driver in
                driver.open(self, titled: title)
                return "open menu \"\(title)\""
            }]
        case .segmented:
            return PickerGeometry.segments(count: options.count, in: frame).enumerated().map { choosing($0.offset, in: $0.element) }
        case .inlineRows:
            return PickerGeometry.rows(count: options.count, in: frame).enumerated().map { choosing($0.offset, in: $0.element) }
        case .wheel:
            return PickerGeometry.wheelRows(count: options.count, selected: selectedIndex ?? 0, in: frame).map { choosing($0.index, in: $0.frame) }
        }
    }
}

extension PickerNode: PresentedPointerTargeting {
    /// The open menu's rows: a click chooses the option and closes the menu.
    var presentedRegions: [PointerRegion] { optionMenuRegions(menuGeometry) }
}

extension Selecting where Self: PointerTargeting & RegisteredControl {
    /// The region `frame` of the control that chooses `option` (its part), as
    /// ``ViewHost/select(_:in:)-(String,_)`` does; `kind` names it in errors (`Picker`, or
    /// `Menu` for a row of its open menu).
    func choosing(_ option: PickerOption, kind: String, in frame: CGRect) -> PointerRegion {
        region(kind: kind, title: title, part: option.label, frame: frame) { [unowned self, title] _, driver in
            try driver.choose(option, in: self, titled: title)
            return "select \"\(option.label)\" in \"\(title)\""
        }
    }

    /// The rows of its open menu of options (a picker's, a colour picker's), laid out as
    /// `geometry` says, each choosing its option and closing the menu; none while the
    /// menu is closed (`nil`).
    func optionMenuRegions(_ geometry: OptionMenuGeometry?) -> [PointerRegion] {
        guard let geometry else { return [] }
        return zip(options, geometry.rows).map { choosing($0, kind: "Menu", in: $1) }
    }
}

/// A control used to select a color from the system color picker UI.
///
/// ```swift
/// ColorPicker("Alignment Guides", selection: $color)
/// ```
///
/// The engine has no color wheel: it offers the named system colors (`red`, `orange`...
/// `black`) as the options of a picker. Choose one with
/// ``ViewHost/select(_:in:)-(String,_)`` by its name — `host.select("blue", in: "Tint")` —
/// which writes it to `selection`. ``ViewHost/render()`` writes
/// `ColorPicker "Tint" = blue`.
import ViewEngineCore

public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a color picker with a custom label.
    ///
    /// ```swift
    /// ColorPicker(selection: $bgColor) { Label("Background", systemImage: "paintpalette") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The currently selected color.
    ///   - supportsOpacity: A Boolean value that indicates whether the picker allows
    ///     adjusting the selected color's opacity.
    ///   - label: A view that describes the use of the selected color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public typealias Body = Never
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string.
    ///
    /// ```swift
    /// ColorPicker("Tint", selection: $tint, supportsOpacity: false)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the color picker.
    ///   - selection: The currently selected color.
    ///   - supportsOpacity: A Boolean value that indicates whether the picker allows
    ///     adjusting the selected color's opacity.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ColorPickerNode(view, inputs)
    }
}

/// The node of a ``ColorPicker``: a picker whose options are the named system colors.
@MainActor
final class ColorPickerNode<Label: View>: LabeledControlNode<ColorPicker<Label>, Label>, Selecting, OpensOverWindow {
    private(set) var shownColor = Color.clear
    /// Whether its menu of colors is open over the window.
    var isOpenOverWindow = false

    /// The colors offered, by name.
    static var offered: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .white, .gray, .black]
    }

    init(_ view: ColorPicker<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .picker, inputs)
        reevaluate()
    }

    override func apply(_ view: ColorPicker<Label>) {
        update(view, label: view.label)
        reevaluate()
    }

    /// The selection changed.
    override func reevaluate() { shownColor = readTracked { view.selection.wrappedValue } }

    var options: [PickerOption] {
        Self.offered.map { PickerOption(tag: AnyHashable($0), tagType: Color.self, label: $0.name) }
    }

    func refusal(toChoose option: PickerOption) -> HostError.Reason? { nil }

    func choose(_ option: PickerOption) {
        guard let color = option.tag?.base as? Color else { return }
        view.selection.wrappedValue = color
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("ColorPicker \"\(title)\" = \(shownColor.name)" + (isOpenOverWindow ? " (open)" : ""))
    }

    // MARK: Menu (a click on the well opens the colors over the window)

    var layerName: String { "Menu" }
    var closesOnChoice: Bool { true }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func didUnmount() { graph.controls.remove(self) }

    // MARK: Layout (Rules R22)

    /// Its label, then its well at the trailing edge (Measures §5 "ColorPicker well").
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ControlLayout.size(label: LayoutContent(labelNode), control: ColorWell.size, proposal: proposal)
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        ControlLayout.placeLabel(LayoutContent(labelNode), control: ColorWell.size, in: size, proposal: proposal)
    }

    /// The well's frame in the window.
    var wellFrame: CGRect? { frameInWindow.map { ControlLayout.trailing(ColorWell.size, in: $0) } }

    /// The open menu's card and rows, below (or above) the well.
    var menuGeometry: OptionMenuGeometry? {
        guard isOpenOverWindow, let anchor = wellFrame else { return nil }
        return OptionMenuGeometry.layout(count: Self.offered.count, anchor: anchor, window: graph.windowBounds.size, safeArea: graph.windowSafeArea)
    }
}

/// A color picker's well (Measures §5 "ColorPicker well"): a ring of the hues around a
/// disc of the chosen color.
enum ColorWell {
    static let size = CGSize(width: 28, height: 28)
    static let ring: CGFloat = 3
    static let gap: CGFloat = 1.5
}

extension ColorPickerNode: PointerTargeting, PresentedPointerTargeting {
    /// The well opens the menu of colors; while it is open, its rows choose a color, as
    /// ``ViewHost/select(_:in:)-(String,_)`` does, and close it.
    var pointerRegions: [PointerRegion] {
        guard !isOpenOverWindow, let well = wellFrame else { return [] }
        return [region(kind: "ColorPicker", title: title, frame: well) { [unowned self, title] _, driver in
            driver.open(self, titled: title)
            return "open menu \"\(title)\""
        }]
    }

    var presentedRegions: [PointerRegion] { optionMenuRegions(menuGeometry) }
}

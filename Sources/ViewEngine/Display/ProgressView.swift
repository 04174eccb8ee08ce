/// A view that shows the progress toward completion of a task.
///
/// ```swift
/// ProgressView()                                   // indeterminate
/// ProgressView("Loading…")
/// ProgressView(value: downloaded, total: size)
/// ProgressView("Uploading", value: 0.4)
/// ```
///
/// ``ViewHost/render()`` writes the label's text and, for a determinate progress, the
/// fraction completed as a percentage: `ProgressView "Uploading" 40%`.
import ViewEngineCore

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The fraction completed, from 0 to 1, or `nil` when indeterminate.
    let fractionCompleted: Double?

    /// Creates a progress view showing a value, with a label and a current value label.
    ///
    /// ```swift
    /// ProgressView(value: progress) { Text("Sync") } currentValueLabel: { Text("\(Int(progress * 100))%") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        fractionCompleted = value.map { total > 0 ? Double(min(max($0, 0), total) / total) : 0 }
    }

    public typealias Body = Never
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view showing a value, with a label.
    ///
    /// ```swift
    /// ProgressView(value: progress) { Text("Sync") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// Creates an indeterminate progress view with a label.
    ///
    /// ```swift
    /// ProgressView { Text("Loading") }
    /// ```
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view.
    ///
    /// ```swift
    /// if isLoading { ProgressView() }
    /// ```
    public init() {
        self.init(value: Double?.none, label: { EmptyView() })
    }

    /// Creates a progress view showing a value.
    ///
    /// ```swift
    /// ProgressView(value: 0.25)
    /// ProgressView(value: completed, total: Double(tasks.count))
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a title.
    ///
    /// ```swift
    /// ProgressView("Loading…")
    /// ```
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none, label: { Text(title) })
    }

    /// Creates a progress view showing a value, with a title.
    ///
    /// ```swift
    /// ProgressView("Downloading", value: bytes, total: size)
    /// ```
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a
    /// ``ProgressViewStyle``'s body, the progress view being styled, shown with the style in
    /// effect outside this one.
    ///
    /// ```swift
    /// struct ThemedProgressStyle: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).tint(.orange)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        label = configuration.label ?? ProgressViewStyleConfiguration.Label(source: nil)
        currentValueLabel = configuration.currentValueLabel ?? ProgressViewStyleConfiguration.CurrentValueLabel(source: nil)
        fractionCompleted = configuration.fractionCompleted
    }
}

/// What a progress view shows without a custom style: a bar or a spinner, with its labels
/// (MeterBody.swift).
struct ProgressViewDefaultBody<Label: View, CurrentValueLabel: View>: MeterBody {
    let view: ProgressView<Label, CurrentValueLabel>
    typealias Body = Never
    var firstPart: Label { view.label }
    var secondPart: CurrentValueLabel { view.currentValueLabel }
    var meterFraction: Double? { view.fractionCompleted }
    static var meterName: String { "ProgressView" }
    static var isProgressView: Bool { true }
    /// A progress bar's thickness (Measures §5 "Progress bar").
    static var barThickness: CGFloat { 4 }

    /// `ProgressView "title" 40% "current value"`, each part when present.
    func render(first label: Node, second currentValueLabel: Node, into output: inout RenderOutput) {
        var line = "ProgressView"
        let title = label.textContent
        if !title.isEmpty { line += " \"\(title)\"" }
        if let fractionCompleted = view.fractionCompleted { line += " \(((fractionCompleted * 10_000).rounded() / 100).attributeDescription)%" }
        let current = currentValueLabel.textContent
        if !current.isEmpty { line += " \"\(current)\"" }
        output.line(line)
    }
}

/// A progress view's label and current value label, wherever a style shows them.
@MainActor
final class ProgressViewParts<Label: View, CurrentValueLabel: View> {
    let label: ViewSource<Label>
    let currentValueLabel: ViewSource<CurrentValueLabel>
    init(_ view: ProgressView<Label, CurrentValueLabel>) {
        label = ViewSource(view.label)
        currentValueLabel = ViewSource(view.currentValueLabel)
    }
}

extension ProgressView: StylableView {
    static func makeParts(_ view: Self) -> ProgressViewParts<Label, CurrentValueLabel> { ProgressViewParts(view) }

    static func update(_ parts: ProgressViewParts<Label, CurrentValueLabel>, with view: Self) {
        parts.label.update(view.label)
        parts.currentValueLabel.update(view.currentValueLabel)
    }

    static func customStyle(for node: Node) -> (any ProgressViewStyle)? { node.readStyle(ProgressViewStyleKey.self) ?? nil }

    var defaultBody: ProgressViewDefaultBody<Label, CurrentValueLabel> { ProgressViewDefaultBody(view: self) }

    /// The label and current value label when the progress view has them (not `EmptyView`).
    func configuration(_ parts: ProgressViewParts<Label, CurrentValueLabel>) -> ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            labelView: Label.self == EmptyView.self ? nil : ProgressViewStyleConfiguration.Label(source: parts.label),
            currentValueLabelView: CurrentValueLabel.self == EmptyView.self ? nil
                : ProgressViewStyleConfiguration.CurrentValueLabel(source: parts.currentValueLabel))
    }

    static func mountBody(of style: any ProgressViewStyle, _ configuration: ProgressViewStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: ProgressViewStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[ProgressViewStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}

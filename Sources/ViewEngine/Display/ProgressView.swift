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

extension ProgressView: TwoPartView {
    package var firstPart: Label { label }
    package var secondPart: CurrentValueLabel { currentValueLabel }

    /// `ProgressView "title" 40% "current value"`, each part when present.
    package func render(first label: Node, second currentValueLabel: Node, into output: inout RenderOutput) {
        var line = "ProgressView"
        let title = label.textContent
        if !title.isEmpty { line += " \"\(title)\"" }
        if let fractionCompleted { line += " \(((fractionCompleted * 10_000).rounded() / 100).attributeDescription)%" }
        let current = currentValueLabel.textContent
        if !current.isEmpty { line += " \"\(current)\"" }
        output.line(line)
    }
}

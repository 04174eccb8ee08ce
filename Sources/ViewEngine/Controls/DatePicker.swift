import ViewEngineCore
import Foundation

/// A control for selecting an absolute date.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
///     .onChange(of: due) { print($0) }
/// ```
///
/// Drive it with ``ViewHost/select(_:in:)-(Date,_)`` by its title (its label's text): the
/// date is written to `selection`; a date outside the picker's range is refused with a
/// ``HostError``. ``ViewHost/render()`` shows the selection in ISO 8601, in UTC:
/// `DatePicker "Due" = 2024-05-01T09:30:00Z`.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: DateRange
    let label: Label
    let components: DatePickerComponents

    /// Creates a date picker that selects any date, with a custom label.
    ///
    /// ```swift
    /// DatePicker(selection: $date, displayedComponents: .date) { Text("Birthday") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(), label: label(), components: displayedComponents)
    }

    /// Creates a date picker that selects a date in a closed range, with a custom label.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: start...end) { Text("Trip") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound), label: label(), components: displayedComponents)
    }

    /// Creates a date picker that selects a date on or after a start date, with a custom label.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: Date.now...) { Text("Reminder") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range from some selectable start date.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), label: label(), components: displayedComponents)
    }

    /// Creates a date picker that selects a date on or before an end date, with a custom label.
    ///
    /// ```swift
    /// DatePicker(selection: $date, in: ...Date.now) { Text("Birthday") }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range before some selectable end date.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), label: label(), components: displayedComponents)
    }

    init(selection: Binding<Date>, range: DateRange, label: Label, components: DatePickerComponents = [.hourAndMinute, .date]) {
        self.selection = selection
        self.range = range
        self.label = label
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
    }

    public typealias Body = Never
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a title that selects any date.
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(), label: Text(title), components: displayedComponents)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(), label: Text(titleKey), components: displayedComponents)
    }

    /// Creates a date picker with a title that selects a date in a closed range.
    ///
    /// ```swift
    /// DatePicker("Trip", selection: $date, in: start...end, displayedComponents: .date)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound), label: Text(title), components: displayedComponents)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due, in: today...nextYear)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound), label: Text(titleKey), components: displayedComponents)
    }

    /// Creates a date picker with a title that selects a date on or after a start date.
    ///
    /// ```swift
    /// DatePicker("Reminder", selection: $date, in: Date.now...)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range from some selectable start date.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), label: Text(title), components: displayedComponents)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due, in: today...)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), label: Text(titleKey), components: displayedComponents)
    }

    /// Creates a date picker with a title that selects a date on or before an end date.
    ///
    /// ```swift
    /// DatePicker("Birthday", selection: $date, in: ...Date.now, displayedComponents: .date)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range before some selectable end date.
    ///   - displayedComponents: The date components that the user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), label: Text(title), components: displayedComponents)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// DatePicker("Born", selection: $birthday, in: ...today)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), label: Text(titleKey), components: displayedComponents)
    }
}

/// The components of a date that a ``DatePicker`` shows and edits: its picture shows the
/// date, the time or both (the engine selects whole dates).
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: [.date])
/// ```
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: UInt

    /// Creates a set of date picker components.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute of a date.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year of a date.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The selectable dates of a date picker: both bounds inclusive, either may be open.
struct DateRange {
    var lower: Date?
    var upper: Date?

    func contains(_ date: Date) -> Bool {
        (lower.map { $0 <= date } ?? true) && (upper.map { date <= $0 } ?? true)
    }

    var description: String {
        (lower.map(DateText.of) ?? "") + "..." + (upper.map(DateText.of) ?? "")
    }
}

/// How the engine writes a date: ISO 8601 in UTC, the same on every machine.
enum DateText {
    static func of(_ date: Date) -> String { date.formatted(.iso8601) }
}

extension DatePicker: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        DatePickerNode(view, inputs)
    }
}

/// The node of a ``DatePicker``: its label and the date it shows.
@MainActor
final class DatePickerNode<Label: View>: LabeledControlNode<DatePicker<Label>, Label>, DateSelecting, OpensOverWindow {
    private(set) var shownDate = Date(timeIntervalSince1970: 0)
    /// Whether its calendar is open over the window (a compact picker whose date was clicked).
    var isOpenOverWindow = false

    init(_ view: DatePicker<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .datePicker, inputs)
        reevaluate()
    }

    override func apply(_ view: DatePicker<Label>) {
        update(view, label: view.label)
        reevaluate()
    }

    /// Follows the selection binding; the date's words are measured again.
    override func reevaluate() {
        let date = readTracked { view.selection.wrappedValue }
        if date != shownDate { setNeedsLayout() }
        shownDate = date
    }

    /// The components it shows.
    var components: DatePickerComponents { view.components }

    func refusal(toSelect date: Date) -> HostError.Reason? {
        view.range.contains(date) ? nil : .outOfRange(value: DateText.of(date), range: view.range.description)
    }

    func select(_ date: Date) { view.selection.wrappedValue = date }

    override func renderLines(into output: inout RenderOutput) {
        output.line("DatePicker \"\(title)\" = \(DateText.of(shownDate))" + (isOpenOverWindow ? " (open)" : ""))
    }

    // MARK: The calendar a compact picker opens

    var layerName: String { "Calendar" }
    var closesOnChoice: Bool { false }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func didUnmount() { graph.controls.remove(self) }

    // MARK: Layout (Rules R22, `DatePickerGeometry`)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch DatePickerLook.of(self) {
        case .compact:
            let capsules = DatePickerGeometry.capsules(DatePickerGeometry.capsuleTexts(shownDate, components: components), font: ControlLayout.font(of: self))
            return ControlLayout.size(label: LayoutContent(labelNode), control: capsules, proposal: proposal)
        case .graphical:
            return CGSize(width: ControlLayout.filling(proposal, ideal: DatePickerGeometry.calendarWidth),
                          height: DatePickerGeometry.calendarHeight(components: components))
        case .wheel:
            return CGSize(width: ControlLayout.filling(proposal, ideal: DatePickerGeometry.calendarWidth), height: DatePickerGeometry.wheelHeight)
        }
    }

    /// The label at the leading edge in the compact style; the graphical and wheel styles
    /// show none.
    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        guard DatePickerLook.of(self) == .compact else { return }
        let capsules = DatePickerGeometry.capsules(DatePickerGeometry.capsuleTexts(shownDate, components: components), font: ControlLayout.font(of: self))
        ControlLayout.placeLabel(LayoutContent(labelNode), control: capsules, in: size, proposal: proposal)
    }

    /// The compact style's capsules in the window, with their texts.
    var capsuleFrames: [(text: String, frame: CGRect)] {
        guard DatePickerLook.of(self) == .compact, let frame = frameInWindow else { return [] }
        let texts = DatePickerGeometry.capsuleTexts(shownDate, components: components)
        return Array(zip(texts, DatePickerGeometry.capsuleFrames(texts, font: ControlLayout.font(of: self), in: frame)))
    }

    /// The open calendar's card: below (or above) the date's capsule, as a menu is placed.
    var calendarCard: CGRect? {
        guard isOpenOverWindow, let anchor = capsuleFrames.first?.frame ?? frameInWindow else { return nil }
        let safeArea = graph.windowSafeArea
        let width = min(DatePickerGeometry.calendarWidth + 2 * DatePickerGeometry.capsulePadding.width, max(0, safeArea.width - 2 * OptionMenuGeometry.margin))
        let height = DatePickerGeometry.calendarHeight(components: .date) + 2 * DatePickerGeometry.capsulePadding.width
        var x = anchor.maxX - width
        x = min(max(x, safeArea.minX + OptionMenuGeometry.margin), max(safeArea.minX + OptionMenuGeometry.margin, safeArea.maxX - OptionMenuGeometry.margin - width))
        var y = anchor.maxY + OptionMenuGeometry.gap
        if y + height > safeArea.maxY - OptionMenuGeometry.margin, anchor.minY - OptionMenuGeometry.gap - height >= safeArea.minY {
            y = anchor.minY - OptionMenuGeometry.gap - height
        }
        return CGRect(x: x, y: max(safeArea.minY, y), width: width, height: height)
    }

    /// The month grid inside the open calendar's card, or the graphical picker's frame.
    var calendarFrame: CGRect? {
        if let card = calendarCard { return card.insetBy(dx: DatePickerGeometry.capsulePadding.width, dy: DatePickerGeometry.capsulePadding.width) }
        guard DatePickerLook.of(self) == .graphical else { return nil }
        return frameInWindow
    }

    /// The days of the shown month, each a region that selects it.
    private var dayRegions: [PointerRegion] {
        guard let grid = calendarFrame else { return [] }
        return DatePickerGeometry.days(around: shownDate, in: grid).map { date, day, cell in
            region(kind: kind.name, title: title, part: "\(day)", frame: cell) { [unowned self, title] _, driver in
                try driver.select(date, in: self, titled: title)
                return "select \(DateText.of(date)) in \"\(title)\""
            }
        }
    }
}

extension DatePickerNode: PointerTargeting, PresentedPointerTargeting {
    /// A compact picker's date capsule opens its calendar; a graphical picker's days
    /// select, as ``ViewHost/select(_:in:)-(Date,_)`` does (the time of day is kept).
    var pointerRegions: [PointerRegion] {
        guard !isOpenOverWindow else { return [] }
        switch DatePickerLook.of(self) {
        case .compact:
            guard components.contains(.date), let capsule = capsuleFrames.first else { return [] }
            return [region(kind: kind.name, title: title, part: capsule.text, frame: capsule.frame) { [unowned self, title] _, driver in
                driver.open(self, titled: title)
                return "open calendar \"\(title)\""
            }]
        case .graphical: return dayRegions
        case .wheel: return []
        }
    }

    /// The open calendar's days.
    var presentedRegions: [PointerRegion] { dayRegions }
}

/// A date picker the host drives.
@MainActor
protocol DateSelecting: Node {
    func refusal(toSelect date: Date) -> HostError.Reason?
    func select(_ date: Date)
}

extension ControlKind where Control == any DateSelecting {
    /// A `DatePicker`, as drivers find it.
    static var datePicker: Self { Self("DatePicker") }
}

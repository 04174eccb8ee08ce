import Testing
import ViewEngine
import TestSupport

/// The long tail of modifiers SwiftUI files carry: date picker styles, focus, pointer and
/// help, accessibility's other spellings and actions, transform
/// effects. Each is recorded with every argument it was given.
@MainActor
@Suite("Surface: date picker styles, focus, hover and help, accessibility spellings")
struct TailModifiersSurfaceTests {
    let text = Text("a")

    func recorded<V: View, M: RecordedModifier>(_ view: ModifiedContent<V, M>) -> String { view.modifier.recorded }

    @Test func eachModifierRecordsItsArguments() {
        enum Field: Hashable { case email }
        @FocusState var focus: Field?
        #expect(recorded(text.datePickerStyle(.graphical)) == "datePickerStyle: graphical")
        #expect(recorded(text.datePickerStyle(.compact)) == "datePickerStyle: compact")
        #expect(recorded(text.datePickerStyle(.wheel)) == "datePickerStyle: wheel")
        #expect(recorded(text.datePickerStyle(.automatic)) == "datePickerStyle: automatic")
        #expect(recorded(text.datePickerStyle(WheelDatePickerStyle())) == "datePickerStyle: wheel")
        #expect([DefaultDatePickerStyle() as any DatePickerStyle, CompactDatePickerStyle(), GraphicalDatePickerStyle()].count == 3)
        #expect(recorded(text.focusable()) == "focusable")
        #expect(recorded(text.focusable(false)) == "focusable: false")
        #expect(recorded(text.focusable(interactions: .edit)) == "focusable: interactions: FocusInteractions(rawValue: 2)")
        #expect(FocusInteractions.automatic == [.activate, .edit])
        #expect(recorded(text.defaultFocus($focus, .email)) == "defaultFocus: Field, priority: automatic")
        #expect(recorded(text.defaultFocus($focus, .email, priority: DefaultFocusEvaluationPriority.userInitiated)) == "defaultFocus: Field, priority: userInitiated")
        #expect(recorded(text.onHover { _ in }).hasPrefix("onHover: perform: "))
        #expect(recorded(text.onDrag { NSItemProvider(object: "Pear" as NSString) }).hasPrefix("onDrag: "))
        #expect(recorded(text.onDrag({ NSItemProvider() }, preview: { Text("Pear") })).hasPrefix("onDrag: "))
        #expect(recorded(text.help("Deletes the item")) == "help: \"Deletes the item\"")
        #expect(recorded(text.help(Text("Tip"))) == "help: \"Tip\"")
        #expect(recorded(text.help(String("Tip"))) == "help: \"Tip\"")
        #expect(recorded(text.transformEffect(.identity)).hasPrefix("transformEffect: "))
        #expect(recorded(text.projectionEffect(ProjectionTransform())).hasPrefix("projectionEffect: "))
    }

    @Test func accessibilitySpellings() {
        let key: LocalizedStringKey = "Rating \(4)"
        #expect(recorded(text.accessibilityLabel(key)) == "accessibilityLabel: \"Rating 4\"")
        #expect(recorded(text.accessibilityHint("Double-tap to rate")) == "accessibilityHint: \"Double-tap to rate\"")
        #expect(recorded(text.accessibilityValue("4 stars")) == "accessibilityValue: \"4 stars\"")
        #expect(recorded(text.accessibilityInputLabels([Text("Rate"), Text("Stars")])) == "accessibilityInputLabels: [\"Rate\", \"Stars\"]")
        #expect(recorded(text.accessibilityInputLabels(["Rate" as LocalizedStringKey])) == "accessibilityInputLabels: [\"Rate\"]")
        #expect(recorded(text.accessibilityInputLabels([String("Rate")])) == "accessibilityInputLabels: [\"Rate\"]")
        #expect(recorded(text.accessibilityHeading(.h1)) == "accessibilityHeading: h1")
        #expect(AccessibilityHeadingLevel.unspecified.rawValue == 0)
        #expect(recorded(text.accessibilityRespondsToUserInteraction()) == "accessibilityRespondsToUserInteraction")
        #expect(recorded(text.accessibilityShowsLargeContentViewer()) == "accessibilityShowsLargeContentViewer")
        #expect(recorded(text.accessibilityIgnoresInvertColors()) == "accessibilityIgnoresInvertColors")
        #expect(recorded(text.accessibility(label: Text("Play"))) == "accessibilityLabel: \"Play\"")
        #expect(recorded(text.accessibility(value: Text("On"))) == "accessibilityValue: \"On\"")
        #expect(recorded(text.accessibility(hint: Text("Plays"))) == "accessibilityHint: \"Plays\"")
        #expect(recorded(text.accessibility(hidden: true)) == "accessibilityHidden")
        #expect(recorded(text.accessibility(identifier: "play")) == "accessibilityIdentifier: \"play\"")
        #expect(recorded(text.accessibility(addTraits: .isButton)) == "accessibilityAddTraits: isButton")
        #expect(recorded(text.accessibility(removeTraits: .isImage)) == "accessibilityRemoveTraits: isImage")
        #expect(recorded(text.accessibility(sortPriority: 1)) == "accessibilitySortPriority: 1")
        #expect(recorded(text.accessibility(inputLabels: [Text("Go")])) == "accessibilityInputLabels: [\"Go\"]")
        #expect(recorded(text.accessibilityAction { }).hasPrefix("accessibilityAction: default, "))
        #expect(recorded(text.accessibilityAction(.magicTap) { }).hasPrefix("accessibilityAction: magicTap, "))
        #expect(recorded(text.accessibilityAction(named: Text("Archive")) { }).hasPrefix("accessibilityAction: named: \"Archive\", "))
        #expect(recorded(text.accessibilityAction(named: "Archive") { }).hasPrefix("accessibilityAction: named: \"Archive\", "))
        #expect(recorded(text.accessibilityAction(named: String("Archive")) { }).hasPrefix("accessibilityAction: named: \"Archive\", "))
        #expect(recorded(text.accessibilityAdjustableAction { _ in }).hasPrefix("accessibilityAdjustableAction: "))
        #expect([AccessibilityActionKind.default, .escape, .delete, .showMenu, AccessibilityActionKind(named: Text("Archive"))].count == 5)
        #expect(AccessibilityAdjustmentDirection.increment != .decrement)
    }

    struct Player: View {
        let log: Log
        var body: some View {
            VStack {
                Button { log("play") } label: { Image(systemName: "play.fill") }
                    .accessibility(label: Text("Play"))
                Button { log("stop") } label: { Image(systemName: "stop.fill") }
                    .accessibilityLabel("Stop \("now")")
                Text("Hover me").onHover { _ in log("hover") }
            }
            .preferredColorScheme(.dark)
        }
    }

    /// A label titles the control it labels whichever its spelling (the iOS 13
    /// `accessibility(label:)` too); a hover action never runs (no pointer); a preferred
    /// color scheme is the window's and leaves the device's (the host's) as it is.
    @Test func labelsTitleTheirControlsAndTheHostKeepsItsScheme() throws {
        let log = Log()
        let host = ViewHost(testing: Player(log: log))
        try host.tap("Play")
        try host.tap("Stop now")
        #expect(log.take() == ["play", "stop"])
        #expect(host.colorScheme == .light)
        #expect(host.windowColorScheme == .dark)
        // The key behind it: no preference by default, the first scheme set wins.
        var value = PreferredColorSchemeKey.defaultValue
        #expect(value == nil)
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
    }
}

import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: a keyboard shortcut activates its control when its keys are pressed; sensory
/// feedback is played (recorded for the test to read) when its trigger changes.
@MainActor
@Suite("R23 Keyboard shortcuts and sensory feedback")
struct R23ShortcutsAndFeedbackTests {
    struct Editor: View {
        let log: Log
        @State var bold = false
        var body: some View {
            VStack {
                Button("Save") { log("save") }.keyboardShortcut("s")
                Button("Done") { log("done") }.keyboardShortcut(.defaultAction)
                Toggle("Bold", isOn: $bold).keyboardShortcut("b", modifiers: [.command, .shift])
                Button("Never") { log("never") }.keyboardShortcut(nil)
                Text(bold ? "bold" : "plain")
            }
        }
    }

    /// `keyboardShortcut(_:modifiers:)`: "Assigns a keyboard shortcut to the modified
    /// control. Pressing the control's shortcut while the control is anywhere in the frontmost
    /// window or scene, or anywhere in the macOS main menu, is equivalent to direct
    /// interaction with the control to perform its primary action."
    @Test func pressingAShortcutActivatesItsControl() throws {
        let log = Log()
        let host = ViewHost(testing: Editor(log: log))
        try host.press(key: "s")
        try host.press(key: .return, modifiers: [])
        try host.press(key: "b", modifiers: [.command, .shift])
        #expect(log.take() == ["save", "done"])
        #expect(host.render().hasSuffix("Text \"bold\""))
        let missing = #expect(throws: HostError.self) { try host.press(key: "z") }
        #expect(missing?.availableTitles.sorted() == ["command+s", "defaultAction", "shift+command+b"].sorted())
        #expect(log.take() == [])
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Button("Reset") { count = 0 }
                Text("\(count)")
            }
            .sensoryFeedback(.increase, trigger: count)
            .sensoryFeedback(.success, trigger: count) { old, new in new == 2 }
            .sensoryFeedback(trigger: count) { old, new in new < old ? .decrease : nil }
        }
    }

    /// `sensoryFeedback(_:trigger:)`: "Plays the specified feedback when the provided
    /// trigger value changes"; the `condition` form plays it only when the condition holds,
    /// the closure form plays what the closure returns.
    @Test func feedbackIsPlayedWhenTheTriggerChanges() throws {
        let host = TestHost(Counter())
        #expect(host.playedFeedback == [])
        host.tap("Add")
        #expect(host.playedFeedback == [.increase])
        host.tap("Add")
        #expect(host.playedFeedback == [.increase, .increase, .success])
        host.tap("Reset")
        #expect(host.playedFeedback == [.increase, .increase, .success, .increase, .decrease])
    }
}

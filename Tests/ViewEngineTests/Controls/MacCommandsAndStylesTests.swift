import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The macOS names a Mac app's SwiftUI files use, compiled beside iOS's: the Delete
/// command, item-based context menus, and the Mac-only styles, each with what the engine
/// (an iPhone) does with it.
@MainActor
@Suite("Controls: onDeleteCommand, contextMenu(forSelectionType:) and the macOS styles")
struct MacCommandsAndStylesTests {
    struct Tasks: View {
        let log: Log
        @State private var tasks = ["Backup", "Sync"]
        @State private var isOn = false
        @State private var mode = "Push"
        var body: some View {
            VStack {
                List(tasks, id: \.self) { Text($0) }
                    .onDeleteCommand { tasks.removeLast() }
                    .contextMenu(forSelectionType: String.self) { items in
                        Button("Delete \(items.count)") { log("delete \(items.sorted())") }
                    } primaryAction: { items in log("open \(items)") }
                Toggle("Dry run", isOn: $isOn).toggleStyle(.checkbox)
                Picker("Mode", selection: $mode) {
                    Text("Push").tag("Push")
                    Text("Pull").tag("Pull")
                }
                .pickerStyle(.radioGroup)
                Text("\(tasks.count) tasks")
            }
            .onChange(of: isOn) { newValue in log("dry run \(newValue)") }
        }
    }

    // onDeleteCommand(perform:): "Adds an action to perform in response to the system's
    // Delete command, or pressing either the ⌫ (backspace) or ⌦ (forward delete) keys
    // while the view has focus."
    @Test func theDeleteKeysRunTheDeleteCommand() throws {
        let host = TestHost(Tasks(log: Log()))
        try host.host.press(key: .delete, modifiers: [])
        #expect(host.render().contains("Text \"1 tasks\""))
        try host.host.press(key: .deleteForward, modifiers: [])
        #expect(host.render().contains("Text \"0 tasks\""))
        let none = TestHost(Text("Nothing to delete"))
        #expect(throws: HostError.self) { try none.host.press(key: .delete, modifiers: []) }
    }

    // contextMenu(forSelectionType:menu:primaryAction:): "Adds an item-based context menu
    // to a view." — opened on the list itself (its empty area) the menu is for no items.
    @Test func anItemBasedMenuOpenedOnTheViewIsForNoItems() {
        let log = Log()
        let host = TestHost(Tasks(log: log))
        host.openMenu("Backup Sync")   // the list, titled by its text
        host.tap("Delete 0")
        #expect(log.take() == ["delete []"])
    }

    // CheckboxToggleStyle and RadioGroupPickerStyle are macOS's: the toggle and the picker
    // are driven as any toggle and picker, and the style is recorded by its name.
    @Test func macOSStylesAreRecordedAndDrivenAsTheDefault() throws {
        let log = Log()
        let host = TestHost(Tasks(log: log))
        host.toggle("Dry run")
        #expect(log.take() == ["dry run true"])
        try host.host.select("Pull", in: "Mode")
        #expect(host.render().contains("Picker \"Mode\""))
        #expect(CheckboxToggleStyle().attributeDescription == "checkbox")
        #expect(RadioGroupPickerStyle().attributeDescription == "radioGroup")
        #expect(DoubleColumnNavigationViewStyle().attributeDescription == "columns")
    }

    // Section collapsible(_:): "Sets whether a section can be collapsed by the user." —
    // recorded; the engine's sections collapse only by their `isExpanded` binding.
    @Test func aCollapsibleSectionIsRecorded() {
        let host = TestHost(List { Section("Sources") { Text("News") }.collapsible(false) }
            .navigationViewStyle(.doubleColumn))
        #expect(host.render().contains("Text \"News\""))
    }
}

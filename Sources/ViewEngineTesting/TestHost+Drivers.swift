import Foundation
import Testing
import ViewEngine

// The drivers: one line each over the `ViewHost` driver of the same name. A new driver
// of `ViewHost` gets its twin here as
//     public func name(args, sourceLocation: SourceLocation = #_sourceLocation) { drive(sourceLocation) { try $0.name(args) } }
// (Tests/ViewEngineTestingTests/DriverTwinTests fails until it has one).

extension TestHost {
    /// Taps the button titled `title`; a missing, ambiguous or disabled button is an
    /// `Issue` at this call.
    ///
    /// ```swift
    /// host.tap("+")
    /// ```
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.tap(title) }
    }

    /// Presses the button titled `title` (a touch goes down on it, a frame); a missing,
    /// disabled or already pressed button is an `Issue` at this call.
    ///
    /// ```swift
    /// host.press("Record")
    /// ```
    public func press(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.press(title) }
    }

    /// Releases the button titled `title` (the touch comes up inside it: its action runs);
    /// a button no touch is pressing is an `Issue` at this call.
    ///
    /// ```swift
    /// host.release("Record")
    /// ```
    public func release(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.release(title) }
    }

    /// Presses `key` with `modifiers` on the keyboard: the control with that shortcut is
    /// activated; none is an `Issue` at this call.
    ///
    /// ```swift
    /// host.press(key: "s")
    /// ```
    public func press(key: KeyEquivalent, modifiers: EventModifiers = .command, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.press(key: key, modifiers: modifiers) }
    }

    /// Swipes the row that shows `row` and taps its action titled `action`; a missing row
    /// or action is an `Issue` at this call.
    ///
    /// ```swift
    /// host.swipe("Lunch?", action: "Archive")
    /// ```
    public func swipe(_ row: String, action: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.swipe(row, action: action) }
    }

    /// Opens the context menu of the view that shows `title`; a missing one is an `Issue`
    /// at this call.
    ///
    /// ```swift
    /// host.openContextMenu("Turtle Rock")
    /// ```
    public func openContextMenu(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.openContextMenu(title) }
    }

    /// Types `text` into the text field titled `title`, one keystroke per frame.
    ///
    /// ```swift
    /// host.type("Ada", into: "name")
    /// ```
    public func type(_ text: String, into title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.type(text, into: title) }
    }

    /// Flips the toggle titled `title`.
    ///
    /// ```swift
    /// host.toggle("dark mode")
    /// ```
    public func toggle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.toggle(title) }
    }

    /// Selects the tab whose item is labelled `title`.
    ///
    /// ```swift
    /// host.select(tab: "Settings")
    /// ```
    public func select(tab title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.select(tab: title) }
    }

    /// Replaces the root view, as a parent passing new inputs would.
    ///
    /// ```swift
    /// host.setRoot(Greeting(name: "Grace"))
    /// ```
    public func setRoot(_ root: Root, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { $0.root = root }
    }

    /// Sets an environment value for the whole tree, as the device or the user's settings
    /// change it; the views reading it re-evaluate.
    ///
    /// ```swift
    /// host.setEnvironment(\.dynamicTypeSize, .accessibility2)
    /// ```
    public func setEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { $0.setEnvironment(keyPath, value) }
    }

    /// Moves the virtual clock forward by `duration`, running what wakes up on the way.
    ///
    /// ```swift
    /// await host.advance(by: .seconds(1))
    /// ```
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        await drive(sourceLocation) { await $0.advance(by: duration) }
    }

    /// Runs pending tasks and received elements until nothing is left to do.
    ///
    /// ```swift
    /// await host.settle()
    /// ```
    public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        await drive(sourceLocation) { await $0.settle() }
    }

    /// The current tree as indented text. Rendering runs a frame that asynchronous work
    /// asked for, so it is a driver call too.
    ///
    /// ```swift
    /// #expect(host.render() == #"Button "+""#)
    /// ```
    public func render(sourceLocation: SourceLocation = #_sourceLocation) -> String {
        drive(sourceLocation) { $0.render() } ?? ""
    }

    /// The hosted app's scenes, one a line, the shown one marked; like ``render(sourceLocation:)``
    /// it runs a frame that asynchronous work asked for, so it is a driver call too.
    ///
    /// ```swift
    /// let host = TestHost(app: NotesApp())
    /// #expect(host.renderScenes() == "WindowGroup (shown)\nSettings")
    /// ```
    public func renderScenes<A: App>(sourceLocation: SourceLocation = #_sourceLocation) -> String where Root == HostedApp<A> {
        drive(sourceLocation) { $0.renderScenes() } ?? ""
    }

    // MARK: Controls, presentation, navigation

    /// Taps the button titled `title` in the row, section or container that shows or is
    /// titled `scope`.
    ///
    /// ```swift
    /// host.tap("Delete", in: "Row 3")
    /// ```
    public func tap(_ title: String, in scope: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.tap(title, in: scope) }
    }

    /// Runs `body`, whose driver calls look for their controls inside `scope` only.
    ///
    /// ```swift
    /// host.within("Row 3") { host.toggle("Done") }
    /// ```
    public func within<Result>(_ scope: String, _ body: () -> Result) -> Result { host.within(scope, body) }

    /// Runs `body`, whose asynchronous driver calls look for their controls inside `scope` only.
    ///
    /// ```swift
    /// await host.within("Inbox") { await host.refresh() }
    /// ```
    public func within<Result>(_ scope: String, _ body: () async -> Result) async -> Result { await host.within(scope, body) }

    /// Moves focus to the text field titled `title`, as a tap into it does.
    ///
    /// ```swift
    /// host.focus("Email")
    /// ```
    public func focus(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.focus(title) }
    }

    /// Takes focus away from whatever has it, as dismissing the keyboard does.
    ///
    /// ```swift
    /// host.unfocus()
    /// ```
    public func unfocus(sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { $0.unfocus() }
    }

    /// Chooses the option labelled `option` in the picker titled `picker`.
    ///
    /// ```swift
    /// host.select("Dark", in: "Theme")
    /// ```
    public func select(_ option: String, in picker: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.select(option, in: picker) }
    }

    /// Selects `date` in the date picker titled `datePicker`.
    ///
    /// ```swift
    /// host.select(Date(timeIntervalSince1970: 0), in: "Due")
    /// ```
    public func select(_ date: Date, in datePicker: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.select(date, in: datePicker) }
    }

    /// Taps the increment button of the stepper titled `stepper`.
    ///
    /// ```swift
    /// host.increment("Quantity")
    /// ```
    public func increment(_ stepper: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.increment(stepper) }
    }

    /// Taps the decrement button of the stepper titled `stepper`.
    ///
    /// ```swift
    /// host.decrement("Quantity")
    /// ```
    public func decrement(_ stepper: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.decrement(stepper) }
    }

    /// Drags the slider titled `slider` to `value`.
    ///
    /// ```swift
    /// host.slide("Volume", to: 0.5)
    /// ```
    public func slide(_ slider: String, to value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.slide(slider, to: value) }
    }

    /// Submits the text field titled `field` (the return key).
    ///
    /// ```swift
    /// host.submit("Email")
    /// ```
    public func submit(_ field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.submit(field) }
    }

    /// Types `text` into the search field on screen, one keystroke per frame.
    ///
    /// ```swift
    /// host.search("tea")
    /// ```
    public func search(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.search(text) }
    }

    /// Taps the Cancel button of the active search: its text is cleared and it ends.
    ///
    /// ```swift
    /// host.cancelSearch()
    /// ```
    public func cancelSearch(sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.cancelSearch() }
    }

    /// Opens the menu titled `menu`.
    ///
    /// ```swift
    /// host.openMenu("Sort")
    /// ```
    public func openMenu(_ menu: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.openMenu(menu) }
    }

    /// Taps the view with an `onTapGesture` of `count` taps whose text is `title`.
    ///
    /// ```swift
    /// host.tapGesture("Photo", count: 2)
    /// ```
    public func tapGesture(_ title: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.tapGesture(title, count: count) }
    }

    /// Long-presses the view with an `onLongPressGesture` whose text is `title`.
    ///
    /// ```swift
    /// host.longPress("Photo")
    /// ```
    public func longPress(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.longPress(title) }
    }

    /// Pulls to refresh the refreshable view on screen and waits for its action.
    ///
    /// ```swift
    /// await host.refresh()
    /// ```
    public func refresh(sourceLocation: SourceLocation = #_sourceLocation) async {
        await drive(sourceLocation) { try await $0.refresh() }
    }

    /// Dismisses the topmost presentation.
    ///
    /// ```swift
    /// host.dismiss()
    /// ```
    public func dismiss(sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.dismiss() }
    }

    /// Pops the innermost navigation stack.
    ///
    /// ```swift
    /// host.back()
    /// ```
    public func back(sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.back() }
    }
}

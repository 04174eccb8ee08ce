import ViewEngineCore

/// A touch held down on a button, and lifted: what a custom ``ButtonStyle`` sees as
/// `configuration.isPressed` (Rules R23).
extension ViewHost {
    /// A touch goes down on the button titled `title`, in a frame of its own: a custom
    /// ``ButtonStyle``'s body sees `configuration.isPressed` become `true` (its
    /// `onChange(of: configuration.isPressed)` runs). The action has not run; lift the
    /// touch with ``release(_:)``.
    ///
    /// ```swift
    /// Button("Record") { save() }.buttonStyle(HoldStyle())
    /// try host.press("Record")      // isPressed: true
    /// try host.release("Record")    // isPressed: false, then save()
    /// ```
    ///
    /// A button is found as ``tap(_:)`` finds it (a navigation link, a menu, a selection
    /// row too); under a custom ``PrimitiveButtonStyle`` the touch goes to the
    /// `Button(configuration)` in the style's body, if it shows one.
    ///
    /// - Throws: ``HostError`` if there is no such button, it is disabled, or a touch is
    ///   pressing it already.
    public func press(_ title: String) throws {
        let button = try tappable(title)
        if isPressing(button) { throw touchError(title, .alreadyPressed) }
        guard let pressing = button as? any Pressing else {
            pressedControls.append(button)
            return graph.runFrame(.userEvent, cause: "press \"\(title)\"") {}
        }
        graph.runFrame(.userEvent, cause: "press \"\(title)\"") { pressing.press() }
    }

    /// The touch on the button titled `title` comes up inside it, in a frame of its own:
    /// the button is no longer pressed (a custom ``ButtonStyle`` sees `isPressed` become
    /// `false`), then its action runs, as at the end of a tap; a button of an alert, a
    /// dialog or an open menu then dismisses it.
    ///
    /// ```swift
    /// try host.press("Buy")
    /// try host.release("Buy")   // the same as try host.tap("Buy")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such button, or no touch is pressing it
    ///   (``press(_:)`` it first).
    public func release(_ title: String) throws {
        let button = try tappable(title)
        guard isPressing(button) else { throw touchError(title, .notPressed) }
        pressedControls.removeAll { $0 === button }
        graph.runFrame(.userEvent, cause: "release \"\(title)\"") {
            if let pressing = button as? any Pressing { pressing.release() } else { button.activate() }
            graph.controls.closeLayers(choosing: button)
        }
    }

    /// Presses `key` with `modifiers` on the host's hardware keyboard, in a frame: the
    /// control assigned that shortcut (`keyboardShortcut(_:modifiers:)`) is activated — a
    /// button's action runs, a toggle flips. `.return` with no modifiers is
    /// `.defaultAction`, `.escape` `.cancelAction`.
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")
    /// try host.press(key: "s")                       // ⌘S: save()
    /// try host.press(key: .return, modifiers: [])    // the default action
    /// ```
    ///
    /// - Throws: ``HostError`` if no control on screen has that shortcut (the error lists
    ///   the shortcuts), several do, or it is disabled.
    public func press(key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
        let shortcut = KeyboardShortcut(key, modifiers: modifiers)
        let node = try control(.keyboardShortcut, shortcut.description, as: (any ShortcutTriggering).self) { $0.hasControl }
        graph.runFrame(.userEvent, cause: "press \(shortcut)") {
            node.trigger()
            graph.controls.closeLayers(choosing: node)
        }
    }

    private func isPressing(_ button: any Activating) -> Bool {
        if let pressing = button as? any Pressing { return pressing.isPressed }
        pressedControls.removeAll { !$0.isVisible }
        return pressedControls.contains { $0 === button }
    }

    private func touchError(_ title: String, _ reason: HostError.Reason) -> HostError {
        HostError(control: "Button", title: title, reason: reason, availableTitles: [], scopes: scopes)
    }
}

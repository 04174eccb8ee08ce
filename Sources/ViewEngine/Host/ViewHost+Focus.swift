import ViewEngineCore

extension ViewHost {
    /// The title of the field that has focus, or `nil`.
    ///
    /// ```swift
    /// try host.type("a", into: "Email")
    /// host.focusedField   // "Email"
    /// ```
    public var focusedField: String? {
        (graph.focus.focusedField as? any RegisteredControl)?.title
    }

    /// Moves focus to the text field titled `title` (or the `TextEditor` showing it), as
    /// a tap into it does: the
    /// `@FocusState` bound to it with `.focused` takes its value, the ones bound to the
    /// field that had focus are reset, in one frame.
    ///
    /// ```swift
    /// try host.focus("Email")
    /// ```
    ///
    /// - Throws: ``HostError`` naming the text fields on screen.
    public func focus(_ title: String) throws {
        let field = try control(.textField, title, or: [.textEditor])
        graph.runFrame(.userEvent, cause: "focus \"\(title)\"") { graph.focus.move(to: field) }
    }

    /// Takes focus away from whatever has it (the keyboard is dismissed): every
    /// `@FocusState` is reset, in one frame. Called during a frame, it does nothing and
    /// is diagnosed (Rules R18).
    ///
    /// ```swift
    /// host.unfocus()
    /// ```
    public func unfocus() {
        guard !graph.isInFrame else {
            return graph.diagnose(.nestedDriverCall, "unfocus() was called while a frame was running (from a body or an action); driver calls do not nest, so it did nothing.")
        }
        flushPendingFrame()
        graph.runFrame(.userEvent, cause: "unfocus") { graph.focus.move(to: nil) }
    }
}

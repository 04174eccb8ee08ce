import ViewEngineCore
import Foundation

/// The drivers of the controls beyond buttons, text fields, toggles and tabs. Each is one
/// frame (or one per keystroke), finds its control through ``control(_:_:or:anyTitle:where:)``
/// (so scopes, presentations, disabling and Rules R18 apply alike), and checks a value
/// before the frame: a refused value throws ``HostError`` and changes nothing.
extension ViewHost {
    /// Chooses the option labelled `option` in the picker titled `picker`: the option's
    /// tag is written to the picker's selection.
    ///
    /// ```swift
    /// Picker("Theme", selection: $theme) {
    ///     Text("Light").tag(Theme.light)
    ///     Text("Dark").tag(Theme.dark)
    /// }
    /// try host.select("Dark", in: "Theme")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such picker (or it is disabled), no such
    ///   option (the error lists the options), or the option's tag is not of the
    ///   selection's type.
    public func select(_ option: String, in picker: String) throws {
        let node = try control(.picker, picker)
        let options = node.options
        guard let chosen = options.first(where: { $0.label == option }) else {
            let labels = options.map(\.label)
            throw HostError(control: "Picker", title: picker, reason: .optionNotFound(option), availableTitles: labels,
                            suggestions: TitleSuggestions.nearest(to: option, in: labels) { [labels.firstIndex(of: $0) ?? 0] },
                            scopes: scopes)
        }
        try choose(chosen, in: node, titled: picker)
    }

    /// Chooses `option` of `node`, titled `title`, in a frame, unless its tag is not of
    /// the selection's type; an open menu it is chosen in closes.
    func choose(_ option: PickerOption, in node: any Selecting, titled title: String) throws {
        if let refusal = node.refusal(toChoose: option) {
            throw HostError(control: "Picker", title: title, reason: refusal, availableTitles: node.options.map(\.label), scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "select \"\(option.label)\" in \"\(title)\"") {
            node.choose(option)
            graph.controls.closeLayers(choosing: node)
        }
    }

    /// Taps the increment button of the stepper titled `stepper`.
    ///
    /// ```swift
    /// Stepper("Quantity", value: $quantity, in: 0...10)
    /// try host.increment("Quantity")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such stepper, it is disabled, it is at its
    ///   upper bound, or it has no `onIncrement` action.
    public func increment(_ stepper: String) throws { try step(stepper, by: 1) }

    /// Taps the decrement button of the stepper titled `stepper`.
    ///
    /// ```swift
    /// try host.decrement("Quantity")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such stepper, it is disabled, it is at its
    ///   lower bound, or it has no `onDecrement` action.
    public func decrement(_ stepper: String) throws { try step(stepper, by: -1) }

    private func step(_ title: String, by direction: Int) throws {
        try step(try control(.stepper, title), titled: title, by: direction)
    }

    /// Steps `node`, titled `title`, up (`1`) or down (`-1`) in a frame, unless it refuses.
    func step(_ node: any Stepping, titled title: String, by direction: Int) throws {
        try refuse(node.refusal(toStep: direction), .stepper, title)
        graph.runFrame(.userEvent, cause: "\(direction > 0 ? "increment" : "decrement") \"\(title)\"") { node.step(direction) }
    }

    /// Drags the slider titled `slider` to `value`, snapped to its step.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
    /// try host.slide("Volume", to: 7.4)   // volume == 7
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such slider, it is disabled, or `value` is
    ///   outside its range.
    public func slide(_ slider: String, to value: Double) throws {
        try slide(try control(.slider, slider), titled: slider, to: value)
    }

    /// Slides `node`, titled `title`, to `value` in a frame, unless it refuses.
    func slide(_ node: any Sliding, titled title: String, to value: Double) throws {
        try refuse(node.refusal(toSlideTo: value), .slider, title)
        graph.runFrame(.userEvent, cause: "slide \"\(title)\" to \(value)") { node.slide(to: value) }
    }

    /// Selects `date` in the date picker titled `datePicker`.
    ///
    /// ```swift
    /// DatePicker("Due", selection: $due, in: Date.now...)
    /// try host.select(Date(timeIntervalSince1970: 1_800_000_000), in: "Due")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no such date picker, it is disabled, or `date`
    ///   is outside its range.
    public func select(_ date: Date, in datePicker: String) throws {
        try select(date, in: try control(.datePicker, datePicker), titled: datePicker)
    }

    /// Selects `date` in `node`, titled `title`, in a frame, unless it is out of range.
    func select(_ date: Date, in node: any DateSelecting, titled title: String) throws {
        try refuse(node.refusal(toSelect: date), .datePicker, title)
        graph.runFrame(.userEvent, cause: "select \(DateText.of(date)) in \"\(title)\"") { node.select(date) }
    }

    /// Submits the text field (or secure field, or search field) titled `field`, as the
    /// return key does: its `onCommit`, then the `onSubmit` actions around it for its
    /// trigger (`.text`, or `.search` for a search field), innermost first; then the field
    /// loses focus (its edit ends: `onEditingChanged(false)`), unless an action moved focus
    /// (`.onSubmit { focused = .password }`). A field without focus is focused first, in a
    /// frame of its own, as ``type(_:into:)`` does.
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///     .onSubmit { print("submitted \(email)") }
    /// try host.type("a@b.c", into: "Email")
    /// try host.submit("Email")
    /// ```
    ///
    /// - Throws: ``HostError`` naming the text fields on screen.
    public func submit(_ field: String) throws {
        let node = try control(.textField, field, or: [.searchField])
        focusIfNeeded(node, titled: field)
        graph.runFrame(.userEvent, cause: "submit \"\(field)\"") { node.submit() }
    }

    /// Types `text` into the search field of the `searchable` view on screen, one
    /// keystroke (one frame) per character, as ``type(_:into:)`` does.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query)
    ///     .onChange(of: query) { print($0) }   // t, te, tea
    /// try host.search("tea")
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no search field on screen or several (narrow
    ///   with `within(_:_:)`).
    public func search(_ text: String) throws {
        let field = try control(.searchField, "", anyTitle: true)
        typeKeystrokes(text, into: field, titled: field.title)
    }

    /// Opens the menu titled `menu` (its label's text); choose an item with ``tap(_:)``.
    ///
    /// ```swift
    /// Menu("Sort") { Button("By name") { order = .name } }
    /// try host.openMenu("Sort")
    /// try host.tap("By name")      // runs the action and closes the menu
    /// ```
    ///
    /// While the menu is open, only its items can be driven; ``dismiss()`` closes it. A
    /// view with a `contextMenu` is opened the same way, by its text.
    ///
    /// - Throws: ``HostError`` if there is no such menu or it is disabled.
    public func openMenu(_ menu: String) throws {
        let node = try control(ControlKind<any Opening & Activating>.menu.found(as: (any Opening).self), menu,
                                  or: [ControlKind<any Opening & Gesturing>.contextMenu.erased])
        open(node, titled: menu)
    }

    /// Opens `menu`, titled `title`, in a frame.
    func open(_ menu: any Opening, titled title: String) {
        graph.runFrame(.userEvent, cause: "open menu \"\(title)\"") { menu.open() }
    }

    /// Opens the context menu of the view that shows `title` (a long press on it); choose an
    /// item with ``tap(_:)``, which runs it and closes the menu.
    ///
    /// ```swift
    /// Text("Turtle Rock").contextMenu { Button("Add to Favorites") { addFavorite() } }
    /// try host.openContextMenu("Turtle Rock")
    /// try host.tap("Add to Favorites")
    /// ```
    ///
    /// While the menu is open, only its items can be driven; ``dismiss()`` closes it.
    ///
    /// - Throws: ``HostError`` if no view with a context menu shows `title`, or it is disabled.
    public func openContextMenu(_ title: String) throws {
        let node = try control(.contextMenu, title)
        graph.runFrame(.userEvent, cause: "open context menu \"\(title)\"") { node.open() }
    }

    /// Taps the view whose text is `title` and that has an `onTapGesture` of `count` taps,
    /// or a `TapGesture` of `count` taps given to `gesture(_:)` (its `onEnded` runs).
    ///
    /// ```swift
    /// Text("Favorite").onTapGesture(count: 2) { isFavorite.toggle() }
    /// try host.tapGesture("Favorite", count: 2)
    /// ```
    ///
    /// The view is named by its text: the strings of the `Text` views inside it, joined by
    /// spaces.
    ///
    /// - Throws: ``HostError`` naming the tappable views on screen.
    public func tapGesture(_ title: String, count: Int = 1) throws {
        let node = try control(.tapGesture, title, or: [ControlKind<any AttachedGesture & Gesturing>.gesture.erased]) { $0.recognizes(.tap(count: count)) }
        perform(.tap(count: count), on: node, titled: title)
    }

    /// Long-presses the view whose text is `title` and that has an `onLongPressGesture`:
    /// in one frame, its `onPressingChanged(true)`, its action, its `onPressingChanged(false)`.
    /// A `LongPressGesture` given to `gesture(_:)` gets, in one frame, its change (`true`),
    /// its end (`onEnded(true)`), and the reset of its `@GestureState`s. A view with a
    /// `contextMenu` opens it.
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture { print("held") }
    /// try host.longPress("Hold")
    /// ```
    ///
    /// - Throws: ``HostError`` naming the long-pressable views on screen.
    public func longPress(_ title: String) throws {
        let node = try control(.longPressGesture, title, or: [ControlKind<any AttachedGesture & Gesturing>.gesture.erased,
                                                                      ControlKind<any Opening & Gesturing>.contextMenu.erased]) { $0.recognizes(.longPress) }
        perform(.longPress, on: node, titled: title)
    }

    /// Pulls to refresh the `refreshable` view on screen and returns when its action has
    /// finished, moving the virtual clock to each deadline its action sleeps until.
    ///
    /// ```swift
    /// List(items) { Text($0) }
    ///     .refreshable {
    ///         try? await Task.sleep(for: .seconds(2))
    ///         items.append("new")
    ///     }
    /// try await host.refresh()    // 2 virtual seconds later, "new" is in the list
    /// ```
    ///
    /// If the action waits for something the clock does not bring (it never finishes on
    /// its own), the call returns once nothing else can run, with the refresh still going.
    ///
    /// - Throws: ``HostError`` if there is no refreshable view on screen, or several (narrow
    ///   with `within(_:_:)`).
    public func refresh() async throws {
        let node = try control(.refreshable, "", anyTitle: true)
        graph.runFrame(.userEvent, cause: "refresh") { node.startRefresh() }
        await settle()
        while node.isRefreshing, let deadline = clock.nextDeadline {
            clock.move(to: deadline)
            await settle()
        }
    }

    /// Throws the refusal of a control's value check, if any.
    private func refuse<Control>(_ reason: HostError.Reason?, _ kind: ControlKind<Control>, _ title: String) throws {
        guard let reason else { return }
        let listed = graph.controls.titles(of: [kind.erased], upTo: HostError.listedTitlesLimit)
        throw HostError(control: kind.name, title: title, reason: reason, availableTitles: listed.titles,
                        availableCount: listed.count, scopes: scopes)
    }
}

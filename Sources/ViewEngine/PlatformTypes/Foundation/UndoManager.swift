#if !canImport(Darwin)
// swift-corelibs-foundation has no UndoManager (checked with Swift 6.3.1: "cannot find
// 'UndoManager' in scope"), which SwiftUI apps reach through `@Environment(\.undoManager)`.
// This one has Apple's block-based API; declared in ViewEngine, it shadows any later
// corelibs declaration for files that import ViewEngine.

/// A general-purpose recorder of operations that you can undo or redo.
///
/// ```swift
/// @Environment(\.undoManager) private var undoManager
///
/// func rename(_ item: Item, to name: String) {
///     let old = item.name
///     item.name = name
///     undoManager?.registerUndo(withTarget: item) { $0.name = old }
///     undoManager?.setActionName("Rename")
/// }
/// ```
///
/// Undo operations are grouped; `undo()` undoes the latest group, running its handlers in
/// the reverse order of their registration, and what they register while undoing becomes
/// the group `redo()` runs. With ``groupsByEvent`` (the default), the registrations of one
/// event (in a host: one frame, such as a tap's) form one group.
open class UndoManager {
    /// One undo operation: its target, for ``removeAllActions(withTarget:)``, and its handler.
    private struct Action {
        weak var target: AnyObject?
        let perform: () -> Void
    }

    /// A group of operations, undone together.
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group ``groupsByEvent`` opened for the current event, and that event.
    private var automaticGroup: (group: Group, event: Int?)?
    /// The groups opened with `beginUndoGrouping()` and not yet closed, outermost first.
    private var openGroups: [Group] = []
    /// What the handlers of a running `undo()` or `redo()` register.
    private var collecting: Group?
    private var disabledCount = 0

    /// The current event, when a host runs one (its frame number): what ``groupsByEvent``
    /// groups by.
    var currentEvent: () -> Int? = { nil }

    /// Whether the receiver is in the process of performing its `undo()` method.
    public private(set) var isUndoing = false
    /// Whether the receiver is in the process of performing its `redo()` method.
    public private(set) var isRedoing = false
    /// Whether the receiver automatically creates undo groups around each event (in a
    /// host, each frame); `true` by default.
    open var groupsByEvent = true
    /// The maximum number of top-level undo groups the receiver holds; 0, the default, is no limit.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Creates an empty undo manager.
    public init() {}

    /// Whether the receiver has any actions to undo (some may be in groups still open).
    open var canUndo: Bool {
        !undoStack.isEmpty || automaticGroup?.group.actions.isEmpty == false || openGroups.contains { !$0.actions.isEmpty }
    }
    /// Whether the receiver has any actions to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The number of undo groups open with `beginUndoGrouping()` (and the automatic one).
    open var groupingLevel: Int { openGroups.count + (automaticGroup == nil ? 0 : 1) }
    /// The name of the action `undo()` would undo.
    open var undoActionName: String {
        let open = openGroups.first?.name ?? automaticGroup?.group.name ?? ""
        return open.isEmpty ? undoStack.last?.name ?? "" : open
    }
    /// The name of the action `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// Whether the recording of undo operations is enabled.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Registers a closure that undoes an operation on `target`.
    ///
    /// ```swift
    /// undoManager?.registerUndo(withTarget: note) { $0.text = oldText }
    /// ```
    ///
    /// Registered while undoing, it is what `redo()` runs; otherwise it clears the redo stack.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { [weak target] in if let target { handler(target) } }
        if collecting != nil {
            collecting?.actions.append(action)
            return
        }
        redoStack.removeAll()
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
        } else if groupsByEvent {
            openAutomaticGroup()
            automaticGroup?.group.actions.append(action)
        } else {
            push(Group(actions: [action]))
        }
    }

    /// Sets the name of the action the current undo group undoes ("Undo Rename").
    ///
    /// ```swift
    /// undoManager?.setActionName("Rename")
    /// ```
    open func setActionName(_ actionName: String) {
        if collecting != nil {
            collecting?.name = actionName
        } else if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if automaticGroup != nil {
            automaticGroup?.group.name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Marks the beginning of an undo group: the operations until the matching
    /// `endUndoGrouping()` are undone together.
    open func beginUndoGrouping() {
        if groupsByEvent, openGroups.isEmpty, collecting == nil { openAutomaticGroup() }
        openGroups.append(Group())
    }

    /// Marks the end of an undo group. Without an open group it does nothing.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        } else if automaticGroup != nil {
            automaticGroup?.group.actions += group.actions
            if automaticGroup?.group.name.isEmpty == true { automaticGroup?.group.name = group.name }
        } else {
            push(group)
        }
    }

    /// Opens the automatic group of the current event, closing the previous event's.
    private func openAutomaticGroup() {
        let event = currentEvent()
        if let open = automaticGroup, open.event != event || event == nil {
            automaticGroup = nil
            push(open.group)
        }
        if automaticGroup == nil { automaticGroup = (Group(), event) }
    }

    /// Closes every open group onto the undo stack.
    private func closeGroups() {
        while !openGroups.isEmpty { endUndoGrouping() }
        if let open = automaticGroup {
            automaticGroup = nil
            push(open.group)
        }
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    /// Closes the open groups, then undoes the latest group: its handlers run in the
    /// reverse order of their registration, and what they register becomes the group
    /// `redo()` runs.
    ///
    /// ```swift
    /// Button("Undo") { undoManager?.undo() }.disabled(undoManager?.canUndo != true)
    /// ```
    open func undo() {
        closeGroups()
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let redo = perform(group)
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
    }

    /// Undoes the latest group (as ``undo()``, which also closes the open groups).
    open func undoNestedGroup() { undo() }

    /// Redoes the latest undone group: what its undo registered runs, and what that
    /// registers becomes the group `undo()` runs again.
    open func redo() {
        closeGroups()
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let undo = perform(group)
        isRedoing = false
        if !undo.actions.isEmpty {
            undoStack.append(undo)
            trim()
        }
    }

    /// Runs the handlers of `group`, latest first, and returns what they registered.
    private func perform(_ group: Group) -> Group {
        collecting = Group(name: group.name)
        for action in group.actions.reversed() { action.perform() }
        defer { collecting = nil }
        return collecting ?? Group()
    }

    /// Clears the undo and redo stacks, and the open groups.
    open func removeAllActions() {
        undoStack = []
        redoStack = []
        openGroups = []
        automaticGroup = nil
    }

    /// Removes the operations registered with `target` from the undo and redo stacks
    /// (and from the groups still open).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func without(_ group: Group) -> Group {
            var group = group
            group.actions.removeAll { $0.target === object }
            return group
        }
        undoStack = undoStack.map(without).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(without).filter { !$0.actions.isEmpty }
        openGroups = openGroups.map(without)
        if let open = automaticGroup { automaticGroup = (without(open.group), open.event) }
    }

    /// Disables the recording of undo operations; each call needs its own
    /// `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Enables the recording of undo operations.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }
}
#endif

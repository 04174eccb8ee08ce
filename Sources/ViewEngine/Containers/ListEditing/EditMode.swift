import ViewEngineCore
import VirtualTime

/// A mode that indicates whether the user can edit a view's content.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var body: some View {
///     Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Not editing")
/// }
/// ```
///
/// You get a binding to it from `@Environment(\.editMode)`; an ``EditButton`` toggles it.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited: `true` unless the mode is `inactive`.
    ///
    /// ```swift
    /// EditMode.active.isEditing      // true
    /// EditMode.inactive.isEditing    // false
    /// ```
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with
    /// this environment: a binding to the edit mode, or `nil`.
    ///
    /// ```swift
    /// @Environment(\.editMode) private var editMode
    /// Button("Select") { editMode?.wrappedValue = .active }
    /// List { ... }.environment(\.editMode, $mode)    // a mode of your own
    /// ```
    ///
    /// The host provides one edit mode for its whole tree, `inactive` at first, as the
    /// window of an iOS app does; an ``EditButton`` toggles it, and `.environment(\.editMode,
    /// $mode)` gives a subtree a mode of your own. Views that read it re-evaluate when the
    /// mode changes.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The edit mode a host provides at the root of its environment. It is stored like a
/// `@State` (a ``StateBox``, made when a view first reads it during an evaluation), so
/// its readers re-evaluate when it changes and an equal write invalidates nothing. Off
/// the main actor it reads its last value and writes nothing, as a `@State` does.
/// Invariant (`@unchecked Sendable`): `value` and `box` are written on the main queue only (a
/// write from elsewhere does nothing); a read off the main queue returns `value`
/// unsynchronized, as a `@State` read there does.
final class EditModeStore: @unchecked Sendable {
    private var value = EditMode.inactive
    private var box: StateBox<EditMode>?

    init() {}

    /// The binding the host puts in the environment.
    var binding: Binding<EditMode> {
        Binding(location: BindingLocation(object: self),
                get: { [self] in read() },
                set: { [self] in write($0) })
    }

    private func read() -> EditMode {
        guard MainQueue.isCurrent else { return value }
        return MainActor.assumeIsolated {
            if box == nil, let reader = CurrentEvaluation.node {
                box = StateBox(value, graph: reader.takeUnretainedValue().graph)
            }
            return box?.read() ?? value
        }
    }

    private func write(_ newValue: EditMode) {
        guard MainQueue.isCurrent else { return }
        MainActor.assumeIsolated {
            if let box { box.write(newValue) } else { value = newValue }
        }
    }
}

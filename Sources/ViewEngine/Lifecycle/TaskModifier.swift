/// The modifier behind ``View/task(id:priority:_:)`` and ``View/task(priority:_:)``.
///
/// You don't create it directly:
///
/// ```swift
/// Text("\(t)").task(id: t) { await load(t) }
/// ```
import ViewEngineCore

public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority?
    let action: @MainActor () async -> Void

    public typealias Body = Never
}

extension _TaskModifier: AsyncWorkModifier {
    /// Rules R9: a new `id` (compared with `==`) cancels the task and starts a new one.
    func restartsWork(after old: Self) -> Bool { id != old.id }

    func work(latest: @escaping @MainActor () -> Self?, graph: ViewGraph) -> @MainActor () async -> Void {
        action
    }
}

/// The `id` of a task that never restarts, used by ``View/task(priority:_:)``.
///
/// ```swift
/// Text("hi").task { await load() }   // id: _NoTaskID()
/// ```
public struct _NoTaskID: Equatable {}

extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// ```swift
    /// Text(message)
    ///     .task {
    ///         message = await load()
    ///     }
    /// ```
    ///
    /// The task starts after the update pass in which the view appeared and runs on the
    /// main actor. It is cancelled when the view disappears; it sees the cancellation at
    /// its next suspension point (`Task.isCancelled`, `CancellationError`). Its state
    /// writes start a frame of their own, so no per-frame limit applies to them.
    /// `Task.sleep(for:)` inside it sleeps on the host's virtual clock.
    ///
    /// - Parameters:
    ///   - priority: The task priority to use when creating the task.
    ///   - action: A closure that the engine calls as an asynchronous task.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor () async -> Void) -> ModifiedContent<Self, _TaskModifier<_NoTaskID>> {
        modifier(_TaskModifier(id: _NoTaskID(), priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// ```swift
    /// Text("\(t)")
    ///     .task(id: t) {
    ///         t += 1
    ///         print(t)
    ///     }
    /// ```
    ///
    /// The task starts when the view appears and is cancelled when it disappears. When
    /// the view is re-evaluated with an `id` that is not `==` to the previous one, the
    /// running task is cancelled and a new one starts, after the update pass — like an
    /// `onAppear` combined with an `onChange(of: id)`, except that the task runs
    /// asynchronously, so the per-frame limit of `onChange` does not apply: the example
    /// above keeps counting (Rules R9).
    ///
    /// - Parameters:
    ///   - value: The value to observe for changes.
    ///   - priority: The task priority to use when creating the task.
    ///   - action: A closure that the engine calls as an asynchronous task.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async -> Void) -> ModifiedContent<Self, _TaskModifier<T>> {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

import Dispatch

/// An interface for performing storage-related tasks using an isolated model context.
///
/// A model actor (``ModelActor``) runs on its executor, whose ``modelContext`` is the
/// actor's context: code on the actor uses the context one job at a time.
public protocol ModelExecutor: Executor {
    /// The context the executor's jobs use.
    var modelContext: ModelContext { get }
}

/// An interface for performing serial storage-related tasks using an isolated model
/// context: the executor runs one job at a time, so a model actor can run on it.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// An object that safely performs storage-related tasks using an isolated model context.
///
/// ```swift
/// let executor = DefaultSerialModelExecutor(modelContext: ModelContext(container))
/// ```
///
/// `@ModelActor` makes one for each actor it initializes. The executor runs its jobs one at
/// a time, in the order they were enqueued, on a serial dispatch queue of its own. The
/// context given is the executor's from then on: use it only from the executor's jobs (the
/// actor's code, through ``ModelActor/modelContext``). It takes in the saves of the
/// container's other contexts at its next call, and its own saves reach them as any
/// context's do (the main context's `@Query` views update).
///
/// Invariant (`@unchecked Sendable`): `modelContext` is a `let`, used only by the jobs the
/// executor runs, one at a time, on `queue` (a serial queue, which Dispatch makes safe to
/// enqueue on from any thread); the context takes in other contexts' saves through its
/// locked inbox, never from their threads.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    /// The context the executor's jobs use: the model actor's context.
    public let modelContext: ModelContext
    /// Runs the jobs, one at a time.
    private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")
    /// Names the executor whose queue is running the current code.
    private static let current = DispatchSpecificKey<ObjectIdentifier>()

    /// Creates an executor whose jobs use `modelContext`, which belongs to the executor
    /// from then on.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
        modelContext.belongToExecutor()
        queue.setSpecific(key: Self.current, value: ObjectIdentifier(self))
    }

    /// Schedules `job` to run after the jobs enqueued before it, on the executor.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Converts this executor value to the optimized form of borrowed executor references.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Whether the code calling this runs as one of the executor's jobs.
    package var isRunningCurrentJob: Bool {
        DispatchQueue.getSpecific(key: Self.current) == ObjectIdentifier(self)
    }
}

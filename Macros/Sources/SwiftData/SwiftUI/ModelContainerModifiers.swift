import ViewEngine

extension View {
    /// Sets the model container of this view's hierarchy: its main context becomes the
    /// environment's ``EnvironmentValues/modelContext``, and saves by itself after its
    /// models changed (when the host's work settles: `await host.settle()`) and when the
    /// scene's phase changes.
    ///
    /// ```swift
    /// ContentView().modelContainer(container)
    /// ```
    public func modelContainer(_ container: ModelContainer) -> some View {
        modifier(ModelContextModifier(context: container.mainContext))
    }

    /// Makes a model container for `modelType` (and the types it relates to) the first time
    /// the view is shown, keeps it as long as the view, and sets it as this hierarchy's.
    ///
    /// ```swift
    /// ContentView().modelContainer(for: Item.self, inMemory: true)
    /// ```
    ///
    /// - Parameters:
    ///   - inMemory: whether the store is in memory (else `default.store` in
    ///     ``ModelConfiguration/defaultDirectory``).
    ///   - isAutosaveEnabled: whether the main context saves by itself.
    ///   - isUndoEnabled: whether the environment's `undoManager` records the main
    ///     context's changes (Undo undoes an insert, a delete, a change).
    ///   - onSetup: called once with the container, or with why it could not be made
    ///     (then the views have an empty context in memory).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a model container for `modelTypes` the first time the view is shown, keeps it
    /// as long as the view, and sets it as this hierarchy's.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(ModelContainerModifier(
            request: ContainerRequest(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                      isUndoEnabled: isUndoEnabled, onSetup: onSetup)))
    }

    /// Sets the model context of this view's hierarchy.
    ///
    /// ```swift
    /// DetailView().modelContext(ModelContext(container))
    /// ```
    public func modelContext(_ modelContext: ModelContext) -> some View {
        modifier(ModelContextModifier(context: modelContext))
    }
}

extension Scene {
    /// Sets the model container of the scene's views (see `View.modelContainer(_:)`).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .modelContainer(sharedModelContainer)
    /// ```
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        contentModifier(ModelContextModifier(context: container.mainContext))
    }

    /// Makes a model container for `modelType` when the scene is first shown, and sets it
    /// as the scene's views' (see `View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .modelContainer(for: Item.self)
    /// ```
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a model container for `modelTypes` when the scene is first shown, and sets it
    /// as the scene's views'.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        contentModifier(ModelContainerModifier(
            request: ContainerRequest(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                      isUndoEnabled: isUndoEnabled, onSetup: onSetup)))
    }

    /// Sets the model context of the scene's views.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        contentModifier(ModelContextModifier(context: modelContext))
    }
}

/// Puts a context in the environment, and saves it, when it saves by itself, some time
/// after its models changed (a task the change starts: in a host, when its work settles)
/// and when the scene's phase changes (going to the background, say).
struct ModelContextModifier: ViewModifier {
    let context: ModelContext
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        let context = self.context
        return content
            .environment(\.modelContext, context)
            .task(id: AutosaveTrigger(changes: context.signals.saveRequests, phase: scenePhase)) {
                guard !Task.isCancelled else { return }   // a later change has a task of its own
                context.autosave()
            }
    }
}

/// What makes an autosaving context save: a change of its models, or of the scene's phase.
struct AutosaveTrigger: Equatable {
    let changes: Int
    let phase: ScenePhase
}

/// What `.modelContainer(for:...)` was asked for.
struct ContainerRequest {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let isUndoEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
}

/// Makes the container of a `.modelContainer(for:...)` once, keeps it with the view (as
/// `@State`), and sets its main context in the environment.
struct ModelContainerModifier: ViewModifier {
    let request: ContainerRequest
    @State private var holder = ContainerHolder()
    @Environment(\.undoManager) private var undoManager

    func body(content: Content) -> some View {
        let context = holder.context(for: request)
        if request.isUndoEnabled, !context.isUnset, context.undoManager !== undoManager {
            context.undoManager = undoManager
        }
        return content.modifier(ModelContextModifier(context: context))
    }
}

/// The container a `.modelContainer(for:...)` made.
@MainActor
final class ContainerHolder {
    private var context: ModelContext?

    /// The main context of the container, made the first time.
    func context(for request: ContainerRequest) -> ModelContext {
        if let context { return context }
        let made: ModelContext
        do {
            let container = try ModelContainer(for: Schema(request.types),
                                               configurations: [ModelConfiguration(isStoredInMemoryOnly: request.inMemory)])
            made = container.mainContext
            made.autosaveEnabled = request.isAutosaveEnabled
            request.onSetup(.success(container))
        } catch {
            ModelContext.unset.warn("modelContainer(for: \(request.types.map { "\($0)" })) could not make its container: \(error)")
            request.onSetup(.failure(error))
            made = ModelContext.unset
        }
        context = made
        return made
    }
}

extension ModelContext {
    /// Saves, when the context saves by itself and has changes; a failure is written to
    /// standard error, as SwiftData logs it, and the changes stay.
    func autosave() {
        guard autosaveEnabled, hasChanges else { return }
        do {
            try save()
        } catch {
            warn("autosave failed: \(error)")
        }
    }
}


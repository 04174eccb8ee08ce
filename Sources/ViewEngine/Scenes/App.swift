/// A type that represents the structure and behavior of an app.
///
/// Declare your app's scenes in its ``body`` and mark it `@main`, as with SwiftUI:
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     @StateObject private var store = NoteStore()
///     @Environment(\.scenePhase) private var scenePhase
///
///     var body: some Scene {
///         WindowGroup {
///             NoteList()
///                 .environmentObject(store)
///         }
///         .onChange(of: scenePhase) { _, phase in if phase == .background { store.save() } }
///     }
/// }
/// ```
///
/// The app's stored properties may be dynamic properties (`@StateObject`, `@State`,
/// `@Environment`, `@AppStorage`...): they live as long as the host that shows the app,
/// and a change of one evaluates ``body`` again. Its `@Environment(\.scenePhase)` follows
/// ``ViewHost/scenePhase``.
///
/// Test an app by hosting it: ``ViewHost/init(app:scene:configuration:)`` shows its
/// first window group's content. On Linux, a `@main` app's ``main()`` shows its first
/// window headlessly and prints it (see ``main()``).
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder var body: Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

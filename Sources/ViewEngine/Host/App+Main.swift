import Foundation

extension App {
    /// Initializes and runs the app: what `@main` calls.
    ///
    /// There is no display: the engine runs the app headlessly. It hosts the app as
    /// ``ViewHost/init(app:scene:configuration:)`` does, shows its first window group
    /// (the scene named by `--scene <name>` on the command line, if given), lets its work
    /// settle on the host's virtual clock (``ViewHost/settle()``: `onAppear`, `.task` and
    /// `.onReceive` steps run, nothing waits in real time), then writes the app's scenes
    /// (``ViewHost/renderScenes()``), an empty line and the shown scene
    /// (``ViewHost/render()``) to standard output, and returns: the process ends with
    /// status 0, or 1 when the scene asked for does not exist. Runtime warnings go to
    /// standard error, as SwiftUI writes them to the console. It never waits for input,
    /// so it never hangs.
    ///
    /// ```
    /// $ swift run NotesApp
    /// WindowGroup (shown)
    ///
    /// NavigationStack
    ///   List
    ///     Text "Groceries"
    /// ```
    public static func main() async {
        let result = await HeadlessLaunch.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
        print(result.output)
        if result.status != 0 { exit(result.status) }
    }
}

/// What an app's `main()` does on a machine without a display: it hosts the app, lets it
/// settle, and writes what it shows (see ``App/main()``).
package enum HeadlessLaunch {
    /// The outcome of a run: what is written to standard output, and the exit status.
    package struct Result: Sendable, Equatable {
        /// The app's scenes, an empty line, then the shown scene.
        package var output: String
        /// 0, or 1 when `--scene` names no scene of the app.
        package var status: Int32
    }

    /// Runs `app` as its `main()` does, with the command-line `arguments` (without the
    /// program's name), and returns what it would print, without exiting: the logic of
    /// `main()`, for tests.
    ///
    /// ```swift
    /// let result = await HeadlessLaunch.run(NotesApp.self, arguments: ["--scene", "Settings"])
    /// ```
    @MainActor package static func run<A: App>(_ app: A.Type, arguments: [String],
                                               configuration: HostConfiguration = HostConfiguration()) async -> Result {
        let scene = arguments.firstIndex(of: "--scene").flatMap { index in
            arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
        }
        let host = ViewHost(app: A(), scene: scene, configuration: configuration)
        await host.settle()
        let output = host.renderScenes() + "\n\n" + host.render()
        return Result(output: output, status: host.rootHostsAScene ? 0 : 1)
    }
}

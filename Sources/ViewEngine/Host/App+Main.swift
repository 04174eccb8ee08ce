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
    /// Two more arguments make a launch a smoke test of the app's first screen:
    ///
    /// - `--picture <path>` writes the shown scene's SVG picture (``ViewHost/snapshot()``,
    ///   as the window is after settling, before any tap) to the file at `path`. A file
    ///   that cannot be written is reported in the output, after the render, and the
    ///   status is 1.
    /// - `--tap` then taps the first control on screen that a tap drives: of the regions a
    ///   click reaches (those of the topmost presentation when one is up, else the
    ///   window's), in view-tree order, the first that is enabled, whose frame's center is
    ///   inside the window and is not covered there by another control. It is tapped at
    ///   that center, as ``ViewHost/tap(at:)`` taps. The app settles again, and the output
    ///   goes on with an empty line, a line `after tap: <control>` (the control's kind and
    ///   title, `Button "Add"`), an empty line and the render again. With no such control
    ///   the line is `after tap: no control` and nothing is tapped. A tap the host refuses
    ///   (a ``HostError``) is reported on a line `tap refused: <error>` after that line; it
    ///   does not change the status.
    ///
    /// ```
    /// $ swift run NotesApp
    /// WindowGroup (shown)
    ///
    /// NavigationStack
    ///   List
    ///     Text "Groceries"
    ///
    /// $ swift run NotesApp --picture notes.svg --tap
    /// ...
    /// after tap: Button "Add"
    /// ...
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
        /// 0, or 1 when `--scene` names no scene of the app or the `--picture` file could
        /// not be written.
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
        func value(of option: String) -> String? {
            arguments.firstIndex(of: option).flatMap { index in
                arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
            }
        }
        let host = ViewHost(app: A(), scene: value(of: "--scene"), configuration: configuration)
        await host.settle()
        var output = host.renderScenes() + "\n\n" + host.render()
        guard host.rootHostsAScene else { return Result(output: output, status: 1) }
        var status: Int32 = 0
        if let path = value(of: "--picture") {
            do {
                try host.snapshot().write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                output += "\npicture not written to \(path): \(error)"
                status = 1
            }
        }
        if arguments.contains("--tap") {
            guard let target = firstTappedTarget(in: host) else {
                return Result(output: output + "\n\nafter tap: no control", status: status)
            }
            output += "\n\nafter tap: \(target)"
            do {
                try host.tap(at: CGPoint(x: target.frame.midX, y: target.frame.midY))
            } catch {
                output += "\ntap refused: \(error)"
            }
            await host.settle()
            output += "\n\n" + host.render()
        }
        return Result(output: output, status: status)
    }

    /// What `--tap` taps (see ``App/main()``): the first enabled control, in view-tree
    /// order, whose frame's center is in the window and is its own there (no control
    /// drawn over it), or `nil`.
    @MainActor static func firstTappedTarget<Root: View>(in host: ViewHost<Root>) -> PointerTarget? {
        let window = CGRect(origin: .zero, size: host.window.size)
        return host.pointerTargets.first { target in
            let center = CGPoint(x: target.frame.midX, y: target.frame.midY)
            return target.isEnabled && window.contains(center) && host.control(at: center) == target
        }
    }
}

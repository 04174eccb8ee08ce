// What XCUIApplication needs of a running app, over the host of its type; its launch, its
// data container and the process state it is launched in; and the one way a synchronous
// XCUITest call waits for the host's asynchronous work.

import Foundation
import ViewEngine
import XCUIProcessArguments

/// The host of a launched app, whatever its type.
@MainActor
protocol LaunchedHost: AnyObject {
    var accessibilityTree: AccessibilityElement { get }
    var windowSize: CGSize { get }
    func click(at point: CGPoint) throws -> String?
    func control(at point: CGPoint) -> PointerTarget?
    func typeKeystroke(_ characters: String) throws
    func deleteBackward() throws
    func submitFocusedField() throws
    func dragAt(from start: CGPoint, to end: CGPoint) throws -> String
    func select(_ option: String, in picker: String) throws
    func longPress(_ title: String) throws
    func snapshot() -> String
    var scenePhase: ScenePhase { get set }
    var colorScheme: ColorScheme { get set }
    func settle() async
    func advance(by duration: Duration) async
}

extension ViewHost: LaunchedHost {}

/// Launches an app of one type.
protocol AppLauncher: Sendable {
    /// The app type's name, which names its data container.
    var name: String { get }
    @MainActor func launch() -> any LaunchedHost
}

struct TypedLauncher<A: App>: AppLauncher {
    var name: String { String(describing: A.self) }
    @MainActor func launch() -> any LaunchedHost { ViewHost(app: A()) }
}

/// An app's data container, as a simulator keeps one per installed app: a directory of
/// this test process's own (so every run starts empty), kept across the app's launches.
/// The containers are removed when the process exits.
enum AppContainer {
    private static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: AppContainer.root) }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("XCUIApplication-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    }()

    /// The container of the app named `name`, made if needed.
    static func directory(for name: String) -> URL {
        let directory = root.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// The process state a launch sets for the app: its arguments and environment, and the
/// XDG directories (Application Support, preferences, caches) inside its container.
struct ProcessState {
    private let arguments: [String]
    private let environment: [String: String?]

    /// Sets the launch's arguments, environment and container, and returns what they replaced.
    static func apply(arguments: [String], environment: [String: String], container: URL) -> ProcessState {
        var values = environment
        for (variable, folder) in [("XDG_DATA_HOME", "Data"), ("XDG_CONFIG_HOME", "Preferences"), ("XDG_CACHE_HOME", "Caches")] {
            let directory = container.appendingPathComponent(folder)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            values[variable] = values[variable] ?? directory.path
        }
        let current = ProcessInfo.processInfo.environment
        let saved = ProcessState(arguments: CommandLine.arguments,
                                 environment: Dictionary(uniqueKeysWithValues: values.keys.map { ($0, current[$0]) }))
        for (variable, value) in values { setenv(variable, value, 1) }
        ProcessArguments.replace(with: [CommandLine.arguments.first ?? "app"] + arguments)
        return saved
    }

    /// Puts back what the launch replaced.
    func restore() {
        ProcessArguments.replace(with: arguments)
        for (variable, value) in environment {
            if let value { setenv(variable, value, 1) } else { unsetenv(variable) }
        }
    }
}

/// Runs the host's asynchronous work from a synchronous XCUITest call: the work runs on
/// the main actor while the main run loop turns, until it is done — it waits for work,
/// never for time (the host's clock is virtual).
@MainActor
enum SynchronousWait {
    static func run(_ work: @escaping @MainActor () async -> Void) {
        let done = Flag()
        Task { @MainActor in
            await work()
            done.isSet = true
        }
        while !done.isSet {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }

    private final class Flag {
        var isSet = false
    }
}

/// XCUITest's calls are synchronous and made on the main thread, as XCTest runs a test:
/// they reach the host, which is the main actor's, from there.
enum MainThread {
    /// `body`'s result, on the main actor; `fallback` off the main thread.
    static func run<T: Sendable>(_ fallback: T, _ body: @MainActor () -> T) -> T {
        guard Thread.isMainThread else { return fallback }
        return MainActor.assumeIsolated(body)
    }

    /// Runs `body` on the main actor, or records that the call was made off the main thread.
    static func run(file: StaticString, line: UInt, _ body: @MainActor () -> Void) {
        guard Thread.isMainThread else {
            return XCUIFailure.record("XCUIApplication and its elements are used on the main thread, where XCTest runs a test", file: file, line: line)
        }
        MainActor.assumeIsolated(body)
    }
}

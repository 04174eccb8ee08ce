// The app under test, launched in this process: `launch()` mounts the UI-test target's
// application (``XCUITargetApplication``) in a fresh host with the arguments and
// environment the test gave it and its own data container, and lets it settle;
// `terminate()` drops it, with everything it held in memory; what it saved on disk stays
// for the next launch, as on a simulator.

import Foundation
import ViewEngine
import XCUIProcessArguments

/// The UI-test target's application: Xcode's "Target Application" setting, as one file
/// of the UI-test target declares it.
///
/// ```swift
/// // Tests/GroceriesUITests/TargetApplication.swift
/// @_exported import XCUIAutomation
/// @testable import Groceries
///
/// enum TargetApplication: XCUITargetApplication {
///     typealias Application = GroceriesApp
/// }
/// ```
///
/// `XCUIApplication()` in any file of that target launches `Application`. The type must be
/// named `TargetApplication`, at the top level of the target, as an enum, a struct or a class.
public protocol XCUITargetApplication {
    /// The app's `@main` type.
    associatedtype Application: App
}

/// The application under test: a proxy that launches it, terminates it and queries its
/// screen.
///
/// ```swift
/// let app = XCUIApplication()
/// app.launchArguments = ["-UITesting"]
/// app.launch()
/// app.textFields["New item"].tap()
/// app.textFields["New item"].typeText("Milk")
/// app.buttons["Add"].tap()
/// XCTAssertTrue(app.switches["Milk"].exists)
/// ```
public final class XCUIApplication: XCUIElement {
    /// The states an application is in.
    public enum State: UInt, Sendable {
        /// Not known.
        case unknown = 0
        /// Not launched, or terminated.
        case notRunning = 1
        /// In the background, suspended.
        case runningBackgroundSuspended = 2
        /// In the background.
        case runningBackground = 3
        /// Shown.
        case runningForeground = 4
    }

    /// The arguments the app is launched with: what it reads in `CommandLine.arguments`
    /// and `ProcessInfo.processInfo.arguments` after the program's path.
    public var launchArguments: [String] = []
    /// The environment variables the app is launched with, beside the process's.
    public var launchEnvironment: [String: String] = [:]

    /// The UI-test target's application (``XCUITargetApplication``).
    ///
    /// - Parameter fileID: Where the call is, which names the UI-test target; leave it out.
    public init(fileID: String = #fileID) {
        super.init(ElementLocator(session: AppSession(launcher: Self.targetLauncher(module: String(fileID.prefix { $0 != "/" }))), chain: []))
    }

    /// The application `application`, without a ``XCUITargetApplication`` declaration.
    public init<A: App>(application: A.Type) {
        super.init(ElementLocator(session: AppSession(launcher: .success(TypedLauncher<A>())), chain: []))
    }

    // MARK: Launching

    /// Launches the app, terminating it first if it runs: a fresh host mounts it with
    /// ``launchArguments`` and ``launchEnvironment``, and it settles (its `onAppear`,
    /// `.task` and the timers due now have run).
    public func launch(file: StaticString = #filePath, line: UInt = #line) {
        let session = locator.session, arguments = launchArguments, environment = launchEnvironment
        MainThread.run(file: file, line: line) {
            session.launch(arguments: arguments, environment: environment, file: file, line: line)
        }
    }

    /// Launches the app if it is not running, and brings it to the foreground if it is
    /// in the background (its `scenePhase` is `.active` again).
    public func activate(file: StaticString = #filePath, line: UInt = #line) {
        if state == .notRunning { return launch(file: file, line: line) }
        let session = locator.session
        MainThread.run(file: file, line: line) { session.bringToForeground() }
    }

    /// Waits until the app is in `state`, at most `timeout` seconds of its virtual clock.
    ///
    /// - Returns: whether it is.
    public func wait(for state: State, timeout: TimeInterval) -> Bool {
        let session = locator.session
        return MainThread.run(false) { session.wait(upTo: timeout) { session.state == state } }
    }

    /// Terminates the app: its host and everything it held in memory are gone; what it
    /// saved on disk stays for the next launch. The process's arguments and environment
    /// are as before the launch.
    public func terminate() {
        let session = locator.session
        MainThread.run(file: #filePath, line: #line) { session.terminate() }
    }

    /// Whether the app runs.
    public var state: State {
        let session = locator.session
        return MainThread.run(.unknown) { session.state }
    }

    // MARK: The target

    /// The launcher of `module`'s `TargetApplication`, found by its mangled name.
    private static func targetLauncher(module: String) -> Result<any AppLauncher, XCUIFailure> {
        let name = "TargetApplication"
        for kind in ["O", "V", "C"] {
            if let type = _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(kind)"),
               let target = type as? any XCUITargetApplication.Type {
                return .success(launcher(for: target))
            }
        }
        return .failure(XCUIFailure(message: """
            No target application for \(module): add a file to the UI-test target declaring \
            `enum TargetApplication: XCUITargetApplication { typealias Application = YourApp }`
            """))
    }

    private static func launcher<Target: XCUITargetApplication>(for _: Target.Type) -> any AppLauncher {
        TypedLauncher<Target.Application>()
    }
}

/// A launched app, or one not yet launched: its host, and what its launch replaced in the
/// process.
@MainActor
final class AppSession {
    /// How the app is started: the target's application type, or why there is none.
    private let launcher: Result<any AppLauncher, XCUIFailure>
    /// The running app's host.
    private var host: (any LaunchedHost)?
    /// What launching replaced in the process, put back by terminating.
    private var savedProcessState: ProcessState?

    nonisolated init(launcher: Result<any AppLauncher, XCUIFailure>) {
        self.launcher = launcher
    }

    /// The session that launched an app last: the screen `XCUIScreen.main` shows.
    static var latest: AppSession? { latestSession.value }
    private static let latestSession = WeakSession()

    /// The running app's window as an SVG picture.
    var picture: String? { host?.snapshot() }

    var isRunning: Bool { host != nil }

    /// Not running; in the foreground; or in the background, after the device's home
    /// button (``XCUIDevice/press(_:)``).
    var state: XCUIApplication.State {
        guard let host else { return .notRunning }
        return host.scenePhase == .active ? .runningForeground : .runningBackground
    }

    /// The home button: the app goes to the background (its `scenePhase` is
    /// `.background`), as on a device.
    func sendToBackground() {
        guard let host, host.scenePhase != .background else { return }
        host.scenePhase = .background
        SynchronousWait.run { await host.settle() }
    }

    /// `activate()` of an app in the background: its `scenePhase` is `.active` again.
    func bringToForeground() {
        guard let host, host.scenePhase != .active else { return }
        host.scenePhase = .active
        SynchronousWait.run { await host.settle() }
    }

    func launch(arguments: [String], environment: [String: String], file: StaticString, line: UInt) {
        if host != nil { terminate() }
        switch launcher {
        case .failure(let failure):
            XCUIFailure.record(failure.message, file: file, line: line)
        case .success(let launcher):
            savedProcessState = ProcessState.apply(arguments: arguments, environment: environment,
                                                   container: AppContainer.directory(for: launcher.name))
            let host = launcher.launch()
            self.host = host
            Self.latestSession.value = self
            applyDeviceAppearance()
            SynchronousWait.run { await host.settle() }
        }
    }

    /// The device's appearance (``XCUIDevice/appearance``) as the running app's color
    /// scheme; an unspecified one leaves the app's default.
    func applyDeviceAppearance() {
        guard let host else { return }
        switch XCUIDevice.shared.appearance {
        case .unspecified: return
        case .light: host.colorScheme = .light
        case .dark: host.colorScheme = .dark
        }
        SynchronousWait.run { await host.settle() }
    }

    func terminate() {
        host = nil
        savedProcessState?.restore()
        savedProcessState = nil
    }

    /// The app's accessibility tree now.
    func tree() throws(XCUIFailure) -> AccessibilityElement {
        guard let host else {
            throw XCUIFailure(message: "The application is not running: call launch() first")
        }
        var tree = host.accessibilityTree
        if let keyboard = keyboard(of: tree) { tree.children.append(keyboard) }
        return tree
    }

    /// The on-screen keyboard, while an element of `tree` has keyboard focus.
    private func keyboard(of tree: AccessibilityElement) -> AccessibilityElement? {
        guard let host, tree.hasFocus || tree.descendants.contains(where: \.hasFocus) else { return nil }
        return SoftwareKeyboard.element(in: host.windowSize)
    }

    /// What a tap on `element` does when it is a key of the keyboard on screen.
    func keyboardAction(of element: AccessibilityElement) -> SoftwareKeyboard.Action? {
        guard let host, let keyboard = keyboard(of: host.accessibilityTree) else { return nil }
        return SoftwareKeyboard.action(of: element, in: keyboard)
    }

    /// Whether a tap at `element`'s center reaches it.
    func isHittable(_ element: AccessibilityElement) -> Bool {
        guard let host else { return false }
        if keyboardAction(of: element) != nil { return true }
        let window = CGRect(origin: .zero, size: host.windowSize)
        guard element.frame.width > 0, element.frame.height > 0, window.contains(element.center) else { return false }
        guard let topmost = host.control(at: element.center) else { return true }
        return topmost.frame.intersects(element.frame)
    }

    /// Runs an action on the app's host, records what it refuses at the test's line, then
    /// lets the app settle.
    func perform(file: StaticString, line: UInt, _ action: (any LaunchedHost) throws -> Void) {
        guard let host else {
            return XCUIFailure.record("The application is not running: call launch() first", file: file, line: line)
        }
        do {
            try action(host)
        } catch {
            XCUIFailure.record("\(error)", file: file, line: line)
        }
        SynchronousWait.run { await host.settle() }
    }

    /// Advances the app's virtual clock in steps of 0.1 s until `done` holds or `timeout`
    /// seconds have passed on it.
    func wait(upTo timeout: TimeInterval, until done: () -> Bool) -> Bool {
        if done() { return true }
        guard let host, timeout > 0 else { return false }
        let step = Duration.milliseconds(100)
        var waited = Duration.zero
        let limit = Duration.milliseconds(Int64((timeout * 1000).rounded(.up)))
        while waited < limit {
            let next = min(step, limit - waited)
            SynchronousWait.run { await host.advance(by: next) }
            waited += next
            if done() { return true }
        }
        return false
    }
}

/// The last launched session, held weakly: a terminated test's app is not kept alive.
@MainActor
private final class WeakSession {
    weak var value: AppSession?
}

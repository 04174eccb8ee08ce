import Foundation

/// An action that opens a URL.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Get Help") { openURL(URL(string: "https://www.example.com")!) }
///
/// Text("Terms")
///     .environment(\.openURL, OpenURLAction { url in
///         log.append(url)
///         return .handled
///     })
/// ```
///
/// Read it from `@Environment(\.openURL)` and call it. The host's own action opens the
/// URL with "the system", which records it in ``ViewHost/openedURLs`` and accepts it. An
/// action of your own, set with `.environment(\.openURL, ...)`, intercepts the URLs of
/// its subtree (a ``Link``'s too): `.handled` and `.discarded` keep them from the system,
/// `.systemAction` hands the URL (or another) to it.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    ///
    /// ```swift
    /// OpenURLAction { url in url.scheme == "myapp" ? .handled : .systemAction }
    /// ```
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL: the action invokes its completion handler with `true`.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL: the action invokes its completion handler with `false`.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open the modified URL.
        ///
        /// ```swift
        /// OpenURLAction { url in .systemAction(url.appendingPathComponent("edit")) }
        /// ```
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    /// The handler of an action of your own; `nil` for the host's.
    let handler: ((URL) -> Result)?
    /// Where `.systemAction` and the host's action send URLs.
    var system: SystemURLOpener?

    init(handler: ((URL) -> Result)?, system: SystemURLOpener?) {
        self.handler = handler
        self.system = system
    }

    /// Creates an action that opens a URL.
    ///
    /// ```swift
    /// .environment(\.openURL, OpenURLAction { url in
    ///     handleURL(url)
    ///     return .handled
    /// })
    /// ```
    ///
    /// - Parameter handler: The closure to run for the given URL; its result says what
    ///   became of it.
    public init(handler: @escaping (URL) -> Result) {
        self.init(handler: handler, system: nil)
    }

    /// Opens a URL, following system conventions.
    ///
    /// ```swift
    /// openURL(URL(string: "https://www.example.com")!)
    /// ```
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Asynchronously opens a URL, following system conventions, and tells `completion`
    /// whether the URL was accepted (at once: the engine has no asynchronous system).
    ///
    /// ```swift
    /// openURL(url) { accepted in print(accepted ? "Success" : "Failure") }
    /// ```
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        guard let handler else { return completion(system?.open(url) ?? false) }
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): completion(system?.open(other ?? url) ?? false)
        }
    }
}

/// The host's "system" for URLs: it records every URL it is asked to open, in order
/// (``ViewHost/openedURLs``), and accepts it.
/// Invariant (`@unchecked Sendable`): its one mutable field, `opened`, is `@MainActor`.
final class SystemURLOpener: @unchecked Sendable {
    /// The URLs opened so far.
    @MainActor private(set) var opened: [URL] = []

    init() {}

    /// Opens `url`: records it. Returns whether it was accepted.
    @MainActor func open(_ url: URL) -> Bool {
        opened.append(url)
        return true
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

private struct SystemURLOpenerKey: EnvironmentKey {
    static var defaultValue: SystemURLOpener? { nil }
}

extension EnvironmentValues {
    /// An action that opens a URL: the host's (which records it in
    /// ``ViewHost/openedURLs``), or the one set with `.environment(\.openURL, ...)` above.
    ///
    /// ```swift
    /// @Environment(\.openURL) private var openURL
    /// Button("Help") { openURL(helpURL) }
    /// ```
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self] ?? OpenURLAction(handler: nil, system: nil)
            action.system = self[SystemURLOpenerKey.self]
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The host's system for URLs (the host sets it at the root).
    var systemURLOpener: SystemURLOpener? {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}

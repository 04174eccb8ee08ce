/// Records what the view instances of a test tree do, by instance token, and checks the
/// lifecycle invariants as it goes:
///
/// - an instance appears once, and each appearance is matched by at most one disappearance;
/// - nothing of an instance that is gone (or never appeared) runs: button actions,
///   onChange actions, task bodies, receive handlers;
/// - an instance keeps its place: its body always describes the same address.
///
/// A token is minted per view identity (kept in the view's `@State`), so a fresh
/// identity has a fresh token.
///
/// ```swift
/// let journal = LifecycleJournal()
/// journal.appeared(token, at: "row 1", tag: 3)   // in onAppear
/// journal.ran(.action, for: token)               // in a button action
/// journal.disappeared(token)                     // in onDisappear
/// #expect(journal.violations.isEmpty)
/// ```
@MainActor
public final class LifecycleJournal {
    /// What an instance does besides appearing and disappearing.
    public enum Work: String, Sendable {
        case action = "button action"
        case change = "onChange action"
        case taskBody = "task body"
        case receive = "receive handler"
    }

    /// Which invariant broke.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public init(_ name: String) { self.name = name }
        public var description: String { name }

        public static let appearedTwice = Kind("appeared twice")
        public static let disappearedWithoutAppearing = Kind("disappeared without appearing")
        public static let disappearedTwice = Kind("disappeared twice")
        public static let movedAddress = Kind("instance moved to another address")
        public static let ranAfterRelease = Kind("work ran after the host was released")
        /// Work of an instance that is gone (or never appeared) ran.
        public static func ranWhileGone(_ work: Work) -> Kind { Kind("\(work.rawValue) of a gone view ran") }
    }

    /// A broken invariant.
    public struct Violation: Sendable, CustomStringConvertible {
        public let kind: Kind
        public let message: String
        public var description: String { "\(kind): \(message)" }
    }

    /// An instance on screen: where it is and what the test tagged it with.
    public struct Instance: Sendable, Equatable {
        public let address: String
        public let tag: Int
    }

    public private(set) var violations: [Violation] = []
    /// The instances that appeared and have not disappeared, by token.
    public private(set) var live: [Int: Instance] = [:]
    private var gone: Set<Int> = []
    private var addresses: [Int: String] = [:]
    private var nextToken = 0
    private var isClosed = false
    /// Everything recorded since the last ``takeEntries()``.
    public private(set) var entries: [Entry] = []

    /// One recorded event of an instance.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public enum Event: Sendable, Equatable {
            case appeared(at: String)
            case disappeared
            case ran(Work)
        }

        public let token: Int
        public let event: Event
        /// What the test said about it (a value, a title).
        public let detail: String

        public var description: String {
            switch event {
            case .appeared(let address): "appear \(token) at \(address)"
            case .disappeared: "disappear \(token)"
            case .ran(let work): "\(work.rawValue) of \(token) \(detail)"
            }
        }
    }

    public init() {}

    /// A token that no instance has had.
    public func mint() -> Int {
        nextToken += 1
        return nextToken
    }

    /// Records a violation found by the test itself (not by the journal).
    public func report(_ kind: Kind, _ message: String) {
        violations.append(Violation(kind: kind, message: message))
    }

    /// A body of the instance ran, describing `address`.
    public func evaluated(_ token: Int, at address: String) {
        guard checkOpen("body of \(token) at \(address)") else { return }
        if let known = addresses[token], known != address {
            report(.movedAddress, "instance \(token) was at \(known), its body now describes \(address)")
        }
        addresses[token] = address
    }

    /// The instance appeared (call from onAppear).
    public func appeared(_ token: Int, at address: String, tag: Int) {
        guard checkOpen("appear \(token)") else { return }
        entries.append(Entry(token: token, event: .appeared(at: address), detail: ""))
        if live[token] != nil || gone.contains(token) {
            report(.appearedTwice, "instance \(token) at \(address) appeared again")
        }
        live[token] = Instance(address: address, tag: tag)
    }

    /// The instance disappeared (call from onDisappear).
    public func disappeared(_ token: Int) {
        guard checkOpen("disappear \(token)") else { return }
        entries.append(Entry(token: token, event: .disappeared, detail: ""))
        if gone.contains(token) {
            report(.disappearedTwice, "instance \(token) disappeared twice")
        } else if live.removeValue(forKey: token) == nil {
            report(.disappearedWithoutAppearing, "instance \(token) disappeared but never appeared")
        }
        gone.insert(token)
    }

    /// An instance that has a token of its own per appearance (a custom modifier applied
    /// to several members, a navigation screen that appears again when uncovered)
    /// appeared: mints its token, records the appearance, returns the token.
    ///
    /// ```swift
    /// .onAppear { token = journal.appearedAfresh(at: address, tag: node) }
    /// ```
    public func appearedAfresh(at address: String, tag: Int) -> Int {
        let token = mint()
        appeared(token, at: address, tag: tag)
        return token
    }

    /// The instance whose latest appearance made `token` disappeared; a `nil` token (no
    /// appearance) is a violation, named by `what`.
    public func disappeared(_ token: Int?, what: String) {
        guard let token else { return report(.disappearedWithoutAppearing, what) }
        disappeared(token)
    }

    /// Work of the instance ran; returns whether the instance is live.
    @discardableResult
    public func ran(_ work: Work, for token: Int, _ detail: String = "") -> Bool {
        guard checkOpen("\(work.rawValue) of \(token) \(detail)") else { return false }
        entries.append(Entry(token: token, event: .ran(work), detail: detail))
        guard live[token] != nil else {
            let state = gone.contains(token) ? "disappeared" : "never appeared"
            report(.ranWhileGone(work), "\(work.rawValue) of instance \(token) ran after it \(state) \(detail)")
            return false
        }
        return true
    }

    /// The addresses of the live instances, with how many instances are at each.
    public var liveAddresses: [String: Int] {
        live.values.reduce(into: [:]) { $0[$1.address, default: 0] += 1 }
    }

    /// From now on anything recorded is a violation (call when the host is released).
    public func close() { isClosed = true }

    /// Returns the entries since the last call and forgets them.
    public func takeEntries() -> [Entry] {
        defer { entries.removeAll() }
        return entries
    }

    private func checkOpen(_ what: String) -> Bool {
        guard isClosed else { return true }
        report(.ranAfterRelease, what)
        return false
    }
}

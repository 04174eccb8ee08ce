/// A runtime warning the engine emitted, as SwiftUI logs them to the console.
///
/// ```swift
/// let host = ViewHost(LoopTest())
/// host.diagnostics.map(\.message)
/// // ["onChange(of: Int) action tried to update multiple times per frame."]
/// ```
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// An onChange fired more often in one frame than the limit allows (SPEC R7).
        case onChangeCycle
        /// A body wrote state while it was being evaluated.
        case stateModifiedDuringUpdate
        /// State was written from a thread other than the main thread (SPEC R14).
        case stateModifiedOffMainThread
        /// A frame ran more update passes than ``HostConfiguration/maximumPassesPerFrame``.
        case updateLoop
        /// ``ViewHost/settle()`` stopped at its bound with work still pending.
        case settleLimitReached
        /// A `ForEach` was given several elements with the same id (SPEC R17).
        case duplicateForEachID
        /// A driver call was made while a frame was running (SPEC R18); it changed nothing.
        case nestedDriverCall
        /// A subtree was too deep to mount on the stack that was left; it was not mounted.
        case treeTooDeep
        /// A navigation link could not push: it is outside a navigation stack, or no
        /// `navigationDestination` takes its value's type.
        case navigationLinkInactive
        /// A view needs an object from the environment that no ancestor provides (SPEC R15).
        case missingEnvironmentObject
        /// A `@Published` property of an observed object was written from another thread;
        /// the write was refused (SPEC R15, R14).
        case publishedOffMainThread
    }

    /// The kind of problem.
    public let kind: Kind
    /// The exact text SwiftUI prints (SPEC §5), or the engine's own for its own checks.
    public let message: String
    /// The type of the view or observed value involved, when known.
    public let viewType: String?
    /// The frame in which it happened (frames are numbered from 1, the first mount).
    public let frame: Int

    /// The message, as printed to the console.
    public var description: String { message }
}

/// A runtime warning the engine emitted, as SwiftUI logs them to the console.
///
/// ```swift
/// let host = ViewHost(LoopTest())
/// host.diagnostics.map(\.message)
/// // ["onChange(of: Int) action tried to update multiple times per frame."]
/// host.diagnostics[0].explanation?.description   // the observer, what it wrote, the firings
/// ```
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// An onChange fired more often in one frame than the limit allows (Rules R7).
        case onChangeCycle
        /// A body wrote state while it was being evaluated.
        case stateModifiedDuringUpdate
        /// State was written from a thread other than the main thread (Rules R14).
        case stateModifiedOffMainThread
        /// A frame ran more update passes than ``HostConfiguration/maximumPassesPerFrame``.
        case updateLoop
        /// ``ViewHost/settle()`` stopped at its bound with work still pending.
        case settleLimitReached
        /// A `ForEach` was given several elements with the same id (Rules R17).
        case duplicateForEachID
        /// A driver call was made while a frame was running (Rules R18); it changed nothing.
        case nestedDriverCall
        /// A subtree was too deep to mount on the stack that was left; it was not mounted.
        case treeTooDeep
        /// A navigation link could not push: it is outside a navigation stack, or no
        /// `navigationDestination` takes its value's type.
        case navigationLinkInactive
        /// A view needs an object from the environment that no ancestor provides (Rules R15).
        case missingEnvironmentObject
        /// A `@Published` property of an observed object was written from another thread;
        /// the write was refused (Rules R15, R14).
        case publishedOffMainThread
        /// A view or modifier of the app's own declares no body (`Body == Never`): it is
        /// shown as a placeholder, or its content unmodified.
        case viewHasNoBody
        /// A host of an app was asked to show a scene the app's body does not have; the
        /// message names the scenes it has.
        case sceneNotFound
        /// A layout kept changing what its views show, which changed the layout again; it
        /// was cut off after ``HostConfiguration/maximumPassesPerFrame`` rounds (Rules R22).
        case layoutLoop
        /// A layout modifier was given a size or position that is negative, NaN or
        /// infinite (`Invalid frame dimension (negative or non-finite).`); the view was laid
        /// out with the documented fallback (Rules R22).
        case invalidGeometry
        /// A custom `Layout` placed a subview twice, or left one unplaced (Rules R22).
        case layoutPlacement
        /// An image or a color names what is not there: a system symbol that does not
        /// exist (`No symbol named 'x' found in system symbol set`), or an asset no
        /// catalog of the host has. The view shows a placeholder or nothing. A string
        /// catalog the host cannot read is reported so too; its keys show as written.
        case resourceNotFound
    }

    /// The kind of problem.
    public let kind: Kind
    /// The exact text SwiftUI prints (Rules: Diagnostics), or the engine's own for its own checks.
    public let message: String
    /// The type of the view involved, when known: for an `onChange` cut-off, the view
    /// whose body applied the modifier.
    public let viewType: String?
    /// The type of the observed value, for an `onChange` cut-off (`Int`).
    public let valueType: String?
    /// Where the observer was written, for an `onChange` cut-off.
    public let location: Location?
    /// Why it happened, for an `onChange` cut-off and a state write during a body.
    public let explanation: Explanation?
    /// The frame in which it happened (frames are numbered from 1, the first mount).
    public let frame: Int

    package init(kind: Kind, message: String, viewType: String?, valueType: String? = nil,
         location: Location? = nil, explanation: Explanation? = nil, frame: Int) {
        self.kind = kind
        self.message = message
        self.viewType = viewType
        self.valueType = valueType
        self.location = location
        self.explanation = explanation
        self.frame = frame
    }

    /// The message, as printed to the console.
    public var description: String { message }

    /// A place in source code: where an `onChange` was written.
    ///
    /// ```swift
    /// diagnostic.location?.description   // "LabScenarios/LoopTest.swift:11"
    /// ```
    public struct Location: Sendable, Equatable, Hashable, CustomStringConvertible {
        /// The file, as `#fileID` gives it (`Module/File.swift`).
        public let fileID: String
        /// The line.
        public let line: Int

        /// Creates a location.
        @inlinable
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// `fileID:line`.
        public var description: String { "\(fileID):\(line)" }
    }

    /// The chain of events behind a diagnostic: the `onChange` firings of the frame and
    /// the state each one wrote.
    ///
    /// ```
    /// observer: LabScenarios/InOneLoop.swift:14, on InOneLoop, observing Int
    /// its actions wrote: InOneLoop._t
    /// firings in frame 2:
    ///   1. InOneLoop.swift:14 (InOneLoop): 0 → 1, wrote InOneLoop._t
    ///   2. InOneLoop.swift:14 (InOneLoop): 1 → 2, wrote InOneLoop._t
    ///   dropped: InOneLoop.swift:14 (InOneLoop): 2 → 3
    /// ```
    public struct Explanation: Sendable, Equatable, CustomStringConvertible {
        /// The state written by the observer's actions in that frame, or by the body
        /// (`View._name`).
        public let wrote: [String]
        /// The `onChange` actions that ran in that frame, in order.
        public let firings: [Firing]
        /// The change that was dropped, for a cut-off.
        public let dropped: Firing?
        /// What the explanation is about, in one line (`observer: ...`, `body of ...`).
        public let subject: String

        /// An explanation of `subject`: what it wrote, its firings, the one dropped.
        package init(wrote: [String], firings: [Firing], dropped: Firing?, subject: String) {
            self.wrote = wrote
            self.firings = firings
            self.dropped = dropped
            self.subject = subject
        }

        /// Several lines: the subject, what was written, the chain of firings.
        public var description: String {
            var lines = [subject]
            if !wrote.isEmpty { lines.append("wrote: \(wrote.joined(separator: ", "))") }
            if !firings.isEmpty {
                lines.append("onChange actions that ran in this frame:")
                for (index, firing) in firings.enumerated() { lines.append("  \(index + 1). \(firing)") }
            }
            if let dropped { lines.append("  dropped: \(dropped)") }
            return lines.joined(separator: "\n")
        }
    }

    /// One run of an `onChange` action.
    public struct Firing: Sendable, Equatable, CustomStringConvertible {
        /// Where the observer was written.
        public let location: Location?
        /// The view whose body applied it.
        public let viewType: String
        /// The old value, as Swift prints it.
        public let oldValue: String
        /// The new value, as Swift prints it.
        public let newValue: String
        /// The state the action wrote.
        public let wrote: [String]

        /// `File.swift:14 (View): 0 → 1, wrote View._t`.
        public var description: String {
            let place = location.map { "\($0) " } ?? ""
            let writes = wrote.isEmpty ? "" : ", wrote \(wrote.joined(separator: ", "))"
            return "\(place)(\(viewType)): \(oldValue) → \(newValue)\(writes)"
        }
    }
}

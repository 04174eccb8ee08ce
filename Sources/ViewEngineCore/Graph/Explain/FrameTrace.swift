/// What a host did, frame by frame: the answer to "why did this fire twice?".
///
/// Off by default; turn it on with ``HostConfiguration/tracesFrames`` and read
/// ``ViewHost/trace``:
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.tracesFrames = true
/// let host = ViewHost(LoopTest(), configuration: configuration)
/// try host.tap("change")
/// print(host.trace.text)
/// let bodies = host.trace.frames.last!.events.filter { $0.kind == .bodyEvaluated }
/// ```
///
/// Every frame records the event that started it, then each update pass: which writes
/// invalidated which views, which bodies were evaluated (and why) or skipped (and why),
/// which actions ran with their old and new values, what appeared and disappeared, which
/// tasks started or were cancelled, and the cut-offs and other diagnostics. `text` reads
/// it; `chromeTraceJSON()` opens in Perfetto or `chrome://tracing`.
public struct FrameTrace: Sendable, Equatable {
    /// The frames, in order.
    public internal(set) var frames: [Frame] = []

    /// An empty trace: no frame recorded.
    package init() {}

    /// The frames numbered after `frameNumber`: what happened since then.
    package func frames(after frameNumber: Int) -> FrameTrace {
        var trace = FrameTrace()
        trace.frames = frames.filter { $0.number > frameNumber }
        return trace
    }

    /// One frame: an event and the update passes it caused (Rules R1).
    public struct Frame: Sendable, Equatable {
        /// The frame's number (1 is the first mount).
        public let number: Int
        /// What started it, such as `mount`, `tap "+"`, `type "a" into "Name"`, `task`.
        public let cause: String
        /// The update passes, in order.
        public internal(set) var passes: [Pass] = []

        /// Every event of the frame, pass after pass.
        public var events: [Event] { passes.flatMap(\.events) }
    }

    /// One update pass: bodies re-evaluated top-down, then the actions it collected.
    public struct Pass: Sendable, Equatable {
        /// The pass's number within its frame, from 1.
        public let number: Int
        /// What happened in it, in order.
        public internal(set) var events: [Event] = []
    }

    /// One thing the engine did.
    public struct Event: Sendable, Equatable, CustomStringConvertible {
        /// What kind of thing.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            /// The event that started the frame happened (a tap, a keystroke...).
            case event
            /// A write invalidated a view that read what was written.
            case invalidated
            /// A view's body was evaluated; ``Event/detail`` says why.
            case bodyEvaluated
            /// A view's body was not evaluated although its parent was; ``Event/detail`` says why.
            case bodySkipped
            /// An action ran (`onChange`, `onAppear`, `onDisappear`, a task restart...).
            case action
            /// A view appeared.
            case appeared
            /// A view disappeared.
            case disappeared
            /// A task started.
            case taskStarted
            /// A task was cancelled.
            case taskCancelled
            /// A diagnostic, such as an `onChange` cut-off.
            case diagnostic
        }

        /// What kind of thing happened.
        public let kind: Kind
        /// The type of the view it happened to, as Swift prints it (empty for the frame's event).
        public let view: String
        /// Where that view is: the child indices from the root.
        public let position: [Int]
        /// The details: the cause of an invalidation, the reasons for an evaluation, an
        /// action's values, a diagnostic's message.
        public let detail: String

        /// One line: kind, view and details.
        public var description: String {
            let subject = view.isEmpty ? "" : " \(view)" + (position.isEmpty ? "" : " @\(position.map(String.init).joined(separator: "."))")
            return "\(kind.rawValue)\(subject)" + (detail.isEmpty ? "" : ": \(detail)")
        }
    }
}

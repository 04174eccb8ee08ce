import ViewEngineCore
import VirtualTime

/// A view that updates according to a schedule that you provide.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text("\(Int(context.date.timeIntervalSince(start))) s")
/// }
/// ```
///
/// Its content gets the date of the schedule's current entry: when it appears, the latest
/// entry at or before the host's virtual time (``ViewHost/clock``), or that time if the
/// schedule has none yet. At each later entry's date, ``ViewHost/advance(by:)`` updates
/// the content in a frame of its own, as long as the view is on screen. The content is
/// built as part of the body that made the timeline view: its reads are that body's.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view (always ``Cadence-swift.enum/live``:
        /// the engine's screen is never dimmed).
        public let cadence: Cadence
        /// What ``invalidateTimelineContent()`` does.
        let invalidation: @Sendable () -> Void

        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// Resets any pre-rendered views the system has from the timeline: the content is
        /// built again, with the current entry's date, in a frame of its own.
        public func invalidateTimelineContent() { invalidation() }
    }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the
    ///     instances when the view should update.
    ///   - content: A closure that generates view content at the moments indicated by the
    ///     schedule; it gets the date of the current entry in its context.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView where Content: View {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TimelineNode(view, inputs)
    }
}

/// The node of a ``TimelineView``: the schedule's entries from the moment it appeared, the
/// current one, and a wake-up on the host's clock at the next one.
@MainActor
final class TimelineNode<Schedule: TimelineSchedule, Content: View>: TypedNode<TimelineView<Schedule, Content>> {
    private var view: TimelineView<Schedule, Content>
    private var child: TypedNode<Content>!
    private var entries: Schedule.Entries.Iterator
    /// The date the content was last built with.
    private var current: Date
    /// The next entry after `current`, if the schedule has more.
    private var upcoming: Date?
    private var wakeup: ScheduledAction?

    init(_ view: TimelineView<Schedule, Content>, _ inputs: _ViewInputs) {
        self.view = view
        let now = inputs.graph.clock.date
        entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
        current = now
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        catchUp(to: now, replacingCurrent: true)
        child = mountChild(evaluatingForOwner { view.content(context) }, at: 0)
    }

    /// The context the content is built with now.
    private var context: TimelineViewDefaultContext {
        TimelineViewDefaultContext(date: current, cadence: .live, invalidation: { [weak self] in
            MainQueue.runIfCurrent { self?.scheduleWakeup(at: nil) }
        })
    }

    /// Consumes the entries up to `now`: the latest becomes the current one (or stays
    /// `now` when none has come yet and `replacingCurrent`), the first later one the
    /// upcoming one.
    private func catchUp(to now: Date, replacingCurrent: Bool) {
        var latest: Date?
        while true {
            let next = upcoming ?? entries.next()
            upcoming = nil
            guard let next else { break }
            // A microsecond's tolerance: the clock's date comes back from a `Duration`.
            if next.timeIntervalSince(now) > 1e-6 {
                upcoming = next
                break
            }
            latest = next
        }
        if let latest { current = latest } else if replacingCurrent { current = now }
    }

    override func apply(_ view: TimelineView<Schedule, Content>) {
        self.view = view
        let context = context
        child.update(evaluatingForOwner { view.content(context) })
    }

    override func didAppear() {
        if let upcoming { scheduleWakeup(at: upcoming) }
    }
    override func didDisappear() { cancelWakeup() }
    override func didUnmount() { cancelWakeup() }

    private func cancelWakeup() {
        wakeup?.cancel()
        wakeup = nil
    }

    /// Wakes at `date` on the host's clock (at once when `nil`) to show the entry due then.
    private func scheduleWakeup(at date: Date?) {
        cancelWakeup()
        guard isMounted, isVisible else { return }
        let clock = graph.clock
        let deadline = date.map { clock.now.advanced(by: .seconds(max(0, $0.timeIntervalSince(clock.date)))) } ?? clock.now
        wakeup = clock.schedule(at: deadline) { [weak self] in self?.wake() }
    }

    /// An entry came (or the content was invalidated): the content is built again with
    /// the current entry's date in a frame of its own, then the next entry is awaited.
    private func wake() {
        wakeup = nil
        guard isMounted, isVisible, !graph.isInFrame else { return }
        graph.flushPendingFrame()
        catchUp(to: graph.clock.date, replacingCurrent: false)
        graph.runFrame(.asynchronous, cause: "TimelineView entry \(current)") { [self] in
            let context = context
            child.update(evaluatingForOwner { view.content(context) })
        }
        if let upcoming { scheduleWakeup(at: upcoming) }
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested("TimelineView") { child.render(into: &$0) }
    }
}

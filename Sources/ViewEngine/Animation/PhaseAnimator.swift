/// A container that animates its content by automatically cycling through a collection
/// of phases that you provide, each defining a discrete step within an animation.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLarge in
///     Image(systemName: "heart.fill").scaleEffect(isLarge ? 1.5 : 1)
/// } animation: { _ in .easeInOut(duration: 1) }
/// ```
///
/// The phases take virtual time (Rules R23): the content appears in the first phase; the
/// next phase is shown with the animation the `animation` closure gives for the current
/// one, and the phase after it comes when that animation logically completes on the host's clock
/// (``ViewHost/advance(by:)``). Without a trigger the phases cycle for as long as the view
/// is on screen; with one, each change of the trigger runs through them once and comes to
/// rest in the first. A phase with no animation (`nil`) lasts one frame of the display's
/// 60 a second. No frames are drawn in between.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var current = 0
    /// The trigger value the animator last ran for (`nil` before it appeared).
    @State private var lastTrigger: PhaseTrigger?

    /// Cycles through the given phases when the trigger value changes, updating the view
    /// builder closure that you supply.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through; the content is shown in the
    ///     first.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes a phase.
    ///   - animation: A closure that returns the animation to use when transitioning to
    ///     the next phase.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through; the content is shown in the
    ///     first.
    ///   - content: A view builder closure that takes a phase.
    ///   - animation: A closure that returns the animation to use when transitioning to
    ///     the next phase.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content in the current phase; nothing without phases.
    public var body: some View {
        if phases.indices.contains(current) {
            content(phases[current])
                .task(id: trigger) { await run() }
        }
    }

    /// Moves through the phases: forever without a trigger; once per change of the
    /// trigger with one (not when the view first appears), back to the first.
    private func run() async {
        guard phases.count > 1 else { return }
        if let trigger {
            defer { lastTrigger = trigger }
            guard let lastTrigger, lastTrigger != trigger else { return }
            for next in Array(phases.indices.dropFirst()) + [0] {
                guard await show(next) else { return }
            }
        } else {
            var next = (current + 1) % phases.count
            while await show(next) { next = (next + 1) % phases.count }
        }
    }

    /// Shows the phase at `index` with the animation the closure gives for the current
    /// phase ("the animation to use when transitioning to the next phase"), and returns
    /// when it has logically completed (`false`: cancelled, or it never completes).
    private func show(_ index: Int) async -> Bool {
        let animation = animation(phases[current])
        withAnimation(animation) { current = index }
        guard let seconds = animation.map({ $0.timing.end(.logicallyComplete) }) ?? Self.frame else { return false }
        do {
            try await Task.sleep(for: .nanoseconds(Int64((max(seconds, Self.frame) * 1e9).rounded())))
        } catch {
            return false
        }
        return !Task.isCancelled
    }

    /// A frame of a 60 Hz display: how long a phase without an animation lasts.
    private static var frame: Double { 1.0 / 60 }
}

/// A phase animator's trigger value, compared with `==` whatever its type.
struct PhaseTrigger: Equatable {
    let value: any Equatable
    init(_ value: some Equatable) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool {
        func equals<T: Equatable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return equals(lhs.value)
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// ```swift
/// Image(systemName: "bell").phaseAnimator([0, 15]) { content, angle in
///     content.rotationEffect(.degrees(angle))
/// }
/// ```
///
/// It stands for the view the modifier was applied to, and shows it.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The view it stands for.
    public var body: Value { content }
}

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change
    /// continuously, in virtual time (``PhaseAnimator``).
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through.
    ///   - content: A view builder closure that takes this view and the current phase.
    ///   - animation: A closure that returns the animation to the given phase.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates effects that you apply to a view over a sequence of phases that change
    /// based on a trigger, in virtual time (``PhaseAnimator``).
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through.
    ///   - trigger: A value to observe for changes.
    ///   - content: A view builder closure that takes this view and the current phase.
    ///   - animation: A closure that returns the animation to the given phase.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

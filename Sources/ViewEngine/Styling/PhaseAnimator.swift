/// A container that animates its content by automatically cycling through a collection
/// of phases that you provide, each defining a discrete step within an animation.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLarge in
///     Image(systemName: "heart.fill").scaleEffect(isLarge ? 1.5 : 1)
/// } animation: { _ in .easeInOut(duration: 1) }
/// ```
///
/// The engine does not animate (``withAnimation(_:_:)`` applies its changes at once): the
/// content is shown in the first phase, where a triggered animator comes to rest, and the
/// animation closure is never called.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

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
        first = phases.first { _ in true }
        self.content = content
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
        first = phases.first { _ in true }
        self.content = content
    }

    /// The content in the first phase; nothing without phases.
    public var body: some View {
        if let first { content(first) }
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
    /// continuously (the engine shows the first phase, ``PhaseAnimator``).
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
    /// based on a trigger (the engine shows the first phase, ``PhaseAnimator``).
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

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// ```swift
/// Button("Save") { save() }
///     .sensoryFeedback(.success, trigger: saveCount)
/// ```
///
/// The host has no speaker or motor: `sensoryFeedback` is recorded with its trigger
/// (`sensoryFeedback: success, trigger: 3`), and plays nothing.
import ViewEngineCore

public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The feedback's name, with its arguments (`impact(weight: heavy, intensity: 0.5)`).
    public let description: String

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(description: "success")
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(description: "warning")
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(description: "error")
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(description: "selection")
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(description: "increase")
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(description: "start")
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(description: "impact")

    /// An impact with a specific weight and intensity.
    ///
    /// - Parameters:
    ///   - weight: The weight of the impact; medium unless given.
    ///   - intensity: The intensity of the impact, 0 to 1; 1 unless given.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(intensity.attributeDescription))")
    }

    /// An impact with a specific flexibility and intensity.
    ///
    /// - Parameters:
    ///   - flexibility: The flexibility of the object the impact is with.
    ///   - intensity: The intensity of the impact, 0 to 1; 1 unless given.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(flexibility: \(flexibility.name), intensity: \(intensity.attributeDescription))")
    }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(name: "light")
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(name: "medium")
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(name: "solid")
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(name: "soft")
    }
}

extension SensoryFeedback: AttributeValue {}

/// The modifier behind ``View/sensoryFeedback(_:trigger:)`` and its forms.
public struct _SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier, RecordedModifier {
    let attribute: Attribute
    let trigger: Trigger
    /// The feedback to play for a change from the old to the new value, if any.
    let feedback: (Trigger, Trigger) -> SensoryFeedback?
    public typealias Body = Never
    package var recorded: String { attribute.rendered }
}

extension _SensoryFeedbackModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SensoryFeedbackNode(modifier, inputs)
    }
}

/// The node of a `sensoryFeedback`: when the trigger changes (`==`), after the pass, the
/// feedback for the change is played — recorded in the host's ``ViewHost/playedFeedback``.
@MainActor
final class SensoryFeedbackNode<Content: View, Trigger: Equatable>: ModifierNode<Content, _SensoryFeedbackModifier<Trigger>> {
    override func modifierDidUpdate(from old: _SensoryFeedbackModifier<Trigger>) {
        guard modifier.trigger != old.trigger else { return }
        let (oldValue, newValue, feedback) = (old.trigger, modifier.trigger, modifier.feedback)
        let player = environment.values.sensoryFeedbackPlayer
        graph.enqueue({ if let played = feedback(oldValue, newValue) { player?.play(played) } }, owner: self, trace: "sensoryFeedback")
    }
}

/// Where the views' feedback goes: the host records it (``ViewHost/playedFeedback``).
@MainActor
final class SensoryFeedbackPlayer {
    private(set) var played: [SensoryFeedback] = []
    func play(_ feedback: SensoryFeedback) { played.append(feedback) }
}

private struct SensoryFeedbackPlayerKey: EnvironmentKey {
    static var defaultValue: SensoryFeedbackPlayer? { nil }
}

extension EnvironmentValues {
    /// The host's record of played feedback.
    var sensoryFeedbackPlayer: SensoryFeedbackPlayer? {
        get { self[SensoryFeedbackPlayerKey.self] }
        set { self[SensoryFeedbackPlayerKey.self] = newValue }
    }
}

extension View {
    /// Plays the specified feedback when the provided trigger value changes: the host
    /// records it in ``ViewHost/playedFeedback`` (nothing vibrates).
    ///
    /// ```swift
    /// Button("Add") { count += 1 }.sensoryFeedback(.increase, trigger: count)
    /// try host.tap("Add")
    /// host.playedFeedback    // [.increase]
    /// ```
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, _SensoryFeedbackModifier<T>> {
        modifier(_SensoryFeedbackModifier(attribute: Attribute("sensoryFeedback", ("", feedback), ("trigger", AnyArgument(trigger))),
                                          trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays the specified feedback when the provided trigger value changes and the
    /// condition closure returns `true`.
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - condition: Whether to play the feedback, from the old and new values.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool)
        -> ModifiedContent<Self, _SensoryFeedbackModifier<T>> {
        modifier(_SensoryFeedbackModifier(attribute: Attribute("sensoryFeedback", ("", feedback), ("trigger", AnyArgument(trigger)),
                                                               ("condition", AnyArgument(condition))),
                                          trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }

    /// Plays feedback when returned from the feedback closure after the provided trigger
    /// value changes.
    ///
    /// - Parameters:
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - feedback: The feedback to play, if any, from the old and new values.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?)
        -> ModifiedContent<Self, _SensoryFeedbackModifier<T>> {
        modifier(_SensoryFeedbackModifier(attribute: Attribute("sensoryFeedback", ("trigger", AnyArgument(trigger)), ("", AnyArgument(feedback))),
                                          trigger: trigger, feedback: feedback))
    }
}

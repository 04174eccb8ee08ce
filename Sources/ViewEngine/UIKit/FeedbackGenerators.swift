#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The abstract superclass of the feedback generators — UIKit's `UIFeedbackGenerator`.
/// Nothing vibrates headless: each feedback played is recorded in the current host's
/// ``ViewHost/hapticFeedback``, as its call was written.
///
/// ```swift
/// Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
/// try host.tap("Save")
/// host.hapticFeedback   // ["notificationOccurred(.success)"]
/// ```
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// Creates a generator.
    public init() {}

    /// Prepares the Taptic Engine to play soon: nothing to prepare, nothing recorded.
    ///
    /// ```swift
    /// generator.prepare()
    /// ```
    open func prepare() {}

    /// Records `feedback` as played on the current host.
    func play(_ feedback: String) { HostSystem.current.play(feedback) }
}

/// A generator of haptics that simulate physical impacts — UIKit's
/// `UIImpactFeedbackGenerator`.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .heavy).impactOccurred()   // "impactOccurred(.heavy)"
/// ```
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light elements.
        case light
        /// A collision between moderately sized elements.
        case medium
        /// A collision between large, heavy elements.
        case heavy
        /// A collision between soft, flexible elements.
        case soft
        /// A collision between hard, inflexible elements.
        case rigid
    }

    private let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    ///
    /// ```swift
    /// UIImpactFeedbackGenerator(style: .light)
    /// ```
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    ///
    /// ```swift
    /// UIImpactFeedbackGenerator()
    /// ```
    public override init() {
        style = .medium
        super.init()
    }

    /// Plays an impact: recorded as `impactOccurred(.medium)`, with its style.
    ///
    /// ```swift
    /// generator.impactOccurred()
    /// ```
    open func impactOccurred() { play("impactOccurred(.\(style))") }

    /// Plays an impact of `intensity`, from 0 to 1: recorded as
    /// `impactOccurred(.medium, intensity: 0.5)`.
    ///
    /// ```swift
    /// generator.impactOccurred(intensity: 0.5)
    /// ```
    open func impactOccurred(intensity: CGFloat) {
        play("impactOccurred(.\(style), intensity: \(Double(min(max(intensity, 0), 1))))")
    }
}

/// A generator of haptics that communicate success, failure and warning — UIKit's
/// `UINotificationFeedbackGenerator`.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.error)   // "notificationOccurred(.error)"
/// ```
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The type of notification.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the haptic of a notification of `notificationType`.
    ///
    /// ```swift
    /// UINotificationFeedbackGenerator().notificationOccurred(.success)
    /// ```
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play("notificationOccurred(.\(notificationType))")
    }
}

/// A generator of haptics that indicate a change in selection — UIKit's
/// `UISelectionFeedbackGenerator`.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()   // "selectionChanged()"
/// ```
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the haptic of a changed selection.
    ///
    /// ```swift
    /// UISelectionFeedbackGenerator().selectionChanged()
    /// ```
    open func selectionChanged() { play("selectionChanged()") }
}
#endif

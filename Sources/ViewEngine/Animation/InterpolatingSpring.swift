// The interpolating springs (iOS 13 and 17), written as the code wrote them, like every
// animation: `interpolatingSpring(stiffness: 170, damping: 15)`.

import ViewEngineCore

extension Animation {
    /// `name(label: value, ...)` without the arguments left at their default (`nil`).
    private static func interpolating(_ arguments: [(String, Double?)], timing: AnimationTiming) -> Animation {
        let written = arguments.compactMap { label, value in value.map { "\(label): \($0.attributeDescription)" } }
        return Animation(name: "interpolatingSpring(\(written.joined(separator: ", ")))", timing: timing)
    }

    /// An interpolating spring with the default duration and no bounce.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring) { offset = 0 }
    /// ```
    public static var interpolatingSpring: Animation { Animation(name: "interpolatingSpring", timing: .spring(duration: 0.5, bounce: 0)) }

    /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a spring
    /// with a physical model, which adds to a running animation of the same property.
    ///
    /// ```swift
    /// .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: isOn)
    /// ```
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolating([("mass", nonDefault(mass, 1)), ("stiffness", stiffness), ("damping", damping),
                       ("initialVelocity", nonDefault(initialVelocity, 0))],
                      timing: .spring(mass: mass, stiffness: stiffness, damping: damping))
    }

    /// SwiftUI's `interpolatingSpring(duration:bounce:initialVelocity:)`: a spring with a
    /// perceptual duration and bounce.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.3)) { scale = 1 }
    /// ```
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolating([("duration", nonDefault(duration, 0.5)), ("bounce", nonDefault(bounce, 0)),
                       ("initialVelocity", nonDefault(initialVelocity, 0))],
                      timing: .spring(duration: duration, bounce: bounce))
    }
}

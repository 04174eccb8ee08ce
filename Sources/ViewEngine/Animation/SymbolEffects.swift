// SF Symbols' animated effects (iOS 17): `symbolEffect(_:options:isActive:)`,
// `symbolEffect(_:options:value:)`, `symbolEffectsRemoved(_:)` and the content transition
// `.symbolEffect(_:options:)`. Each is recorded (``_AttributeModifier``) by its name, as
// written (`symbolEffect: bounce, value: true`); the picture draws a symbol at rest.

import ViewEngineCore

/// SwiftUI's `SymbolEffect`: an animation of an SF Symbol.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once each time a value changes (`bounce`, `wiggle`…).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while it is active (`pulse`, `variableColor`, `scale`…).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`replace`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`appear`, `disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// The name of an effect as written, such as `replace.downUp.byLayer`.
protocol NamedSymbolEffect: SymbolEffect {
    var name: String { get }
}

/// The variants of an effect: each adds its name to the effect's.
extension NamedSymbolEffect {
    fileprivate func adding(_ suffix: String) -> String { "\(name).\(suffix)" }
}

/// The bounce effect: the symbol springs once.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Upward.
    public var up: Self { Self(name: adding("up")) }
    /// Downward.
    public var down: Self { Self(name: adding("down")) }
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The pulse effect: the symbol's opacity varies.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The variable color effect: the symbol's layers light in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Each layer lights and stays lit.
    public var cumulative: Self { Self(name: adding("cumulative")) }
    /// One layer at a time.
    public var iterative: Self { Self(name: adding("iterative")) }
    /// Lit layers go dark in reverse.
    public var reversing: Self { Self(name: adding("reversing")) }
    /// Inactive layers hide.
    public var hideInactiveLayers: Self { Self(name: adding("hideInactiveLayers")) }
    /// Inactive layers dim.
    public var dimInactiveLayers: Self { Self(name: adding("dimInactiveLayers")) }
}

/// The scale effect: the symbol grows or shrinks while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Larger.
    public var up: Self { Self(name: adding("up")) }
    /// Smaller.
    public var down: Self { Self(name: adding("down")) }
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The appear effect: the symbol shows.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Growing.
    public var up: Self { Self(name: adding("up")) }
    /// Shrinking into place.
    public var down: Self { Self(name: adding("down")) }
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The disappear effect: the symbol hides.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, NamedSymbolEffect {
    let name: String
    /// Growing away.
    public var up: Self { Self(name: adding("up")) }
    /// Shrinking away.
    public var down: Self { Self(name: adding("down")) }
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The replace effect: one symbol gives way to another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, NamedSymbolEffect {
    let name: String
    /// The old symbol scales down, the new one up.
    public var downUp: Self { Self(name: adding("downUp")) }
    /// Both scale up.
    public var upUp: Self { Self(name: adding("upUp")) }
    /// The old symbol fades, the new one scales up.
    public var offUp: Self { Self(name: adding("offUp")) }
    /// Layer by layer.
    public var byLayer: Self { Self(name: adding("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: Self { Self(name: adding("wholeSymbol")) }
}

/// The automatic content transition of symbols: the system's choice.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, NamedSymbolEffect {
    let name: String
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(name: "bounce") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(name: "pulse") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable color animation.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(name: "variableColor") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(name: "scale") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(name: "appear") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(name: "disappear") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "replace") }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect(name: "automatic") }
}

/// SwiftUI's `SymbolEffectOptions`: how an effect plays — its repetitions and speed.
public struct SymbolEffectOptions: Hashable, Sendable, AttributeValue {
    let name: String
    /// The effect's defaults.
    public static let `default` = SymbolEffectOptions(name: "default")
    /// Repeats while active.
    public static let repeating = SymbolEffectOptions(name: "repeating")
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat(\(count))") }
    /// Plays at `speed` times its speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed(\(speed.attributeDescription))") }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "\(name).repeat(\(count))") }
    /// These options, at `speed` times the speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "\(name).speed(\(speed.attributeDescription))") }
    package var attributeDescription: String { name }
}

/// The effect's name as ``ViewHost/render()`` writes it.
private func effectName(_ effect: some SymbolEffect) -> String { (effect as? any NamedSymbolEffect)?.name ?? "\(type(of: effect))" }

/// An effect as a recorded argument: its name, unquoted (`bounce.up`).
private struct EffectArgument: AttributeValue {
    let name: String
    var attributeDescription: String { name }
}

extension View {
    /// Plays `effect` on the symbols inside while `isActive`; recorded.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("symbolEffect", ("", EffectArgument(name: effectName(effect))), ("options", options), ("isActive", isActive))
    }

    /// Plays `effect` on the symbols inside each time `value` changes; recorded.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").symbolEffect(.bounce, value: isLiked)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                    value: U) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("symbolEffect", ("", EffectArgument(name: effectName(effect))), ("options", options), ("value", AnyArgument(value)))
    }

    /// Removes the symbol effects inside; recorded.
    ///
    /// ```swift
    /// Label("Sync", systemImage: "arrow.triangle.2.circlepath").symbolEffectsRemoved()
    /// ```
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("symbolEffectsRemoved", ("", isEnabled))
    }
}

extension ContentTransition {
    /// Replaces one symbol with another by `effect`.
    ///
    /// ```swift
    /// Image(systemName: isFavorite ? "heart.fill" : "heart")
    ///     .contentTransition(.symbolEffect(.replace.downUp))
    /// ```
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: options == .default ? "symbolEffect(\(effectName(effect)))" : "symbolEffect(\(effectName(effect)), options: \(options.name))")
    }

    /// Replaces one symbol with another by the system's choice of effect.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

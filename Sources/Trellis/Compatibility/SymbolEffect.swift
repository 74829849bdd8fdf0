/// An animation of a symbol image (`.bounce`, `.pulse`,
/// `.variableColor.iterative`, `.replace`), accepted so ported code
/// compiles: a terminal glyph does not animate.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
/// Image(systemName: "bell").symbolEffect(.bounce, value: unread)
/// ```
public protocol SymbolEffect: Sendable {}

/// A symbol effect that runs while it is active (`isActive:`).
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that runs once each time a value changes (`value:`).
public protocol DiscreteSymbolEffect {}

/// A symbol effect that shows or hides a symbol (`.transition(.symbolEffect)`).
public protocol TransitionSymbolEffect {}

/// A symbol effect that replaces one symbol with another
/// (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// The symbol bounces. Accepted.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Upwards.
    public var up: BounceSymbolEffect { self }
    /// Downwards.
    public var down: BounceSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The symbol's opacity pulses. Accepted.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Layer by layer.
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// The symbol's layers light up in turn. Accepted.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers added one after another.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The symbol scales. Accepted.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    /// Larger.
    public var up: ScaleSymbolEffect { self }
    /// Smaller.
    public var down: ScaleSymbolEffect { self }
}

/// The symbol appears or disappears, or one symbol replaces another. Accepted.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// The old symbol leaves downwards, the new one comes up.
    public var downUp: ReplaceSymbolEffect { self }
    /// Both move up.
    public var upUp: ReplaceSymbolEffect { self }
    /// The old symbol fades, the new one comes up.
    public var offUp: ReplaceSymbolEffect { self }
}

/// The symbol draws in or out. Accepted.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {}

/// The symbol wiggles. Accepted.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A change of scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replacing another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Drawing in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
    /// Drawing out.
    public static var disappear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// How a symbol effect repeats and how fast it runs. Accepted.
public struct SymbolEffectOptions: Sendable {
    /// The effect's own behaviour.
    public static let `default` = SymbolEffectOptions()
    /// Repeated while active.
    public static let repeating = SymbolEffectOptions()
    /// Run once.
    public static let nonRepeating = SymbolEffectOptions()

    /// Repeated `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }

    /// Run at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }

    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }

    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Accepted: runs `effect` on the symbols inside while `isActive`; a
    /// terminal glyph does not animate, so the content draws unchanged.
    /// Cost: one pass-through node.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_PassthroughModifier(kind: "symbolEffect"))
    }

    /// Accepted: runs `effect` once each time `value` changes; the content
    /// draws unchanged. Cost: one pass-through node.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_PassthroughModifier(kind: "symbolEffect"))
    }

    /// Accepted: removes the symbol effects of the content.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_PassthroughModifier(kind: "symbolEffectsRemoved"))
    }
}

extension ContentTransition {
    /// Symbols replaced with a symbol effect. Accepted.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Symbols replaced with `effect`. Accepted.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

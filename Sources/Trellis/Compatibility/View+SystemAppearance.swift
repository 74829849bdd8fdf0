import Foundation

/// What a phone or desktop window offers around an app — safe areas, the
/// status bar, colour-scheme overrides, tooltips, control sizes — accepted
/// so ported code compiles.
///
/// ```swift
/// ContentView()
///     .preferredColorScheme(.dark)
///     .ignoresSafeArea()
/// ```
///
/// A terminal has no safe area, status bar, tooltips or text selection of
/// its own to configure, and its theme decides its colours. Each modifier
/// passes its content through under its name. Cost: one pass-through node.
extension View {
    /// Accepted: the terminal's theme decides its colours.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PassthroughModifier(kind: "preferredColorScheme"))
    }

    /// Accepted: a terminal has no safe area to extend into.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_PassthroughModifier(kind: "ignoresSafeArea"))
    }

    /// Accepted: a terminal has no safe area to extend into.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_PassthroughModifier(kind: "edgesIgnoringSafeArea"))
    }

    /// Accepted: a terminal has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(_PassthroughModifier(kind: "statusBarHidden"))
    }

    /// Accepted: a terminal shows no tooltips.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        modifier(_PassthroughModifier(kind: "help"))
    }

    /// Accepted: a terminal shows no tooltips.
    public func help(_ text: Text) -> some View {
        modifier(_PassthroughModifier(kind: "help"))
    }

    /// Accepted: a terminal shows no tooltips.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_PassthroughModifier(kind: "help"))
    }

    /// Accepted: the terminal selects text itself (Shift-drag in most
    /// terminals while the app reads the mouse).
    public func textSelection<Selectability: TextSelectability>(_ selectability: Selectability) -> some View {
        modifier(_PassthroughModifier(kind: "textSelection"))
    }

    /// Accepted: text in cells does not shrink; it truncates or wraps.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_PassthroughModifier(kind: "minimumScaleFactor"))
    }

    /// Accepted: cells have no letter spacing to tighten.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(_PassthroughModifier(kind: "allowsTightening"))
    }

    /// Accepted: controls are one cell high.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_PassthroughModifier(kind: "controlSize"))
    }

    /// Accepted: a button's border is drawn with box characters.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(_PassthroughModifier(kind: "buttonBorderShape"))
    }

    /// Accepted: text changes are drawn at once, without a transition.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_PassthroughModifier(kind: "contentTransition"))
    }
}

/// The regions of a safe area: accepted with ``View/ignoresSafeArea(_:edges:)``.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions as bits.
    public let rawValue: UInt

    /// Regions from bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The area the system reserves (bars, notches).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Whether text can be selected: accepted with ``View/textSelection(_:)``.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The size of controls: accepted with ``View/controlSize(_:)``.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

/// The outline of a bordered button: accepted with
/// ``View/buttonBorderShape(_:)``.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String

    /// The platform's default.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")

    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle")
    }
}

/// How changing content animates: accepted with
/// ``View/contentTransition(_:)``.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    /// The default.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// An interpolation.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Digits rolling to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }

    /// Digits rolling to `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

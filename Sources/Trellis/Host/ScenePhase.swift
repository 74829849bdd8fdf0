/// Whether a scene is in front and taking input (Lifecycle.md rule 20).
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// var body: some View {
///     Clock().onChange(of: scenePhase) { old, new in log("\(old) → \(new)") }
/// }
/// ```
///
/// A terminal app starts `.active`. The terminal window losing focus makes
/// it `.inactive` (terminals that report focus, `CSI ? 1004 h`); Ctrl-Z
/// (SIGTSTP) makes it `.background`; `fg` (SIGCONT) brings it back through
/// `.inactive` to `.active`. Every change between `.active` and
/// `.background` passes through `.inactive`, each step in an update of its
/// own, so `onChange(of:)` sees `(.active, .inactive)` and then
/// `(.inactive, .background)`. Phases order `.background < .inactive < .active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown: the program is stopped (Ctrl-Z) or quitting.
    case background
    /// Shown but not taking input: the terminal window lost focus.
    case inactive
    /// Shown and taking input.
    case active
}

/// How much room a terminal gives in one direction, for layouts that
/// adapt.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var width
/// var body: some View {
///     if width == .compact { VStack { sidebar; detail } } else { HStack { sidebar; detail } }
/// }
/// ```
///
/// Horizontally `.compact` below 80 columns, vertically below 24 rows (the
/// classic 80 × 24 terminal is regular both ways); `.regular` otherwise.
/// They follow the terminal as it is resized, without recreating views.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Less room than a classic 80 × 24 terminal in this direction.
    case compact
    /// At least as much room as a classic 80 × 24 terminal in this direction.
    case regular

    /// Columns below which the horizontal size class is compact.
    public static let compactWidthLimit = 80
    /// Rows below which the vertical size class is compact.
    public static let compactHeightLimit = 24

    /// The size classes of a terminal of `size`.
    static func classes(for size: CellSize) -> (horizontal: Self, vertical: Self) {
        (size.width < compactWidthLimit ? .compact : .regular, size.height < compactHeightLimit ? .compact : .regular)
    }
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

struct ColorCapabilityKey: EnvironmentKey {
    static let defaultValue = ColorCapability.trueColor
}

extension EnvironmentValues {
    /// The phase of the scene the view is in (`ScenePhase`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The room across the terminal (`UserInterfaceSizeClass`); `nil`
    /// outside a host that knows its size.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// How many colours the host's terminal shows (for controllers'
    /// trait collections).
    var colorCapability: ColorCapability {
        get { self[ColorCapabilityKey.self] }
        set { self[ColorCapabilityKey.self] = newValue }
    }

    /// The room down the terminal (`UserInterfaceSizeClass`); `nil`
    /// outside a host that knows its size.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

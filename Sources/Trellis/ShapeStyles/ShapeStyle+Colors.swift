/// The named colours where a shape style is expected: `.fill(.blue)`,
/// `.foregroundStyle(.red)` through the generic forms, `.tint(.orange)`.
///
/// ```swift
/// Capsule().fill(.green)
/// ```
///
/// `.primary` and `.secondary` in those places are the levels of
/// ``HierarchicalShapeStyle``.
extension ShapeStyle where Self == Color {
    /// ``Color/black``.
    public static var black: Color { Color.black }
    /// ``Color/white``.
    public static var white: Color { Color.white }
    /// ``Color/gray``.
    public static var gray: Color { Color.gray }
    /// ``Color/red``.
    public static var red: Color { Color.red }
    /// ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green``.
    public static var green: Color { Color.green }
    /// ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue``.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// ``Color/brown``.
    public static var brown: Color { Color.brown }
    /// ``Color/clear``.
    public static var clear: Color { Color.clear }
}

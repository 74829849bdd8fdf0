import Foundation

/// Graphic effects with no terminal meaning — shadows, blurs, scaling,
/// rotation, colour adjustments — accepted so ported code compiles.
///
/// ```swift
/// Text("Score").shadow(radius: 4).scaleEffect(1.2)   // draws "Score"
/// ```
///
/// Each passes its content through unchanged under the modifier's name (the
/// graph inspector shows it). Cost: one pass-through node.
extension View {
    /// Accepted: a cell grid has no shadows.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PassthroughModifier(kind: "shadow"))
    }

    /// Accepted: a cell grid cannot blur.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_PassthroughModifier(kind: "blur"))
    }

    /// Accepted: cells do not scale.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_PassthroughModifier(kind: "scaleEffect"))
    }

    /// Accepted: cells do not scale.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_PassthroughModifier(kind: "scaleEffect"))
    }

    /// Accepted: cells do not scale.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_PassthroughModifier(kind: "scaleEffect"))
    }

    /// Accepted: cells do not rotate.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_PassthroughModifier(kind: "rotationEffect"))
    }

    /// Accepted: cells do not rotate.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(_PassthroughModifier(kind: "rotation3DEffect"))
    }

    /// Accepted: the terminal's colours are not adjusted.
    public func brightness(_ amount: Double) -> some View {
        modifier(_PassthroughModifier(kind: "brightness"))
    }

    /// Accepted: the terminal's colours are not adjusted.
    public func contrast(_ amount: Double) -> some View {
        modifier(_PassthroughModifier(kind: "contrast"))
    }

    /// Accepted: the terminal's colours are not adjusted.
    public func saturation(_ amount: Double) -> some View {
        modifier(_PassthroughModifier(kind: "saturation"))
    }

    /// Accepted: the terminal's colours are not adjusted.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_PassthroughModifier(kind: "grayscale"))
    }

    /// Accepted: the terminal's colours are not adjusted.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_PassthroughModifier(kind: "hueRotation"))
    }

    /// Accepted: cells are drawn once; there is nothing to flatten.
    public func drawingGroup(opaque: Bool = false) -> some View {
        modifier(_PassthroughModifier(kind: "drawingGroup"))
    }

    /// Accepted: cells are drawn once; there is nothing to flatten.
    public func compositingGroup() -> some View {
        modifier(_PassthroughModifier(kind: "compositingGroup"))
    }
}

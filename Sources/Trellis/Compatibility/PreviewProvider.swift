import Foundation

/// A type that produces Xcode previews: compiles so ported files build,
/// and never runs (a terminal app has no canvas).
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewDisplayName("Default")
///     }
/// }
/// ```
///
/// The `#Preview` macro needs a macro target, and so a package dependency,
/// which Trellis does not take; guard those blocks when porting:
///
/// ```swift
/// #if canImport(SwiftUI)
/// #Preview { ContentView() }
/// #endif
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is shown at: accepted.
public enum PreviewLayout: Sendable {
    /// The size of the preview device.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates: accepted.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name, as Xcode lists it.
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device named by a string literal.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}

extension View {
    /// Accepted: previews never run.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PassthroughModifier(kind: "previewLayout"))
    }

    /// Accepted: previews never run.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PassthroughModifier(kind: "previewDisplayName"))
    }

    /// Accepted: previews never run.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PassthroughModifier(kind: "previewDevice"))
    }
}

import Foundation
import Synchronization

/// Named colours: what an app's asset catalog holds in SwiftUI, defined in
/// code in a terminal app.
///
/// ```swift
/// Color.define("Brand", as: Color(hex: 0xFF6B35))   // once, at start-up
/// Text("Trellis").foregroundStyle(Color("Brand"))
/// Button("Go") { }.tint(.accentColor)                // "AccentColor", or blue
/// ```
///
/// A name looks up the colour defined for it when the `Color` is created;
/// an undefined name gives the terminal's default colour, as a missing
/// asset draws nothing special in SwiftUI. Lookups take a lock, O(1).
extension Color {
    /// The colours ``define(_:as:)`` defined, by name.
    private static let named = Mutex<[String: Color]>([:])

    /// Creates the colour defined for `name` with ``define(_:as:)``, or the
    /// terminal's default colour when there is none. `bundle` is accepted
    /// for SwiftUI's signature and ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Self.named.withLock { $0[name] } ?? .primary
    }

    /// Defines the colour `Color(name)` gives from now on, as an asset
    /// catalog entry would. Defining `"AccentColor"` sets ``accentColor``.
    public static func define(_ name: String, as color: Color) {
        named.withLock { $0[name] = color }
    }

    /// The app's accent colour: the colour defined as `"AccentColor"`, or
    /// blue (SwiftUI's default accent). Controls draw their accent in the
    /// tint, which is this colour unless `.tint(_:)` sets another.
    public static var accentColor: Color {
        named.withLock { $0["AccentColor"] } ?? .blue
    }
}

import Foundation

extension View {
    /// Runs `action` when the system asks the app to open a URL, in
    /// SwiftUI. Accepted: a terminal program receives no URLs to open
    /// after launch; read them from its arguments (`CommandLine.arguments`).
    ///
    /// ```swift
    /// ContentView().onOpenURL { url in router.open(url) }
    /// ```
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "onOpenURL"))
    }

    /// Shows or hides the system's overlays (the home indicator), in
    /// SwiftUI. Accepted: a terminal draws no system overlay over the app.
    ///
    /// ```swift
    /// VideoPlayer(player: player).persistentSystemOverlays(.hidden)
    /// ```
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(_PassthroughModifier(kind: "persistentSystemOverlays"))
    }
}

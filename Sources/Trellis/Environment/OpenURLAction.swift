import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives a view to call.
///
/// ```swift
/// struct HelpButton: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View {
///         Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///     }
/// }
///
/// // An app that opens URLs itself (a browser process, a log line):
/// ContentView().environment(\.openURL, OpenURLAction { url in
///     launchBrowser(url)
///     return .handled
/// })
/// ```
///
/// A terminal app has no system browser to hand a URL to, so the default
/// action does nothing and reports the URL as not opened (`false` to a
/// completion). Set one with `.environment(\.openURL, …)` to open URLs;
/// the nearest one wins. Links in text are OSC 8 hyperlinks the terminal
/// opens itself, without this action. Cost: one call of the handler.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let accepted: Bool

        /// The handler opened the URL.
        public static let handled = Result(accepted: true)
        /// The handler discarded the URL.
        public static let discarded = Result(accepted: false)
        /// The handler asks the system to open the URL; in a terminal there
        /// is no system handler, so it is not opened.
        public static let systemAction = Result(accepted: false)

        /// The handler asks the system to open `url`; in a terminal there
        /// is no system handler, so it is not opened.
        public static func systemAction(_ url: URL) -> Result {
            Result(accepted: false)
        }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that runs `handler`, on the main actor, for each URL it is
    /// asked to open.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url` with the handler.
    @MainActor public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` with the handler, then calls `completion` with whether
    /// it was opened (`.handled`).
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens a URL (``OpenURLAction``): by default, nothing is opened.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}

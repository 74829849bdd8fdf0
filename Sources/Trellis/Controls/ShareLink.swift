import Foundation

/// A button that shares a link or a text: in a terminal, it puts it on the
/// system clipboard (OSC 52, ``Terminal/copyToClipboard(_:)``), ready to
/// paste wherever the user shares it.
///
/// ```swift
/// ShareLink(item: article.url)                                  // [ ⇪ Share ]
/// ShareLink("Send invite", item: inviteCode, subject: Text("Join"))
/// ```
///
/// A URL is copied as its absolute string, a text as it is. `subject`,
/// `message` and a preview are accepted (a clipboard holds one text).
/// Cost: a button; the copy writes one escape sequence to the terminal.
public struct ShareLink<Label: View>: View {
    private let text: String
    private let label: Label

    /// Shares `item` with a label of your own.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        text = item.absoluteString
        self.label = label()
    }

    /// Shares `item` with a label of your own.
    public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        text = String(item)
        self.label = label()
    }

    /// A button that copies the item.
    public var body: some View {
        let text = text
        return Button {
            Terminal.copyToClipboard(text)
        } label: {
            label
        }
    }
}

extension ShareLink where Label == Trellis.Label<Text, Image> {
    /// Shares `item` under "Share" with the share symbol.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Trellis.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// Shares `item` under "Share" with the share symbol.
    public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Trellis.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// Shares `item` under `titleKey` with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Trellis.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    /// Shares `item` under `titleKey` with the share symbol.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, item: S, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Trellis.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

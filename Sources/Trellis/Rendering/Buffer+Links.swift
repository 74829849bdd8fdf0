/// The hyperlink targets a buffer's cells point at (OSC 8), checked and
/// stored once each.
extension Buffer {
    /// Adds a hyperlink target and returns the value for `Cell.link`, or 0
    /// when `url` is not a safe link.
    ///
    /// ```swift
    /// let link = buffer.addLink("https://swift.org")   // 1
    /// buffer.addLink("https://swift.org")              // 1 again
    /// buffer.addLink("javascript:\u{1B}]")             // 0: refused
    /// ```
    ///
    /// A URL already added is reused. A URL is refused unless
    /// ``isValidLink(_:)`` accepts it, and once 65,535 links are stored.
    ///
    /// Cost: O(links) to find an equal URL.
    mutating func addLink(_ url: String) -> UInt16 {
        guard Self.isValidLink(url) else { return 0 }
        if let index = links.firstIndex(of: url) {
            return UInt16(index + 1)
        }
        guard links.count < Int(UInt16.max) else { return 0 }
        links.append(url)
        return UInt16(links.count)
    }

    /// Whether `url` can be written inside an OSC 8 hyperlink sequence: 1 to
    /// 2,048 bytes, all printable ASCII (0x21–0x7E).
    ///
    /// ```swift
    /// Buffer.isValidLink("https://example.com/a?b=c")   // true
    /// Buffer.isValidLink("https://example.com/a b")     // false: space
    /// Buffer.isValidLink("x\u{1B}\\")                   // false: ESC
    /// ```
    ///
    /// Rejecting every control, space and non-ASCII byte means a URL can
    /// neither end the sequence early nor start another one. Non-ASCII
    /// targets must be percent-encoded by the caller.
    ///
    /// Cost: O(length), stopping at 2,049 bytes.
    static func isValidLink(_ url: String) -> Bool {
        var count = 0
        for byte in url.utf8 {
            count += 1
            guard count <= maximumLinkLength, (0x21...0x7E).contains(byte) else { return false }
        }
        return count > 0
    }
}

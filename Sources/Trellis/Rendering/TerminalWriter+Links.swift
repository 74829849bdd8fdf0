/// Hyperlinks: which of a frame's links may be written, the link a cell
/// is written under, and the OSC 8 sequences that open and close them.
extension TerminalWriter {
    /// The link `cell` is written under: its link if hyperlinks are on and
    /// its URL is safe, otherwise 0.
    func link(of cell: Cell) -> UInt16 {
        let index = Int(cell.link)
        guard index > 0, index <= writableLinks.count, writableLinks[index - 1] else { return 0 }
        return cell.link
    }

    /// Decides, once per frame, which of `buffer`'s links may be written,
    /// and keeps their URLs for writing.
    mutating func prepareLinks(of buffer: Buffer) {
        writableLinks.removeAll(keepingCapacity: true)
        // Most frames link nothing: nothing to check or to keep.
        guard !buffer.links.isEmpty else {
            linkTargets = []
            return
        }
        if hyperlinks {
            for link in buffer.links {
                writableLinks.append(Buffer.isValidLink(link))
            }
        }
        linkTargets = buffer.links
    }

    /// Opens, switches or closes the OSC 8 hyperlink so that text is
    /// written under `link` (0: none).
    ///
    /// ```
    /// 0 → 3    ESC]8;;https://a.example ESC\
    /// 3 → 0    ESC]8;; ESC\
    /// ```
    ///
    /// Opening a link ends the one open before, so switching takes one
    /// sequence.
    mutating func setLink(_ link: UInt16) {
        guard link != openLink else { return }
        append("\u{1B}]8;;")
        if link != 0 {
            output.append(contentsOf: linkTargets[Int(link) - 1].utf8)
        }
        append("\u{1B}\\")
        openLink = link
    }
}

@testable import Trellis

extension Buffer {
    /// The characters and widths of `row`, one character a cell, as
    /// `"漢·a "` with `·` for the continuation of a wide character: what a
    /// buffer test compares to see where each half landed.
    func rowPicture(_ row: Int) -> String {
        String((0..<width).map { column -> Character in
            let cell = self[column: column, row: row]
            return cell.isContinuation ? "·" : cell.character
        })
    }
}

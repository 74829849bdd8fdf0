/// The writer's byte encoding: escape sequences and decimal numbers.
extension TerminalWriter {
    /// Appends a sequence's bytes; the short ones (`ESC[`, `m`, `ESC[K`,
    /// most of what a frame writes) byte by byte, cheaper than the bulk
    /// append's bookkeeping.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            if bytes.count <= 3 {
                for byte in bytes {
                    output.append(byte)
                }
            } else {
                output.append(contentsOf: bytes)
            }
        }
    }

    /// Appends the decimal digits of `value` (≥ 0). One or two digits (a
    /// cursor move's count, a colour's code: nearly all of them) are
    /// appended without the divisor search.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        if value < 100 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
            return
        }
        var divisor = 1
        while divisor <= value / 10 {
            divisor *= 10
        }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The number of decimal digits of `value` (≥ 0).
    static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }
}

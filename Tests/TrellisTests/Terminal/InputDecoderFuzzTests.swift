import Testing
@testable import Trellis

/// Ten million random and mutated bytes through the decoder: it never
/// crashes or traps, never holds more than its bounds, consumes every byte,
/// and reads a key correctly right after whatever came before.
@Suite("Input decoder fuzzing")
struct InputDecoderFuzzTests {
    /// Valid sequences to cut and mutate.
    private static let samples: [[UInt8]] = [
        "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}[15;8~", "\u{1B}[<35;120;40M", "\u{1B}[<0;1;1m",
        "\u{1B}[200~paste\u{1B}[201~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[?2026;2$y", "\u{1B}[12;40R",
        "\u{1B}[97;5u", "é", "中", "🙂", "\u{1B}a", "\u{1B}", "\u{7F}", "\u{3}", "\u{1B}[200~",
    ].map { Array($0.utf8) }

    @Test("10 million bytes: no crash, bounded buffers, resynchronises after each chunk")
    func tenMillionBytes() {
        var random = SeededGenerator(state: 0x7E11_15)
        var decoder = InputDecoder()
        var fed = 0
        var events = 0
        let bound = InputDecoder.maximumSequenceLength + InputDecoder.maximumPasteLength
        while fed < 10_000_000 {
            let chunk = Self.chunk(using: &random)
            fed += chunk.count
            events += decoder.decode(chunk).count
            #expect(decoder.bufferedByteCount <= bound)
            if Int.random(in: 0..<8, using: &random) == 0 {
                events += decoder.flush().count
                #expect(decoder.decode(Array("\u{1B}[B".utf8)) == [.key(KeyPress(.downArrow))])
                #expect(decoder.bufferedByteCount == 0)
            }
        }
        #expect(events > 100_000)
    }

    /// A chunk of one of four kinds: random bytes, a valid sequence cut
    /// short, a valid sequence with one byte changed, or a sequence with an
    /// enormous number.
    private static func chunk(using random: inout SeededGenerator) -> [UInt8] {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return (0..<Int.random(in: 1...512, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 1:
            let sample = samples.randomElement(using: &random)!
            return Array(sample.prefix(Int.random(in: 0...sample.count, using: &random)))
        case 2:
            var sample = samples.randomElement(using: &random)!
            sample[Int.random(in: 0..<sample.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            return sample
        default:
            let digits = [UInt8](repeating: 0x39, count: Int.random(in: 1...200, using: &random))
            return Array("\u{1B}[".utf8) + digits + Array(";".utf8) + digits + [UInt8.random(in: 0x40...0x7E, using: &random)]
        }
    }
}

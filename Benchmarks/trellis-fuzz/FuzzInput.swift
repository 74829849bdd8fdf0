/// The bytes the fuzz run types: random bytes and the sequences a terminal
/// sends (keys, mouse reports, focus, pastes), cut short, mutated, with
/// enormous numbers, and hostile text meant to reach the output as a
/// command (OSC 52, a screen clear, C1 controls, invalid UTF-8).
///
/// ```swift
/// var input = FuzzInput(seed: 1)
/// host.send(input.chunk())   // 1 to 512 bytes of one of eight kinds
/// ```
///
/// Deterministic for a seed (SplitMix64), so a failing run is repeated
/// exactly with its seed.
struct FuzzInput: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// Valid sequences to send, cut and mutate.
    static let sequences: [[UInt8]] = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}[15;8~", "\u{1B}[3~",
        "\u{1B}[<0;12;5M", "\u{1B}[<0;12;5m", "\u{1B}[<64;3;3M", "\u{1B}[<65;3;3M", "\u{1B}[<2;40;10M",
        "\u{1B}[I", "\u{1B}[O", "\u{1B}[?2026;2$y", "\u{1B}[12;40R", "\u{1B}[97;5u", "\u{1B}a", "\u{1B}",
        "\t", "\r", " ", "\u{7F}", "\u{1B}[Z", "\u{1B}[200~", "\u{1B}[201~", "é", "中", "🙂", "e\u{301}",
    ].map { Array($0.utf8) }

    /// Text meant to become a terminal command if an app echoed it raw.
    static let hostile: [[UInt8]] = [
        Array("\u{1B}]52;c;SGFjaw==\u{7}".utf8), Array("\u{1B}[2J\u{1B}[H".utf8), Array("\u{1B}P+q544e\u{1B}\\".utf8),
        Array("\u{1B}]0;title\u{7}".utf8), Array("\u{9B}2J".utf8), [0xC2, 0x9B, 0x32, 0x4A], [0xC0, 0xAF, 0xFF, 0xFE],
        Array("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\".utf8), Array("a\u{0}b\u{8}c\u{7}".utf8),
        Array("\u{202E}gnp.exe".utf8), Array(String(repeating: "\u{301}", count: 64).utf8),
    ]

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func element<T>(of array: [T]) -> T {
        array[number(in: 0...(array.count - 1))]
    }

    /// The next chunk to send.
    mutating func chunk() -> [UInt8] {
        switch number(in: 0...7) {
        case 0:
            return (0..<number(in: 1...512)).map { _ in UInt8(truncatingIfNeeded: next()) }
        case 1:
            let sequence = element(of: Self.sequences)
            return Array(sequence.prefix(number(in: 0...sequence.count)))
        case 2:
            var sequence = element(of: Self.sequences)
            sequence[number(in: 0...(sequence.count - 1))] = UInt8(truncatingIfNeeded: next())
            return sequence
        case 3:
            let digits = [UInt8](repeating: 0x39, count: number(in: 1...200))
            return Array("\u{1B}[".utf8) + digits + Array(";".utf8) + digits + [UInt8(number(in: 0x40...0x7E))]
        case 4:
            return element(of: Self.hostile)
        case 5:
            return Array("\u{1B}[200~".utf8) + element(of: Self.hostile) + Array("\u{1B}[201~".utf8)
        case 6:
            return (0..<number(in: 1...16)).flatMap { _ in element(of: Self.sequences) }
        default:
            return Array("abc xyz 123".utf8.shuffled(using: &self))
        }
    }
}

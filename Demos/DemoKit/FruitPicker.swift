import Trellis

/// A type-to-filter picker of fruits: the inline picker's view, also shown
/// in the gallery.
///
/// ```swift
/// FruitPicker(pick: { fruit in finish(fruit) }, cancel: { dismiss() })
/// ```
///
/// ↑/↓ move the highlight among the first six matches, letters filter,
/// Backspace deletes the last letter, Enter calls `pick` with the
/// highlighted fruit and Esc calls `cancel`. It takes the focus when it
/// appears, so the keys reach it inside a larger screen too.
public struct FruitPicker: View {
    /// The fruits offered.
    public static let fruits = [
        "apple", "apricot", "banana", "blueberry", "cherry", "grape", "kiwi", "lemon", "mango", "orange", "peach",
        "pear", "plum",
    ]

    let pick: (String) -> Void
    let cancel: () -> Void
    @State private var query = ""
    @State private var index = 0
    @FocusState private var focused: Bool

    /// Creates a picker that reports the chosen fruit to `pick`, and Esc to `cancel`.
    public init(pick: @escaping (String) -> Void, cancel: @escaping () -> Void) {
        self.pick = pick
        self.cancel = cancel
    }

    private var matches: [String] {
        query.isEmpty ? Self.fruits : Self.fruits.filter { $0.contains(query.lowercased()) }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pick a fruit: \(query)").bold()
            ForEach(Array(matches.prefix(6).enumerated()), id: \.element) { position, fruit in
                Text((position == index ? "› " : "  ") + fruit).inverse(position == index)
            }
            if matches.isEmpty {
                Text("  no match").dim()
            }
            Text("↑/↓ move · Enter picks · type to filter · Esc cancels").dim()
        }
        .focusable()
        .focusEffectDisabled()
        .focused($focused)
        .onAppear { focused = true }
        .onKeyPress(.upArrow) {
            index = max(index - 1, 0)
            return .handled
        }
        .onKeyPress(.downArrow) {
            index = min(index + 1, max(min(matches.count, 6) - 1, 0))
            return .handled
        }
        .onKeyPress(.return) {
            if matches.indices.contains(index) { pick(matches[index]) }
            return .handled
        }
        .onKeyPress(.escape) {
            cancel()
            return .handled
        }
        .onKeyPress(.delete) {
            query = String(query.dropLast())
            index = 0
            return .handled
        }
        .onKeyPress(characters: .letters) { press in
            query += press.characters
            index = 0
            return .handled
        }
    }
}

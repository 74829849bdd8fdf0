import Testing
@testable import Trellis

/// Focus: Tab traversal in reading order, `isFocused`, the focus
/// indication, `.disabled`, `@FocusState` in both directions.
@MainActor
@Suite("Focus")
struct FocusTests {
    /// A focusable tile that shows whether it holds the focus.
    struct Tile: View {
        let name: String
        @Environment(\.isFocused) private var isFocused
        var body: some View {
            Text(isFocused ? "[\(name)]" : " \(name) ")
        }
    }

    struct Grid2x2: View {
        var body: some View {
            VStack {
                HStack { Tile(name: "a").focusable(); Tile(name: "b").focusable() }
                HStack { Tile(name: "c").focusable(); Tile(name: "d").focusable() }
            }
            .focusEffectDisabled()
        }
    }

    @Test("Tab moves through focusable views in reading order and wraps; Shift-Tab goes back")
    func tabOrder() {
        let host = TestHost(columns: 12, rows: 2) { Grid2x2() }
        #expect(host.screen == " a   b\n c   d")
        host.press(.tab)
        #expect(host.screen == "[a]  b\n c   d")
        host.press(.tab)
        #expect(host.screen == " a  [b]\n c   d")
        host.press(.tab)
        host.press(.tab)
        #expect(host.screen == " a   b\n c  [d]")
        host.press(.tab)
        #expect(host.screen == "[a]  b\n c   d")
        host.press(.tab, modifiers: .shift)
        #expect(host.screen == " a   b\n c  [d]")
    }

    @Test("A focus change re-evaluates only the two views that read isFocused")
    func minimalWork() {
        let host = TestHost(columns: 12, rows: 2) { Grid2x2() }
        host.press(.tab)
        let before = host.statistics.bodyEvaluations
        host.press(.tab)
        #expect(host.statistics.bodyEvaluations - before == 2)
    }

    @Test("The focused view is drawn in reverse video unless the effect is disabled")
    func focusEffect() {
        let host = TestHost(columns: 10, rows: 1) {
            HStack { Text("one").focusable(); Text("two").focusable() }
        }
        host.press(.tab)
        #expect(host.cell(column: 0, row: 0).attributes.contains(.inverse))
        #expect(!host.cell(column: 4, row: 0).attributes.contains(.inverse))
        host.press(.tab)
        #expect(!host.cell(column: 0, row: 0).attributes.contains(.inverse))
        #expect(host.cell(column: 4, row: 0).attributes.contains(.inverse))
    }

    /// A prompt as a command-line tool writes one: a focusable list that
    /// draws its own cursor row inverted.
    struct Choices: View {
        @State private var cursor = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["apple", "banana", "cherry"].indices, id: \.self) { index in
                    Text(["apple", "banana", "cherry"][index]).inverse(index == cursor)
                }
            }
            .focusable()
        }
    }

    @Test("A focused view taller than a row gets a bar down its first column, so its own highlighted row still stands out")
    func focusEffectOfContainer() {
        let host = TestHost(columns: 8, rows: 3) { Choices() }
        #expect(host.reverseVideoScreen(columns: 8, rows: 3) == "apple\n«banana»\ncherry")
        host.press(.tab)
        #expect(host.reverseVideoScreen(columns: 8, rows: 3) == "«a»pple\n«banana»\n«c»herry")
    }

    struct Switchable: View {
        let handle: StateHandle<Bool>
        @State private var isDisabled = false
        var body: some View {
            let _ = handle.bind($isDisabled)
            HStack {
                Tile(name: "x").focusable().disabled(isDisabled)
                Tile(name: "y").focusable()
            }
            .focusEffectDisabled()
        }
    }

    @Test("A disabled view is skipped by Tab, and loses the focus when it becomes disabled")
    func disabled() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 12, rows: 1) { Switchable(handle: handle) }
        host.press(.tab)
        #expect(host.screen == "[x]  y")
        handle.value = true
        host.update()
        #expect(host.screen == " x   y")
        host.press(.tab)
        #expect(host.screen == " x  [y]")
        host.press(.tab)
        #expect(host.screen == " x  [y]")
    }

    @Test(".disabled(false) inside .disabled(true) stays disabled")
    func disabledWins() {
        let host = TestHost(columns: 12, rows: 1) {
            Tile(name: "x").focusable().disabled(false).disabled(true).focusEffectDisabled()
        }
        host.press(.tab)
        #expect(host.screen == " x")
    }

    enum Field: Hashable { case name, code }

    struct Form: View {
        let log: EventLog
        let handle: StateHandle<Field?>
        @FocusState private var field: Field?
        var body: some View {
            let _ = handle.bind(Binding(get: { field }, set: { field = $0 }))
            VStack {
                Tile(name: "name").focusable().focused($field, equals: .name)
                Tile(name: "code").focusable().focused($field, equals: .code)
                Tile(name: "other").focusable()
            }
            .focusEffectDisabled()
            .onChange(of: field) { old, new in log("field \(old.map { "\($0)" } ?? "nil") → \(new.map { "\($0)" } ?? "nil")") }
        }
    }

    @Test("@FocusState follows Tab: the bound value while inside, nil elsewhere")
    func focusStateFollowsTab() {
        let log = EventLog()
        let handle = StateHandle<Field?>()
        let host = TestHost(columns: 10, rows: 3) { Form(log: log, handle: handle) }
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(log.take() == ["field nil → name", "field name → code", "field code → nil", "field nil → name"])
    }

    @Test("Writing @FocusState moves the focus; writing nil takes it away")
    func writingFocusState() {
        let log = EventLog()
        let handle = StateHandle<Field?>()
        let host = TestHost(columns: 10, rows: 3) { Form(log: log, handle: handle) }
        handle.value = .code
        host.update()
        #expect(host.screen == " name\n[code]\n other")
        handle.value = .name
        host.update()
        #expect(host.screen == "[name]\n code\n other")
        handle.value = nil
        host.update()
        #expect(host.screen == " name\n code\n other")
        #expect(host.testGraph.focus.focused == nil)
    }

    struct Removable: View {
        let handle: StateHandle<Bool>
        @State private var shows = true
        @FocusState private var isFocused: Bool
        var body: some View {
            let _ = handle.bind($shows)
            VStack {
                if shows {
                    Tile(name: "gone").focusable()
                }
                Text(isFocused ? "inside" : "outside")
            }
            .focused($isFocused)
            .focusEffectDisabled()
        }
    }

    @Test("Removing the focused view leaves nothing focused and resets the bound state")
    func removingFocused() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 10, rows: 2) { Removable(handle: handle) }
        host.press(.tab)
        #expect(host.screen == "[gone]\ninside")
        handle.value = false
        host.update()
        #expect(host.screen == "outside")
        #expect(host.testGraph.focus.focused == nil)
    }
}

import Testing
@testable import Trellis

/// `Picker`: the menu and inline presentations, keys, clicks, tags.
@MainActor
@Suite("Picker")
struct PickerTests {
    enum Size: Hashable { case small, medium, large }

    struct Sizes: View {
        let handle: StateHandle<Size>
        var inline = false
        @State private var size = Size.small
        var body: some View {
            let _ = handle.bind($size)
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) {
                    Text("Small").tag(Size.small)
                    Text("Medium").tag(Size.medium)
                    Text("Large").tag(Size.large)
                }
                .environment(\.pickerPresentation, inline ? .inline : .menu)
                Text("end")
            }
        }
    }

    @Test("A menu picker shows the selection on one line, opens below itself, and chooses with the keys")
    func menuKeys() {
        let handle = StateHandle<Size>()
        let host = TestHost(columns: 24, rows: 6) { Sizes(handle: handle) }
        #expect(host.screen == "Size [ Small  ▾ ]\nend")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "Size [ Small  ▾ ]\n  ✓ Small\n    Medium\n    Large\nend")
        #expect(host.cell(column: 4, row: 1).attributes.contains(.inverse))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.cell(column: 4, row: 3).attributes.contains(.inverse))
        host.press(.return)
        #expect(host.screen == "Size [ Large  ▾ ]\nend")
        #expect(handle.value == .large)
        host.press(.space)
        host.press(.upArrow)
        host.press(.escape)
        #expect(host.screen == "Size [ Large  ▾ ]\nend")
        #expect(handle.value == .large)
    }

    @Test("Clicks open the menu and choose an option")
    func menuClicks() {
        let handle = StateHandle<Size>()
        let host = TestHost(columns: 24, rows: 6) { Sizes(handle: handle) }
        host.click(column: 8, row: 0)
        #expect(host.screen.hasPrefix("Size [ Small  ▾ ]\n  ✓ Small"))
        host.click(column: 5, row: 2)
        #expect(handle.value == .medium)
        #expect(host.screen == "Size [ Medium ▾ ]\nend")
    }

    @Test("A click outside the open menu closes it")
    func clickOutside() {
        let handle = StateHandle<Size>()
        let host = TestHost(columns: 24, rows: 6) { Sizes(handle: handle) }
        host.click(column: 8, row: 0)
        #expect(host.screen.hasPrefix("Size [ Small  ▾ ]\n  ✓ Small"))
        host.click(column: 20, row: 5)
        #expect(host.screen == "Size [ Small  ▾ ]\nend")
        #expect(handle.value == .small)
    }

    @Test("An inline picker shows every option with a radio mark; arrows change the selection")
    func inline() {
        let handle = StateHandle<Size>()
        let host = TestHost(columns: 24, rows: 6) { Sizes(handle: handle, inline: true) }
        #expect(host.screen == "Size\n(•) Small\n( ) Medium\n( ) Large\nend")
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.screen == "Size\n( ) Small\n( ) Medium\n(•) Large\nend")
        host.click(column: 1, row: 2)
        #expect(handle.value == .medium)
    }

    @Test("pickerStyle sets the presentation")
    func styles() {
        let host = TestHost(columns: 24, rows: 6) {
            Picker("Size", selection: .constant(Size.large)) {
                Text("Small").tag(Size.small)
                Text("Large").tag(Size.large)
            }
            .pickerStyle(.radioGroup)
        }
        #expect(host.screen == "Size\n( ) Small\n(•) Large")
    }

    @Test("The selection changed elsewhere redraws the picker")
    func outsideChange() {
        let handle = StateHandle<Size>()
        let host = TestHost(columns: 24, rows: 6) { Sizes(handle: handle) }
        handle.value = .medium
        host.update()
        #expect(host.screen == "Size [ Medium ▾ ]\nend")
    }

    @Test("A picker with an empty label draws its box from its first column, inside its frame")
    func emptyLabel() {
        let host = TestHost(columns: 20, rows: 1) {
            HStack {
                Picker("", selection: .constant(1)) { ForEach(1..<4) { Text("P\($0)") } }
                Text("|")
            }
        }
        #expect(host.screen == "[ P1 ▾ ] |")
    }
}

import Testing
@testable import Trellis

@MainActor
@Suite("TextField(axis: .vertical)")
struct VerticalTextFieldTests {
    @Test("A vertical field shows its prompt, grows a row at a time as the text wraps, stops at the line limit, and writes the source", arguments: BindingSource.allCases)
    func grows(source: BindingSource) {
        let mounted = source.mount(initial: "", columns: 12, rows: 8) { bio in
            VStack(alignment: .leading) {
                TextField("Bio", text: bio, axis: .vertical).lineLimit(2...3)
                Text("below")
            }
        }
        let host = mounted.host
        #expect(host.screen == "Bio\n\nbelow")
        host.press(.tab)
        host.type("one two three")
        #expect(mounted.read() == "one two three")
        #expect(host.screen == "one two thre\ne\nbelow")
        host.type(" four five six seven")
        #expect(host.lines[3] == "below")
        mounted.write("hi")
        host.update()
        #expect(host.screen == "hi\n\nbelow")
    }

    @Test("Without a line limit a vertical field takes one row and grows with its text; Return starts a new line")
    func noLimit() {
        let mounted = BindingSource.state.mount(initial: "", columns: 20, rows: 8) { notes in
            VStack(alignment: .leading) {
                TextField("Notes", text: notes, prompt: Text("Write here"), axis: .vertical)
                Text("below")
            }
        }
        let host = mounted.host
        #expect(host.screen == "Write here\nbelow")
        host.press(.tab)
        host.type("first")
        host.press(.return)
        host.type("second")
        #expect(mounted.read() == "first\nsecond")
        #expect(host.screen == "first\nsecond\nbelow")
    }
}

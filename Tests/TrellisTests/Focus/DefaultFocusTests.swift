import Testing
@testable import Trellis

/// `.defaultFocus(_:_:priority:)`: the first focus goes to the field bound
/// to the value, and a focus already somewhere is left alone.
@MainActor
@Suite("Default focus")
struct DefaultFocusTests {
    enum Field: Hashable { case name, email }

    struct Signup: View {
        let handle: StateHandle<Field?>
        var priority = DefaultFocusEvaluationPriority.automatic
        @FocusState private var field: Field?
        @State private var name = ""
        @State private var email = ""
        var body: some View {
            let _ = handle.bind(Binding(get: { field }, set: { field = $0 }))
            VStack(alignment: .leading) {
                TextField("name", text: $name).focused($field, equals: .name)
                TextField("email", text: $email).focused($field, equals: .email)
            }
            .defaultFocus($field, .email, priority: priority)
        }
    }

    @Test("The field with the default value has the focus from the first frame: typing goes there", arguments: [
        DefaultFocusEvaluationPriority.automatic, .userInitiated,
    ])
    func firstFocus(priority: DefaultFocusEvaluationPriority) {
        let handle = StateHandle<Field?>()
        let host = TestHost(columns: 10, rows: 2) { Signup(handle: handle, priority: priority) }
        host.update()
        #expect(handle.value == .email)
        host.type("a@b")
        #expect(host.screen == "name\na@b")
        host.press(.tab, modifiers: .shift)
        #expect(handle.value == .name)
    }

    @Test("A view shown later with a default focus leaves the focus where the user put it")
    func focusAlreadyTaken() {
        struct Later: View {
            let handle: StateHandle<Field?>
            @State private var showsMore = false
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("first", text: $text)
                    Button("More") { showsMore = true }
                    if showsMore { Signup(handle: handle) }
                }
            }
        }
        let handle = StateHandle<Field?>()
        let host = TestHost(columns: 12, rows: 5) { Later(handle: handle) }
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        host.update()
        #expect(handle.value == nil)
        #expect(host.screen == "first\n[ More ]\nname\nemail")
    }
}

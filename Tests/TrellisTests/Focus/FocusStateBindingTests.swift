import Observation
import Testing
@testable import Trellis

/// `@FocusState` as apps write it: its binding handed down two views as
/// `@FocusState.Binding`, written from a task, moved by the user, and driven
/// by an `@Observable` model through `onChange`.
@MainActor
@Suite("@FocusState bindings")
struct FocusStateBindingTests {
    enum Field: Hashable { case name, code }

    @Observable
    final class Signup {
        var step = 0
    }

    struct FieldsRow: View {
        @FocusState.Binding var field: Field?
        @Binding var name: String
        @Binding var code: String
        var body: some View {
            VStack(alignment: .leading) {
                TextField("name", text: $name).focused($field, equals: .name)
                TextField("code", text: $code).focused($field, equals: .code)
            }
        }
    }

    struct Fields: View {
        @FocusState.Binding var field: Field?
        @Binding var name: String
        @Binding var code: String
        var body: some View {
            FieldsRow(field: $field, name: $name, code: $code)
        }
    }

    struct SignupForm: View {
        let signup: Signup
        let handle: StateHandle<Field?>
        @FocusState private var field: Field?
        @State private var name = ""
        @State private var code = ""
        var body: some View {
            let _ = handle.bind(Binding(get: { field }, set: { field = $0 }))
            Fields(field: $field, name: $name, code: $code)
                .onChange(of: signup.step) { _, step in field = step == 1 ? .code : .name }
        }
    }

    @Test("A focus state two views down moves the focus when written from a task or a model, and follows Tab")
    func twoLevelsDown() async {
        let signup = Signup()
        let handle = StateHandle<Field?>()
        let host = TestHost(columns: 10, rows: 2) { SignupForm(signup: signup, handle: handle) }
        #expect(host.screen == "name\ncode")
        #expect(host.cursor == nil)
        await Task { handle.value = .code }.value
        host.update()
        #expect(host.cursor.map { [$0.column, $0.row] } == [0, 1])
        host.type("42")
        #expect(host.screen == "name\n42")
        host.press(.tab)
        #expect(handle.value == .name)
        #expect(host.cursor.map { [$0.column, $0.row] } == [0, 0])
        host.type("Ada")
        signup.step = 1
        host.update()
        #expect(handle.value == .code)
        #expect(host.cursor.map { [$0.column, $0.row] } == [2, 1])
        #expect(host.screen == "Ada\n42")
    }
}

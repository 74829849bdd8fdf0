import Testing
@testable import Trellis

/// `.searchable`: a search field on its own row under the navigation bar.
@MainActor
@Suite("searchable")
struct SearchableTests {
    struct Contact: Identifiable {
        let id: Int
        let name: String
    }

    struct Contacts: View {
        @State private var query = ""
        @State private var submitted: [String] = []
        let contacts = ["Ada", "Alan", "Grace", "Linus"].enumerated().map { Contact(id: $0.offset, name: $0.element) }

        var filtered: [Contact] {
            query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
        }

        var body: some View {
            NavigationStack {
                List(filtered) { Text($0.name) }
                    .listRowSeparator(.hidden)
                    .navigationTitle("Contacts")
                    .searchable(text: $query, prompt: "Name")
                    .onSubmit(of: .search) { submitted.append(query) }
                    .toolbar { Text("searched \(submitted.count)") }
            }
        }
    }

    @Test("The field has its own row under the title; `/` focuses it, typing filters, Return submits, Esc empties and leaves it")
    func contacts() {
        let host = TestHost(columns: 24, rows: 6) { Contacts() }
        #expect(host.screen == "Contacts      searched 0\n⌕ Name\nAda\nAlan\nGrace\nLinus")
        host.press("/")
        #expect(host.cursor! == (2, 1))
        host.type("al")
        #expect(host.screen == "Contacts      searched 0\n⌕ al\nAlan")
        host.press(.return)
        #expect(host.screen == "Contacts      searched 1\n⌕ al\nAlan")
        host.press(.escape)
        #expect(host.cursor == nil)
        #expect(host.screen == "Contacts      searched 1\n⌕ Name\nAda\nAlan\nGrace\nLinus")
    }

    @Test("A search field with isPresented: focusing the field sets it, setting it focuses the field")
    func isPresented() {
        let handle = StateHandle<Bool>()
        struct Screen: View {
            let handle: StateHandle<Bool>
            @State private var query = ""
            @State private var isSearching = false
            var body: some View {
                let _ = handle.bind($isSearching)
                NavigationStack {
                    Text(isSearching ? "searching" : "idle").searchable(text: $query, isPresented: $isSearching)
                }
            }
        }
        let host = TestHost(columns: 20, rows: 2) { Screen(handle: handle) }
        #expect(host.screen == "⌕ Search\nidle")
        host.press("/")
        #expect(handle.value == true)
        #expect(host.screen == "⌕ Search\nsearching")
        handle.value = false
        host.update()
        #expect(host.cursor == nil)
        handle.value = true
        host.update()
        #expect(host.cursor! == (2, 0))
    }
}

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

    /// A list filtered by a query bound from any source, which shows what
    /// `isSearching` says and ends the search with `dismissSearch`.
    struct SearchScreen: View {
        let query: Binding<String>
        var body: some View {
            NavigationStack {
                Results(query: query.wrappedValue)
                    .searchable(text: query)
            }
        }
    }

    struct Results: View {
        let query: String
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(isSearching ? "searching" : "browsing")
                ForEach(["Ada", "Grace", "Linus"].filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0)
                }
                Button("Done") { dismissSearch() }
            }
        }
    }

    @Test("isSearching is true from entering the field until dismissSearch, and follows text written from outside", arguments: BindingSource.allCases)
    func isSearching(source: BindingSource) {
        let mounted = source.mount(initial: "", columns: 16, rows: 6) { SearchScreen(query: $0) }
        let host = mounted.host
        #expect(host.screen == "⌕ Search\nbrowsing\nAda\nGrace\nLinus\n[ Done ]")
        host.press("/")
        #expect(host.screen == "⌕ Search\nsearching\nAda\nGrace\nLinus\n[ Done ]")
        host.type("a")
        #expect(mounted.read() == "a")
        #expect(host.screen == "⌕ a\nsearching\nAda\nGrace\n[ Done ]")
        // Leaving the field for the button keeps the search: it holds text.
        host.press(.tab)
        #expect(host.cursor == nil)
        #expect(host.screen == "⌕ a\nsearching\nAda\nGrace\n[ Done ]")
        host.press(.return)
        #expect(mounted.read() == "")
        #expect(host.screen == "⌕ Search\nbrowsing\nAda\nGrace\nLinus\n[ Done ]")

        mounted.write("lin")
        host.update()
        #expect(host.screen == "⌕ lin\nsearching\nLinus\n[ Done ]")
        mounted.write("")
        host.update()
        #expect(host.screen == "⌕ Search\nbrowsing\nAda\nGrace\nLinus\n[ Done ]")
    }

    @Test("Outside a searchable view isSearching is false and dismissSearch does nothing")
    func outside() {
        let host = TestHost(columns: 16, rows: 5) { Results(query: "") }
        #expect(host.screen == "browsing\nAda\nGrace\nLinus\n[ Done ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "browsing\nAda\nGrace\nLinus\n[ Done ]")
    }
}

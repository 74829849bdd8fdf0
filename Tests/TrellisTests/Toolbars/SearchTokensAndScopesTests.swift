import Testing
@testable import Trellis

/// `.searchable(text:tokens:…)` and `.searchScopes`: chips before the
/// search text, suggestions and a scope row under the field.
@MainActor
@Suite("Search tokens and scopes")
struct SearchTokensAndScopesTests {
    enum Colour: String, Identifiable, CaseIterable {
        case red, green, blue
        var id: Self { self }
    }

    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let colour: Colour
    }

    static let fruits = [
        Fruit(id: 1, name: "Apple", colour: .red), Fruit(id: 2, name: "Cherry", colour: .red),
        Fruit(id: 3, name: "Lime", colour: .green), Fruit(id: 4, name: "Plum", colour: .blue),
    ]

    struct Shop: View {
        @State var query = ""
        @State var tokens: [Colour] = [.red]
        @State var suggestions = Colour.allCases

        var results: [Fruit] {
            SearchTokensAndScopesTests.fruits.filter { fruit in
                (tokens.isEmpty || tokens.contains(fruit.colour))
                    && (query.isEmpty || fruit.name.localizedCaseInsensitiveContains(query))
            }
        }

        var body: some View {
            NavigationStack {
                List(results) { Text($0.name) }
                    .listRowSeparator(.hidden)
                    .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggestions, prompt: "Fruit") { colour in
                        Text(colour.rawValue)
                    }
            }
        }
    }

    @Test("Tokens are chips before the text; suggestions show while the search is active; a suggestion adds its token, a chip removes its token")
    func tokens() {
        let host = TestHost(columns: 30, rows: 6) { Shop() }
        #expect(host.lines == ["⌕ red × Fruit", "Apple", "Cherry"])

        host.press("/")
        #expect(host.lines == ["⌕ red × Fruit", "Suggestions: + green + blue", "Apple", "Cherry"])
        host.type("l")
        #expect(host.lines == ["⌕ red × l", "Suggestions: + green + blue", "Apple"])

        host.click(column: 22, row: 1)
        #expect(host.lines == ["⌕ red × blue × l", "Suggestions: + green", "Apple", "Plum"])

        host.click(column: 3, row: 0)
        #expect(host.lines == ["⌕ blue × l", "Suggestions: + red + green", "Plum"])
        host.press("/")
        host.press(.escape)
        #expect(host.lines == ["⌕ blue × Fruit", "Plum"])
    }

    @Test(
        "Tokens from every source of truth: a write from outside redraws the chips, a chip's removal writes the source, no token leaves no gap",
        arguments: BindingSource.allCases)
    func tokenSources(source: BindingSource) {
        let mounted = source.mount(initial: [Colour.green], columns: 30, rows: 3) { tokens in
            NavigationStack {
                Text("results")
                    .searchable(text: .constant(""), tokens: tokens) { Text($0.rawValue) }
            }
        }
        let host = mounted.host
        #expect(host.lines == ["⌕ green × Search", "results"])
        mounted.write([.red, .blue])
        host.update()
        #expect(host.lines == ["⌕ red × blue × Search", "results"])
        host.click(column: 3, row: 0)
        #expect(mounted.read() == [.blue])
        #expect(host.lines == ["⌕ blue × Search", "results"])
        mounted.write([])
        host.update()
        #expect(host.lines == ["⌕ Search", "results"])
    }

    enum Scope: Hashable { case all, red }

    struct Scoped: View {
        let scope: StateHandle<Scope>
        @State private var query = ""
        @State private var current = Scope.all

        var body: some View {
            let _ = scope.bind($current)
            NavigationStack {
                List(SearchTokensAndScopesTests.fruits.filter { current == .all || $0.colour == .red }) { Text($0.name) }
                    .listRowSeparator(.hidden)
                    .searchable(text: $query)
                    .searchScopes($current) {
                        Text("All").tag(Scope.all)
                        Text("Red").tag(Scope.red)
                    }
            }
        }
    }

    @Test("Scopes are a segmented row under the field while the search is active; → on the row picks the next scope; Esc in the field hides them")
    func scopes() {
        let scope = StateHandle<Scope>()
        let host = TestHost(columns: 24, rows: 7) { Scoped(scope: scope) }
        #expect(host.lines == ["⌕ Search", "Apple", "Cherry", "Lime", "Plum"])
        host.press("/")
        #expect(host.lines == ["⌕ Search", " All │ Red", "Apple", "Cherry", "Lime", "Plum"])
        host.press(.tab)
        host.press(.rightArrow)
        #expect(scope.value == .red)
        #expect(host.lines == ["⌕ Search", " All │ Red", "Apple", "Cherry"])
        host.press(.tab)
        #expect(host.cursor! == (2, 0))
        #expect(host.lines == ["⌕ Search", " All │ Red", "Apple", "Cherry"])
        host.press(.escape)
        #expect(host.lines == ["⌕ Search", "Apple", "Cherry"])
    }

    @Test(
        "A search scope from every source of truth: → on the row writes the source, a write from outside moves the selected segment",
        arguments: BindingSource.allCases)
    func scopeSources(source: BindingSource) {
        let mounted = source.mount(initial: Scope.all, columns: 24, rows: 4) { scope in
            NavigationStack {
                Text("results")
                    .searchable(text: .constant("apple"))
                    .searchScopes(scope) {
                        Text("All").tag(Scope.all)
                        Text("Red").tag(Scope.red)
                    }
            }
        }
        let host = mounted.host
        #expect(host.lines == ["⌕ apple", " All │ Red", "results"])
        host.press(.tab)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(mounted.read() == .red)
        mounted.write(.all)
        host.update()
        #expect(host.lines == ["⌕ apple", " All │ Red", "results"])
        #expect(host.cell(column: 1, row: 1).attributes.contains(.inverse))
        host.press(.rightArrow)
        #expect(mounted.read() == .red)
        #expect(!host.cell(column: 1, row: 1).attributes.contains(.inverse))
    }
}

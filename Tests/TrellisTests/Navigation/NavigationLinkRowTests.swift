import Testing
@testable import Trellis

/// `NavigationLink` rows in lists and forms, as SwiftUI draws them.
@MainActor
@Suite("NavigationLink rows")
struct NavigationLinkRowTests {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct Recipes: View {
        let log: EventLog
        let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]

        var body: some View {
            NavigationStack {
                List(recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    LifecycleProbe(recipe.name, log: log).navigationTitle(recipe.name)
                }
            }
        }
    }

    @Test("In a list a link is a row with a faint chevron at the right edge")
    func listRows() {
        let host = TestHost(columns: 20, rows: 5) { Recipes(log: EventLog()) }
        #expect(host.screen == """
            Recipes
            Pancakes           ›
            ────────────────────
            Soup               ›
            """)
        #expect(host.cell(column: 19, row: 1).foreground == .secondary)
    }

    @Test("A row link is focused whole, and pushes by Return or a click anywhere on the row")
    func rowsPush() async {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 5) { Recipes(log: log) }
        host.press(.tab)
        #expect(host.reverseVideoScreen(columns: 20, rows: 5).contains("«Pancakes           ›»"))
        host.press(.return)
        await host.settle()
        #expect(host.lines == ["‹ Back  Pancakes", "Pancakes 0"])
        #expect(log.take() == ["Pancakes.new", "Pancakes+", "Pancakes.t▶"])
        host.press(.escape)
        await host.settle()
        _ = log.take()
        host.click(column: 12, row: 3)
        await host.settle()
        #expect(host.lines == ["‹ Back  Soup", "Soup 0"])
        #expect(log.take() == ["Soup.new", "Soup+", "Soup.t▶"])
    }

    @Test("In a form a link is a row too; elsewhere it keeps the button look")
    func formRowsAndButtons() {
        let host = TestHost(columns: 20, rows: 6) {
            NavigationStack {
                VStack(alignment: .leading) {
                    Form {
                        NavigationLink("Privacy", destination: Text("Privacy settings"))
                    }
                    .frame(height: 2)
                    NavigationLink("About") { Text("About this app") }
                }
            }
        }
        #expect(host.screen == """
            Privacy            ›

            [ About ]
            """)
        host.click(column: 3, row: 2)
        #expect(host.lines == ["‹ Back", "About this app"])
    }
}

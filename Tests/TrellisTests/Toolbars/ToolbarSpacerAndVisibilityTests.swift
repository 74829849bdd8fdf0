import Testing
@testable import Trellis

/// `ToolbarSpacer`, `.toolbarVisibility(_:for:)` and the accepted toolbar
/// modifiers: `.toolbarBackground` with any style and `.toolbarTitleMenu`.
@MainActor
@Suite("Toolbar spacers and visibility")
struct ToolbarSpacerAndVisibilityTests {
    struct Viewer: View {
        let sizing: SpacerSizing
        var body: some View {
            NavigationStack {
                Text("photo")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("Share") }
                        ToolbarSpacer(sizing, placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Text("More") }
                    }
            }
        }
    }

    @Test("A flexible spacer pushes the items after it to the bar's end")
    func flexible() {
        let host = TestHost(columns: 20, rows: 3) { Viewer(sizing: .flexible) }
        #expect(host.screen == "photo\n\nShare           More")
    }

    @Test("A fixed spacer adds one column to the gap")
    func fixed() {
        let host = TestHost(columns: 20, rows: 3) { Viewer(sizing: .fixed) }
        #expect(host.screen == "photo\n\nShare  More")
    }

    @Test("toolbarVisibility hides a bar as toolbar(_:for:) does")
    func visibility() {
        let hidden = TestHost(columns: 20, rows: 3) {
            NavigationStack {
                Text("photo").navigationTitle("Photos").toolbarVisibility(.hidden, for: .navigationBar)
            }
        }
        let older = TestHost(columns: 20, rows: 3) {
            NavigationStack {
                Text("photo").navigationTitle("Photos").toolbar(.hidden, for: .navigationBar)
            }
        }
        #expect(hidden.screen == "photo")
        #expect(hidden.screen == older.screen)
    }

    @Test("Toolbar backgrounds of any style and a title menu are accepted: the bar draws as without them")
    func accepted() {
        let plain = TestHost(columns: 20, rows: 2) {
            NavigationStack { Text("photo").navigationTitle("Photos") }
        }
        let host = TestHost(columns: 20, rows: 2) {
            NavigationStack {
                Text("photo")
                    .navigationTitle("Photos")
                    .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                    .toolbarBackground(Color.red, for: .bottomBar)
                    .toolbarBackground(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarTitleMenu { Button("Rename") {} }
            }
        }
        #expect(host.screen == plain.screen)
        #expect(host.screen == "Photos\nphoto")
    }
}

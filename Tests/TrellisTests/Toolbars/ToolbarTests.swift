import Observation
import Testing
@testable import Trellis

/// `.toolbar` items in a navigation stack's bars, written as SwiftUI apps
/// write them.
@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    @Observable
    final class Notes {
        var titles = ["Groceries", "Ideas"]
        var archived = 0

        func add() { titles.append("Note \(titles.count + 1)") }
    }

    struct NoteList: View {
        let notes: Notes

        var body: some View {
            NavigationStack {
                List(notes.titles, id: \.self) { Text($0) }
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Sort") {}
                        }
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add") { notes.add() }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Text("\(notes.titles.count) notes")
                            Button("Archive") { notes.archived += 1 }
                        }
                    }
            }
        }
    }

    @Test("Leading items follow the back button, the title comes next, trailing items sit at the right edge, bottom items on the last row")
    func barsAreDrawn() {
        let notes = Notes()
        let host = TestHost(columns: 40, rows: 6) { NoteList(notes: notes) }
        #expect(host.screen == """
            [ Sort ] Notes                   [ Add ]
            Groceries
            ────────────────────────────────────────
            Ideas

            2 notes [ Archive ]
            """)
        #expect(host.cell(column: 9, row: 0).attributes == .bold)
    }

    @Test("Toolbar buttons are pressed by click and reached by Tab in reading order")
    func itemsAreInteractive() {
        let notes = Notes()
        let host = TestHost(columns: 40, rows: 6) { NoteList(notes: notes) }
        host.click(column: 35, row: 0)
        #expect(notes.titles == ["Groceries", "Ideas", "Note 3"])
        #expect(host.lines[5] == "3 notes [ Archive ]")
        let keyboard = TestHost(columns: 40, rows: 6) { NoteList(notes: notes) }
        keyboard.press(.tab)
        #expect(keyboard.reverseVideoScreen(columns: 40, rows: 6).hasPrefix("«[ Sort ]»"))
        keyboard.press(.tab)
        keyboard.press(.return)
        #expect(notes.titles.count == 4)
        keyboard.press(.tab)  // the list
        keyboard.press(.tab)
        #expect(keyboard.reverseVideoScreen(columns: 40, rows: 6).hasSuffix("«[ Archive ]»"))
        keyboard.press(.return)
        #expect(notes.archived == 1)
    }

    struct Screens: View {
        let log: EventLog
        @State private var path: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationTitle("Home")
                    .toolbar {
                        ToolbarItem { LifecycleProbe("home-item", log: log) }
                    }
                    .navigationDestination(for: String.self) { name in
                        Detail(name: name, log: log)
                    }
                    .toolbar {
                        ToolbarItem(placement: .navigation) {
                            Button("Open") { path.append("A") }
                        }
                    }
            }
        }
    }

    struct Detail: View {
        let name: String
        let log: EventLog
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Text("Detail \(name)")
                .navigationTitle(name)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                    ToolbarItem(placement: .status) { LifecycleProbe("detail-item", log: log) }
                }
        }
    }

    @Test("Only the top screen's toolbars show: a push replaces the items, a pop brings them back, with their lifecycle")
    func toolbarsFollowTheTopScreen() async {
        let log = EventLog()
        let host = TestHost(columns: 30, rows: 4) { Screens(log: log) }
        await host.settle()
        #expect(host.screen == """
            [ Open ] Home      home-item 0
            Root
            """)
        #expect(log.take() == ["home-item.new", "home-item+", "home-item.t▶"])
        host.click(column: 2, row: 0)
        await host.settle()
        #expect(host.screen == """
            ‹ Back  A             [ Done ]
            Detail A

            detail-item 0
            """)
        #expect(
            log.take() == [
                "detail-item.new", "detail-item+", "home-item.t✕", "home-item-", "detail-item.t▶",
            ])
        host.click(column: 23, row: 0)
        await host.settle()
        #expect(host.lines[0] == "[ Open ] Home      home-item 0")
        #expect(
            log.take() == [
                "home-item.new", "home-item+", "detail-item.t✕", "detail-item-", "home-item.t▶",
            ])
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Taps \(count)") { count += 1 }
        }
    }

    struct Editor: View {
        @State private var text = "a"

        var body: some View {
            NavigationStack {
                TextField("Text", text: $text)
                    .navigationTitle("Edit \(text)")
                    .toolbar {
                        ToolbarItem { Counter() }
                    }
            }
        }
    }

    @Test("An item's views keep their state when the declaring view is evaluated again")
    func itemStateSurvivesEvaluation() {
        let host = TestHost(columns: 30, rows: 3) { Editor() }
        host.click(column: 24, row: 0)
        host.click(column: 24, row: 0)
        #expect(host.lines[0] == "Edit a              [ Taps 2 ]")
        host.click(column: 0, row: 1)
        host.type("b")
        #expect(host.lines == ["Edit ab             [ Taps 2 ]", "ab"])
    }

    final class Session: ObservableObject {
        @Published var user = "ada"
    }

    struct SignOutItem: View {
        @EnvironmentObject var session: Session
        var body: some View {
            Button("Sign out \(session.user)") { session.user = "" }
        }
    }

    @Test("Items read the environment of the view that declares the toolbar")
    func itemsInheritTheDeclaringEnvironment() {
        let session = Session()
        let host = TestHost(columns: 40, rows: 3) {
            NavigationStack {
                Text("Profile")
                    .toolbar { ToolbarItem { SignOutItem() } }
                    .environmentObject(session)
            }
        }
        #expect(host.lines[0] == "                        [ Sign out ada ]")
        session.user = "grace"
        host.update()
        #expect(host.lines[0] == "                      [ Sign out grace ]")
        host.click(column: 30, row: 0)
        #expect(session.user == "")
    }

    struct Editing: View {
        @Binding var isEditing: Bool
        var body: some View {
            Text(isEditing ? "editing" : "viewing")
                .toolbar {
                    if isEditing {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { isEditing = false } }
                    } else {
                        ToolbarItem { Button("Edit") { isEditing = true } }
                    }
                }
        }
    }

    @Test("Conditional items follow the state they depend on")
    func conditionalItems() {
        let mounted = BindingSource.state.mount(initial: false, columns: 30, rows: 2) { binding in
            NavigationStack { Editing(isEditing: binding) }
        }
        let host = mounted.host
        #expect(host.lines == ["                      [ Edit ]", "viewing"])
        host.click(column: 25, row: 0)
        #expect(host.lines == ["[ Cancel ]            [ Save ]", "editing"])
        host.click(column: 2, row: 0)
        #expect(mounted.read() == false)
        #expect(host.lines[1] == "viewing")
    }

    struct AccountItems: ToolbarContent {
        let signedIn: Bool

        var body: some ToolbarContent {
            ToolbarItem(placement: .principal) { Text(signedIn ? "Signed in" : "Guest") }
            if signedIn {
                ToolbarItem(id: "profile", placement: .topBarTrailing) { Text("Profile") }
            }
        }
    }

    @Test("A custom ToolbarContent is flattened into its items; a principal item replaces the title")
    func customToolbarContent() {
        let host = TestHost(columns: 30, rows: 2) {
            NavigationStack {
                Text("Body").navigationTitle("Hidden").toolbar { AccountItems(signedIn: true) }
            }
        }
        #expect(host.lines == ["Signed in              Profile", "Body"])
    }

    @Test("A toolbar of plain views, and navigationBarItems, put views at the trailing and leading ends")
    func viewBuilderForms() {
        let host = TestHost(columns: 30, rows: 2) {
            NavigationStack {
                Text("Body")
                    .navigationBarTitle("Inbox")
                    .navigationBarItems(leading: Text("L"), trailing: Text("T"))
                    .toolbar { Text("x"); Text("y") }
            }
        }
        #expect(host.lines == ["L Inbox                  T x y", "Body"])
    }

    struct Quiz: View {
        @State private var path: [Int] = [1]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Start")
                    .navigationDestination(for: Int.self) { number in
                        Text("Question \(number)")
                            .navigationTitle("Q\(number)")
                            .navigationBarBackButtonHidden(true)
                            .toolbar(.hidden, for: .bottomBar)
                    }
            }
        }
    }

    @Test("A hidden back button is not drawn, and Esc, Backspace and clicks do not go back")
    func backButtonHidden() {
        let host = TestHost(columns: 20, rows: 2) { Quiz() }
        #expect(host.lines == ["Q1", "Question 1"])
        host.press(.escape)
        host.press(.delete)
        host.click(column: 0, row: 0)
        #expect(host.lines == ["Q1", "Question 1"])
    }

    @Test("toolbar(.hidden, for: .navigationBar) removes the bar's row; navigationBarHidden does the same")
    func hiddenNavigationBar() {
        let hidden = TestHost(columns: 20, rows: 2) {
            NavigationStack {
                Text("Photo").navigationTitle("Photo").toolbar { Text("T") }.toolbar(.hidden, for: .navigationBar)
            }
        }
        #expect(hidden.lines == ["Photo"])
        let old = TestHost(columns: 20, rows: 2) {
            NavigationStack { Text("Photo").navigationTitle("Photo").navigationBarHidden(true) }
        }
        #expect(old.lines == ["Photo"])
        let shown = TestHost(columns: 20, rows: 2) {
            NavigationStack { Text("Photo").toolbar(.visible, for: .navigationBar) }
        }
        #expect(shown.lines == ["", "Photo"])
    }

    @Test("Outside a navigation container a toolbar draws nothing; keyboard items are never drawn")
    func noContainer() {
        let host = TestHost(columns: 20, rows: 2) {
            Text("Alone").toolbar { ToolbarItem { Text("T") } }
        }
        #expect(host.lines == ["Alone"])
        let keyboard = TestHost(columns: 20, rows: 2) {
            NavigationStack {
                Text("Form").toolbar { ToolbarItem(placement: .keyboard) { Button("Done") {} } }
            }
        }
        #expect(keyboard.lines == ["Form"])
    }

    @Test("Accepted bar modifiers draw nothing of their own")
    func acceptedBarModifiers() {
        let host = TestHost(columns: 20, rows: 2) {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleDisplayMode(.large)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarBackground(Color.blue, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .toolbarRole(.editor)
            }
        }
        #expect(host.lines == ["Title", "Body"])
    }

    @Test(
        "An editable navigation title is a text field that writes its binding, from every source of truth",
        arguments: BindingSource.allCases)
    func editableTitle(source: BindingSource) {
        let mounted = source.mount(initial: "Draft", columns: 20, rows: 2) { title in
            NavigationStack { Text("Body").navigationTitle(title) }
        }
        let host = mounted.host
        #expect(host.lines == ["Draft", "Body"])
        host.press(.tab)
        host.type("s")
        #expect(mounted.read() == "Drafts")
        mounted.write("Plan")
        host.update()
        #expect(host.lines == ["Plan", "Body"])
    }
}

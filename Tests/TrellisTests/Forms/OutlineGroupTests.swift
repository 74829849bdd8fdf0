import Testing
@testable import Trellis

/// `OutlineGroup` and `List(_:children:)`: a tree as rows that expand.
@MainActor
@Suite("Outline group")
struct OutlineGroupTests {
    struct FileItem: Identifiable {
        var id: String { name }
        let name: String
        var children: [FileItem]?
    }

    static let files = [
        FileItem(name: "Sources", children: [
            FileItem(name: "Trellis", children: [FileItem(name: "View.swift")]),
            FileItem(name: "Package.swift"),
        ]),
        FileItem(name: "Tests", children: []),
        FileItem(name: "README.md"),
    ]

    struct Tree: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(OutlineGroupTests.files, children: \.children) { item in
                    Text(item.name).onAppear { log("\(item.name)+") }.onDisappear { log("\(item.name)-") }
                }
            }
        }
    }

    @Test("Rows start collapsed; Space, → and ← on a focused row expand and collapse it, its children's rows appearing and leaving")
    func keys() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { Tree(log: log) }
        #expect(host.screen == "▸ Sources\n▸ Tests\n  README.md")
        #expect(log.take() == ["Sources+", "Tests+", "README.md+"])
        host.press(.tab)
        host.press(.space)
        #expect(host.screen == "▾ Sources\n  ▸ Trellis\n    Package.swift\n▸ Tests\n  README.md")
        #expect(log.take() == ["Trellis+", "Package.swift+"])
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.screen == "▾ Sources\n  ▾ Trellis\n      View.swift\n    Package.swift\n▸ Tests\n  README.md")
        #expect(log.take() == ["View.swift+"])
        host.press(.tab, modifiers: .shift)
        host.press(.leftArrow)
        #expect(host.screen == "▸ Sources\n▸ Tests\n  README.md")
        #expect(log.take() == ["Trellis-", "View.swift-", "Package.swift-"])
        host.click(column: 0, row: 1)
        #expect(host.screen == "▸ Sources\n▾ Tests\n  README.md")
    }

    struct FileList: View {
        let log: EventLog
        let selection: StateHandle<String?>
        @State private var selected: String?
        var body: some View {
            let _ = selection.bind($selected)
            List(OutlineGroupTests.files, children: \.children, selection: $selected) { item in
                Text(item.name).onAppear { log("\(item.name)+") }.onDisappear { log("\(item.name)-") }
            }
        }
    }

    @Test("List(_:children:selection:): each visible element is a selectable row; → and ← on the selected row expand and collapse it, Space toggles, a click on the mark too")
    func hierarchicalList() {
        let log = EventLog()
        let selection = StateHandle<String?>()
        let host = TestHost(columns: 20, rows: 11) { FileList(log: log, selection: selection) }
        let rule = String(repeating: "─", count: 20)
        #expect(host.screen == "▸ Sources\n\(rule)\n▸ Tests\n\(rule)\n  README.md")
        #expect(log.take() == ["Sources+", "Tests+", "README.md+"])

        host.press(.tab)
        host.press(.downArrow)
        #expect(selection.value == "Sources")
        host.press(.rightArrow)
        #expect(host.lines == [
            "▾ Sources", rule, "  ▸ Trellis", rule, "    Package.swift", rule, "▸ Tests", rule, "  README.md",
        ])
        #expect(log.take() == ["Trellis+", "Package.swift+"])

        host.press(.downArrow)
        #expect(selection.value == "Trellis")
        host.press(.space)
        let expanded = [
            "▾ Sources", rule, "  ▾ Trellis", rule, "      View.swift", rule, "    Package.swift", rule, "▸ Tests", rule,
            "  README.md",
        ]
        #expect(host.lines == expanded)
        #expect(log.take() == ["View.swift+"])

        host.press(.upArrow)
        host.press(.leftArrow)
        #expect(host.screen == "▸ Sources\n\(rule)\n▸ Tests\n\(rule)\n  README.md")
        #expect(log.take() == ["Trellis-", "View.swift-", "Package.swift-"])

        // Trellis stays expanded while Sources is collapsed.
        host.click(column: 0, row: 0)
        #expect(host.lines == expanded)
        #expect(log.take() == ["Trellis+", "View.swift+", "Package.swift+"])
        #expect(selection.value == "Sources")
    }

    @Test(
        "A hierarchical list's selection from every source of truth: keys write it, a write from outside moves it, → acts on it",
        arguments: BindingSource.allCases)
    func hierarchicalSelection(source: BindingSource) {
        let mounted = source.mount(initial: String?.none, columns: 20, rows: 5) { selection in
            List(OutlineGroupTests.files, children: \.children, selection: selection) { item in Text(item.name) }
        }
        let host = mounted.host
        host.press(.tab)
        host.press(.downArrow)
        #expect(mounted.read() == "Sources")
        mounted.write("Tests")
        host.update()
        #expect(host.cell(column: 2, row: 2).attributes.contains(.inverse))
        #expect(!host.cell(column: 2, row: 0).attributes.contains(.inverse))
        host.press(.rightArrow)
        #expect(host.lines[2] == "▾ Tests")
        host.press(.upArrow)
        #expect(mounted.read() == "Sources")
    }
}

import Foundation
import Testing
@testable import Trellis

/// Semantics rule 14a, as apps use it: every view that takes a binding,
/// over every source of truth a SwiftUI app keeps its value in. For each
/// pair: a write to the source from outside the views shows in the next
/// update (and a write from a task too), and the user's edit through the
/// control reaches the source. Screens are whole, reverse video between
/// `«` and `»`.
@MainActor
@Suite("Bindings from every source of truth")
struct BindingMatrixTests {
    /// A view that takes a binding.
    enum Control: String, CaseIterable, Sendable {
        case toggle, textField, secureField, valueField, textEditor, searchable, stepper, slider, datePicker, picker, segmentedPicker, tabView
        case sheet, fullScreenCover, alert, confirmationDialog
        case sheetItem, fullScreenCoverItem, alertPresenting, confirmationDialogPresenting
        case navigationPath, listSelection, listSetSelection, lazyScrollPosition, scrollPosition
    }

    struct Item: Identifiable, Equatable {
        let id: Int
    }

    /// A list of rows 0–19 in three rows of 30 columns: the rows in view
    /// and the scroll bar.
    static let rows = "row 0                        ┃\nrow 1                        │\nrow 2                        │"
    static let rowZeroSelected = "«row 0                        »┃\nrow 1                        │\nrow 2                        │"
    static let rowTwoSelected = "row 0                        ┃\nrow 1                        │\n«row 2                        »│"
    static let rowsOneAndTwoSelected =
        "row 0                        ┃\n«row 1                        »│\n«row 2                        »│"

    /// Mounts `content` over `source` and checks, with whole screens: the
    /// first frame; a write of `values.outside` from outside; a write of
    /// `values.initial` back from a task; the user's `edit` reaching the
    /// source as `values.edited`.
    func check<Value: Equatable, Content: View>(
        _ source: BindingSource, columns: Int = 30, rows: Int, values: (initial: Value, outside: Value, edited: Value),
        screens: (initial: String, outside: String, edited: String), edit: (TestHost) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation, content: @escaping (Binding<Value>) -> Content
    ) async {
        let mounted = source.mount(initial: values.initial, columns: columns, rows: rows, content: content)
        let host = mounted.host
        func screen() -> String { host.reverseVideoScreen(columns: columns, rows: rows) }
        #expect(screen() == screens.initial, "first frame", sourceLocation: sourceLocation)
        mounted.write(values.outside)
        host.update()
        #expect(screen() == screens.outside, "after a write from outside", sourceLocation: sourceLocation)
        #expect(mounted.read() == values.outside, sourceLocation: sourceLocation)
        await Task { mounted.write(values.initial) }.value
        host.update()
        #expect(screen() == screens.initial, "after a write from a task", sourceLocation: sourceLocation)
        edit(host)
        #expect(mounted.read() == values.edited, "the user's edit reaches the source", sourceLocation: sourceLocation)
        #expect(screen() == screens.edited, "after the user's edit", sourceLocation: sourceLocation)
        #expect(host.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    @Test("A write to the source shows in the control, and the control's edit reaches the source",
          arguments: Control.allCases, BindingSource.allCases)
    func matrix(control: Control, source: BindingSource) async {
        switch control {
        case .toggle:
            await check(
                source, rows: 1, values: (false, true, true), screens: ("[ ] Wi-Fi", "[x] Wi-Fi", "«[x] Wi-Fi»"),
                edit: { $0.press(.tab); $0.press(.space) }
            ) { Toggle("Wi-Fi", isOn: $0) }
        case .textField:
            await check(
                source, rows: 1, values: ("", "Ada", "Bo"), screens: ("name", "Ada", "Bo"),
                edit: { $0.press(.tab); $0.type("Bo") }
            ) { TextField("name", text: $0) }
        case .secureField:
            await check(
                source, rows: 1, values: ("", "123", "42"), screens: ("pin", "•••", "••"),
                edit: { $0.press(.tab); $0.type("42") }
            ) { SecureField("pin", text: $0) }
        case .valueField:
            await check(
                source, rows: 1, values: (12.0, 30.5, 7.0), screens: ("12", "30.5", "7"),
                edit: { $0.press(.tab); $0.press("u", modifiers: .control); $0.type("7"); $0.press(.return) }
            ) { TextField("amount", value: $0, format: .number) }
        case .textEditor:
            await check(
                source, columns: 6, rows: 2, values: ("", "one\ntwo", "a\nb"), screens: ("", "one\ntwo", "a\nb"),
                edit: { $0.press(.tab); $0.type("a"); $0.press(.return); $0.type("b") }
            ) { TextEditor(text: $0) }
        case .searchable:
            await check(
                source, columns: 20, rows: 2, values: ("", "tea", "te"),
                screens: ("⌕ Search\n[]", "⌕ tea\n[tea]", "⌕ te\n[te]"),
                edit: { $0.press("/"); $0.type("te") }
            ) { binding in
                NavigationStack {
                    Text("[\(binding.wrappedValue)]").searchable(text: binding)
                }
            }
        case .slider:
            await check(
                source, columns: 11, rows: 1, values: (0.0, 1.0, 0.1),
                screens: ("●──────────", "━━━━━━━━━━●", "━«●»─────────"),
                edit: { $0.press(.tab); $0.press(.rightArrow) }
            ) { Slider(value: $0) }
        case .datePicker:
            let day = { (day: Int) in Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: day))! }
            await check(
                source, rows: 1, values: (day(26), day(3), day(27)),
                screens: ("Due 2026-11-26", "Due 2026-11-03", "Due 2026-11-«27»"),
                edit: { $0.press(.tab); $0.press(.rightArrow); $0.press(.rightArrow); $0.press(.upArrow) }
            ) { DatePicker("Due", selection: $0, displayedComponents: .date) }
        case .segmentedPicker:
            await check(
                source, rows: 1, values: (0, 2, 1), screens: ("« S »│ M │ L", " S │ M │« L »", " S │« M »│ L"),
                edit: { $0.press(.tab); $0.press(.rightArrow) }
            ) { binding in
                Picker("Size", selection: binding) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
            }
        case .stepper:
            await check(
                source, rows: 2, values: (1, 3, 2), screens: ("Seats [−|+]\nvalue 1", "Seats [−|+]\nvalue 3", "Seats «[−|+]»\nvalue 2"),
                edit: { $0.press(.tab); $0.press(.upArrow) }
            ) { binding in
                VStack(alignment: .leading) {
                    Stepper("Seats", value: binding, in: 0...5)
                    BoundValue(value: binding)
                }
            }
        case .picker:
            await check(
                source, rows: 4, values: (0, 2, 1), screens: ("Size [ S ▾ ]", "Size [ L ▾ ]", "Size «[ M ▾ ]»"),
                edit: { $0.press(.tab); $0.press(.return); $0.press(.downArrow); $0.press(.return) }
            ) { binding in
                Picker("Size", selection: binding) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
            }
        case .tabView:
            await check(
                source, rows: 2, values: (0, 1, 1), screens: ("« A » B\nfirst", " A « B »\nsecond", " A « B »\nsecond"),
                edit: { $0.press("]") }
            ) { binding in
                TabView(selection: binding) {
                    Text("first").tabItem { Text("A") }.tag(0)
                    Text("second").tabItem { Text("B") }.tag(1)
                }
            }
        case .sheet, .fullScreenCover, .alert, .confirmationDialog, .alertPresenting, .confirmationDialogPresenting:
            await checkPresentation(control, source)
        case .sheetItem, .fullScreenCoverItem:
            await checkItemPresentation(control, source)
        case .navigationPath:
            await check(
                source, rows: 2, values: ([Int](), [7], [3]), screens: ("[ Open 3 ]", "‹ Back\nscreen 7", "‹ Back\nscreen 3"),
                edit: { $0.press(.tab); $0.press(.return) }
            ) { binding in
                NavigationStack(path: binding) {
                    NavigationLink("Open 3", value: 3)
                        .navigationDestination(for: Int.self) { Text("screen \($0)") }
                }
            }
        case .listSelection:
            await check(
                source, rows: 3, values: (Int?.none, 2, 0),
                screens: (Self.rows, Self.rowTwoSelected, Self.rowZeroSelected),
                edit: { $0.press(.tab); $0.press(.downArrow) }
            ) { binding in
                List(0..<20, id: \.self, selection: binding) { Text("row \($0)") }.listRowSeparator(.hidden)
            }
        case .listSetSelection:
            await check(
                source, rows: 3, values: (Set<Int>(), [1, 2], [0]),
                screens: (Self.rows, Self.rowsOneAndTwoSelected, Self.rowZeroSelected),
                edit: { $0.press(.tab); $0.press(.space) }
            ) { binding in
                List(0..<20, id: \.self, selection: binding) { Text("row \($0)") }.listRowSeparator(.hidden)
            }
        case .lazyScrollPosition, .scrollPosition:
            let lazy = control == .lazyScrollPosition
            await check(
                source, columns: 10, rows: 2, values: (Int?.some(0), 50, 1),
                screens: ("row 0    ┃\nrow 1    │", "row 50   │\nrow 51   ┃", "row 1    █\nrow 2    │"),
                edit: { $0.press(.tab); $0.press(.downArrow) }
            ) { binding in
                Group {
                    if lazy {
                        ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100) { Text("row \($0)") } } }
                    } else {
                        ScrollView { VStack(alignment: .leading) { ForEach(0..<100) { Text("row \($0)") } }.scrollTargetLayout() }
                    }
                }
                .scrollPosition(id: binding)
            }
        }
    }

    /// A presentation bound to `isPresented`: presented at first, dismissed
    /// by a write from outside, presented again by a task, dismissed by the
    /// user (Esc for a sheet or cover, Return on an alert's default button).
    func checkPresentation(_ control: Control, _ source: BindingSource) async {
        let box = "presented"
        let data: String? = "OK"
        await check(
            source, rows: 7, values: (true, false, false),
            screens: (Self.presentedScreen(control), "base", "base"),
            edit: { $0.press(control == .sheet || control == .fullScreenCover ? .escape : .return) }
        ) { binding in
            switch control {
            case .sheet: AnyView(Text("base").sheet(isPresented: binding) { Text(box) })
            case .fullScreenCover: AnyView(Text("base").fullScreenCover(isPresented: binding) { Text(box) })
            case .alert: AnyView(Text("base").alert(box, isPresented: binding) { Button("OK") {} })
            case .confirmationDialog:
                AnyView(Text("base").confirmationDialog(box, isPresented: binding, titleVisibility: .visible) { Button("OK") {} })
            case .alertPresenting:
                AnyView(Text("base").alert(box, isPresented: binding, presenting: data) { Button($0) {} })
            default:
                AnyView(
                    Text("base").confirmationDialog(box, isPresented: binding, titleVisibility: .visible, presenting: data) {
                        Button($0) {}
                    })
            }
        }
    }

    /// The screen of a presentation of "presented" over "base".
    static func presentedScreen(_ control: Control) -> String {
        switch control {
        case .sheet: "base\n\n         ╭─────────╮\n         │presented│\n         ╰─────────╯"
        case .fullScreenCover: "presented"
        default: "base\n        ╭───────────╮\n        │ presented │\n        │ «[ OK ]»    │\n        ╰───────────╯"
        }
    }

    /// A presentation bound to `item`: item 1 at first, item 2 written from
    /// outside (replacing it), item 1 again from a task, `nil` by the user (Esc).
    func checkItemPresentation(_ control: Control, _ source: BindingSource) async {
        await check(
            source, rows: 7, values: (Item?.some(Item(id: 1)), Item(id: 2), nil),
            screens: (
                Self.itemScreen(control, 1), Self.itemScreen(control, 2), "base"
            ),
            edit: { $0.press(.escape) }
        ) { binding in
            if control == .sheetItem {
                AnyView(Text("base").sheet(item: binding) { Text("item \($0.id)") })
            } else {
                AnyView(Text("base").fullScreenCover(item: binding) { Text("item \($0.id)") })
            }
        }
    }

    /// The screen of a sheet or cover showing item `id` over "base".
    static func itemScreen(_ control: Control, _ id: Int) -> String {
        control == .sheetItem ? "base\n\n           ╭──────╮\n           │item \(id)│\n           ╰──────╯" : "item \(id)"
    }
}

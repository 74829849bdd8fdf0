import Observation
import Testing
@testable import Trellis

/// Semantics rule 14a: a read is a dependency of whoever reads it, a body or
/// a primitive reading a binding, whatever the binding is made of.
@MainActor
@Suite("Binding reads")
struct BindingReadTests {
    @Observable
    final class Model {
        var tab = 0
        var showsSheet = false
    }

    struct BindableTabs: View {
        @Bindable var model: Model
        var body: some View {
            TabView(selection: $model.tab) {
                Text("first page").tabItem { Text("One") }.tag(0)
                Text("second page").tabItem { Text("Two") }.tag(1)
            }
        }
    }

    struct ClosureTabs: View {
        let model: Model
        var body: some View {
            TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
                Text("first page").tabItem { Text("One") }.tag(0)
                Text("second page").tabItem { Text("Two") }.tag(1)
            }
        }
    }

    @Test("A tab view bound through @Bindable follows a write to the model made outside the view")
    func bindableTabSelection() {
        let model = Model()
        let host = TestHost(columns: 20, rows: 2) { BindableTabs(model: model) }
        #expect(host.lines == [" One  Two", "first page"])
        model.tab = 1
        host.update()
        #expect(host.lines == [" One  Two", "second page"])
    }

    @Test("A tab view bound through Binding(get:set:) follows a write to the model made outside the view")
    func closureTabSelection() {
        let model = Model()
        let host = TestHost(columns: 20, rows: 2) { ClosureTabs(model: model) }
        model.tab = 1
        host.update()
        #expect(host.lines == [" One  Two", "second page"])
    }

    struct SheetPresenter: View {
        @Bindable var model: Model
        var body: some View {
            Text("presenter")
                .sheet(isPresented: $model.showsSheet) { Text("the sheet") }
        }
    }

    @Test("A sheet bound through @Bindable appears when the model is written outside the view")
    func bindableSheet() {
        let model = Model()
        let host = TestHost(columns: 20, rows: 5) { SheetPresenter(model: model) }
        #expect(host.screen == "presenter")
        model.showsSheet = true
        host.update()
        #expect(host.screen.contains("the sheet"))
    }

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct CountChild: View {
        @Binding var count: Int
        var body: some View {
            HStack {
                Text("child \(count)")
                Button("+") { count += 1 }
            }
        }
    }

    struct CountParent: View {
        @StateObject private var model = Counter()
        var body: some View {
            VStack(alignment: .leading) {
                Text("parent \(model.count)")
                CountChild(count: $model.count)
            }
        }
    }

    @Test("A child holding a @Binding into a @StateObject redraws when the button writes through it")
    func bindingIntoStateObject() {
        let host = TestHost(columns: 20, rows: 2) { CountParent() }
        host.press(.tab)
        host.press(.space)
        host.press(.space)
        #expect(host.lines == ["parent 2", "child 2 [ + ]"])
    }
}

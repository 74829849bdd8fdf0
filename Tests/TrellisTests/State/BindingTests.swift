import Testing
@testable import Trellis

@MainActor
@Suite("Binding")
struct BindingTests {
    struct Settings: Equatable {
        var volume = 3
        var name = "default"
    }

    struct Slider: View {
        @Binding var value: Int
        let log: EventLog
        var body: some View {
            let _ = log("slider body")
            Text("volume \(value)")
        }
    }

    struct Panel: View {
        let log: EventLog
        let handle: StateHandle<Settings>
        let unrelated: StateHandle<Int>
        @State private var settings = Settings()
        @State private var clicks = 0
        var body: some View {
            let _ = handle.bind($settings)
            let _ = unrelated.bind($clicks)
            VStack {
                Text("clicks \(clicks)")
                Slider(value: $settings.volume, log: log)
            }
        }
    }

    @Test("A child reading a binding is re-evaluated by a write, and not by a parent that re-creates the same binding")
    func bindingLocationIdentity() {
        let log = EventLog()
        let handle = StateHandle<Settings>()
        let unrelated = StateHandle<Int>()
        let host = TestHost { Panel(log: log, handle: handle, unrelated: unrelated) }
        #expect(log.take() == ["slider body"])

        unrelated.value = 1
        host.update()
        #expect(log.take() == [])
        #expect(host.lines == ["clicks 1", "volume 3"])

        handle.value.volume = 7
        host.update()
        #expect(log.take() == ["slider body"])
        #expect(host.lines == ["clicks 1", "volume 7"])
    }

    @MainActor
    final class Store {
        var value = 1
    }

    @Test("Binding(get:set:) accepts closures that capture main-actor models")
    func closureBinding() {
        let store = Store()
        let binding = Binding(get: { store.value }, set: { store.value = $0 })
        binding.wrappedValue = 5
        #expect(store.value == 5)
        #expect(binding.wrappedValue == 5)
    }

    @Test("Binding.constant reads its value and ignores writes")
    func constantBinding() {
        let binding = Binding.constant(4)
        binding.wrappedValue = 9
        #expect(binding.wrappedValue == 4)
    }

    @Test("Dynamic member lookup writes through to the whole value")
    func memberBinding() {
        let cell = StateCell(Settings())
        let whole = Binding(location: cell)
        let name = whole.name
        name.wrappedValue = "custom"
        #expect(cell.untrackedValue.name == "custom")
        #expect(name.wrappedValue == "custom")
    }

    @Test("Optional conversions: wrap a binding as optional, unwrap an optional binding")
    func optionalConversions() {
        let cell = StateCell(3)
        let optional = Binding<Int?>(Binding(location: cell))
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = 8
        #expect(cell.untrackedValue == 8)
        optional.wrappedValue = nil
        #expect(cell.untrackedValue == 8)

        let maybe = StateCell<Int?>(nil)
        #expect(Binding(Binding(location: maybe)) == nil)
        maybe.value = 2
        let unwrapped = Binding(Binding(location: maybe))
        #expect(unwrapped?.wrappedValue == 2)
        unwrapped?.wrappedValue = 6
        #expect(maybe.untrackedValue == 6)
    }

    @Test("Bindings to the same storage are the same input; closure bindings never are")
    func inputComparison() {
        let comparator = ValueComparator.of(Binding<Int>.self)
        let cell = StateCell(1)
        #expect(comparator.isEqual(Binding(location: cell), Binding(location: cell)))
        #expect(!comparator.isEqual(Binding(location: cell), Binding(location: StateCell(1))))
        let settings = StateCell(Settings())
        let volumeA = Binding(location: settings).volume
        let volumeB = Binding(location: settings).volume
        #expect(ValueComparator.of(Binding<Int>.self).isEqual(volumeA, volumeB))
        let closureA = Binding(get: { 1 }, set: { _ in })
        let closureB = Binding(get: { 1 }, set: { _ in })
        #expect(!comparator.isEqual(closureA, closureB))
        #expect(comparator.isEqual(Binding.constant(2), Binding.constant(2)))
    }
}

@MainActor
@Suite("Binding collections")
struct BindingCollectionTests {
    struct Todo: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Checkbox: View {
        @Binding var isOn: Bool
        let title: String
        var body: some View { Text((isOn ? "[x] " : "[ ] ") + title) }
    }

    /// Keeps the binding the second row received.
    @MainActor
    final class SecondRow {
        var binding: Binding<Todo>?
    }

    struct Todos: View {
        let handle: StateHandle<[Todo]>
        let second: SecondRow
        @State private var todos = [Todo(id: 1, title: "write"), Todo(id: 2, title: "test")]
        var body: some View {
            let _ = handle.bind($todos)
            VStack {
                ForEach($todos) { $todo in
                    let _ = todo.id == 2 ? second.binding = $todo : ()
                    Checkbox(isOn: $todo.isDone, title: todo.title)
                }
            }
        }
    }

    @Test("ForEach over a binding to a collection gives each row a binding to its element")
    func forEachBindings() {
        let handle = StateHandle<[Todo]>()
        let second = SecondRow()
        let host = TestHost { Todos(handle: handle, second: second) }
        #expect(host.lines == ["[ ] write", "[ ] test"])
        second.binding?.isDone.wrappedValue = true
        host.update()
        #expect(host.lines == ["[ ] write", "[x] test"])
        #expect(handle.value[1].isDone)
    }
}

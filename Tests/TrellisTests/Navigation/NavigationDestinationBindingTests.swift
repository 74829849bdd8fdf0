import Testing
@testable import Trellis

/// `.navigationDestination(isPresented:)` and `(item:)`: a binding pushes
/// a screen on the enclosing stack, going back writes the binding back.
@MainActor
@Suite("navigationDestination(isPresented:) and (item:)")
struct NavigationDestinationBindingTests {
    struct Flagged: View {
        let log: EventLog
        let isPresented: Binding<Bool>

        var body: some View {
            NavigationStack {
                Text("root")
                    .onAppear { log("root+") }
                    .onDisappear { log("root-") }
                    .navigationDestination(isPresented: isPresented) {
                        Text("details")
                            .onAppear { log("details+") }
                            .onDisappear { log("details-") }
                    }
            }
        }
    }

    @Test(
        "A write of true pushes the screen, Esc pops it and writes false, a write of false pops it",
        arguments: BindingSource.allCases)
    func isPresented(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: false, columns: 20, rows: 4) { Flagged(log: log, isPresented: $0) }
        let host = mounted.host
        #expect(host.lines == ["root"])
        #expect(log.take() == ["root+"])
        mounted.write(true)
        host.update()
        #expect(host.lines == ["‹ Back", "details"])
        #expect(log.take() == ["details+", "root-"])
        host.press(.escape)
        #expect(mounted.read() == false)
        #expect(host.lines == ["root"])
        #expect(log.take() == ["root+", "details-"])
        mounted.write(true)
        host.update()
        #expect(log.take() == ["details+", "root-"])
        mounted.write(false)
        host.update()
        #expect(host.lines == ["root"])
        #expect(log.take() == ["root+", "details-"])
        #expect(host.checkInvariants() == [])
    }

    struct Itemed: View {
        let log: EventLog
        let item: Binding<String?>

        var body: some View {
            NavigationStack {
                Text("root")
                    .onAppear { log("root+") }
                    .onDisappear { log("root-") }
                    .navigationDestination(item: item) { name in
                        LifecycleProbe(name, log: log)
                    }
            }
        }
    }

    @Test(
        "An item pushes its screen, another item replaces it afresh, Backspace pops it and writes nil",
        arguments: BindingSource.allCases)
    func item(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: String?.none, columns: 20, rows: 4) { Itemed(log: log, item: $0) }
        let host = mounted.host
        _ = log.take()
        mounted.write("A")
        host.update()
        #expect(host.lines == ["‹ Back", "A 0"])
        #expect(log.take() == ["A.new", "A+", "root-"])
        mounted.write("B")
        host.update()
        #expect(host.lines == ["‹ Back", "B 0"])
        #expect(log.take() == ["B.new", "B+", "A-"])
        host.press(.delete)
        #expect(mounted.read() == nil)
        #expect(host.lines == ["root"])
        #expect(log.take() == ["root+", "B-"])
        #expect(host.checkInvariants() == [])
    }

    struct Opening: View {
        let log: EventLog
        @State private var opens = false

        var body: some View {
            NavigationStack {
                Button("Open") { opens = true }
                    .navigationDestination(isPresented: $opens) { Closing(log: log) }
            }
        }
    }

    struct Closing: View {
        let log: EventLog
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Button("Close") { dismiss() }
                .onAppear { log("closing+") }
                .onDisappear { log("closing-") }
        }
    }

    @Test("A button sets the flag, the pushed screen's dismiss pops it; outside a stack nothing is pushed")
    func buttonAndDismiss() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 4) { Opening(log: log) }
        host.press(.tab)
        host.press(.return)
        #expect(host.lines == ["‹ Back", "[ Close ]"])
        #expect(log.take() == ["closing+"])
        host.press(.tab)
        host.press(.return)
        #expect(host.lines == ["[ Open ]"])
        #expect(log.take() == ["closing-"])
        let outside = TestHost(columns: 20, rows: 2) {
            Text("alone").navigationDestination(isPresented: .constant(true)) { Text("never") }
        }
        #expect(outside.screen == "alone")
    }
}

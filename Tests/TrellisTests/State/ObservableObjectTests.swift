import Testing
@testable import Trellis

@MainActor
@Suite("ObservableObject")
struct ObservableObjectTests {
    final class Inbox: ObservableObject {
        @Published var unread = 0
        let serial: Int
        init(serial: Int) { self.serial = serial }
    }

    @MainActor
    final class Factory {
        var made = 0
        func make() -> Inbox {
            made += 1
            return Inbox(serial: made)
        }
    }

    struct Owner: View {
        let factory: Factory
        @StateObject private var inbox: Inbox
        init(factory: Factory) {
            self.factory = factory
            _inbox = StateObject(wrappedValue: factory.make())
        }
        var body: some View {
            Text("inbox \(inbox.serial): \(inbox.unread)")
        }
    }

    struct Parent: View {
        let factory: Factory
        let switches: Switches
        var body: some View {
            let _ = switches.number
            if switches.flag {
                Owner(factory: factory)
            }
        }
    }

    @Test("@StateObject's autoclosure runs once per identity; objectWillChange re-evaluates the owner")
    func stateObjectOncePerIdentity() {
        let factory = Factory()
        let switches = Switches()
        let host = TestHost { Parent(factory: factory, switches: switches) }
        #expect(factory.made == 1)
        switches.number = 5
        host.update()
        #expect(factory.made == 1)
        #expect(host.screen == "inbox 1: 0")

        switches.flag = false
        host.update()
        switches.flag = true
        host.update()
        #expect(factory.made == 2)
        #expect(host.screen == "inbox 2: 0")
    }

    struct Badge: View {
        @ObservedObject var inbox: Inbox
        var body: some View { Text("badge \(inbox.unread)") }
    }

    struct Header: View {
        @EnvironmentObject var inbox: Inbox
        var body: some View { Text("header \(inbox.unread)") }
    }

    @Test("@ObservedObject and @EnvironmentObject re-evaluate when a @Published property changes")
    func observedAndEnvironmentObjects() {
        let inbox = Inbox(serial: 1)
        let host = TestHost {
            VStack {
                Badge(inbox: inbox)
                Header()
            }
            .environmentObject(inbox)
        }
        inbox.unread = 4
        host.update()
        #expect(host.lines == ["badge 4", "header 4"])
        host.unmount()
        inbox.unread = 5
        host.update()
        #expect(host.statistics.liveNodes == 0)
    }

    /// Values received by a sink; written on the thread that publishes.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Int] = []
        func append(_ value: Int) {
            lock.lock()
            storage.append(value)
            lock.unlock()
        }
        var values: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    @Test("$property publishes the current value, then each new value")
    func publishedSink() {
        let inbox = Inbox(serial: 1)
        let received = Received()
        let changes = Received()
        let values = inbox.$unread.sink { received.append($0) }
        let willChange = inbox.objectWillChange.sink { changes.append(1) }
        inbox.unread = 2
        inbox.unread = 3
        values.cancel()
        inbox.unread = 4
        #expect(received.values == [0, 2, 3])
        #expect(changes.values.count == 3)
        willChange.cancel()
    }

    struct Editor: View {
        @ObservedObject var inbox: Inbox
        var body: some View {
            let binding = $inbox.unread
            Text("editing \(binding.wrappedValue)")
        }
    }

    @Test("$object.property makes a binding that writes through")
    func wrapperBinding() {
        let inbox = Inbox(serial: 1)
        let host = TestHost { Editor(inbox: inbox) }
        let binding = ObservedObject(wrappedValue: inbox).projectedValue.unread
        binding.wrappedValue = 9
        host.update()
        #expect(host.screen == "editing 9")
    }
}

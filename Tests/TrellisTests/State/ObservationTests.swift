import Testing
@testable import Trellis

@MainActor
@Suite("Observation")
struct ObservationTests {
    @MainActor
    @Observable
    final class Library {
        var title = "Books"
        var count = 0
    }

    /// Generic so that each test has a view type of its own: whether a type
    /// is known to read observables is remembered per type.
    struct Shelf<Tag>: View {
        let library: Library
        let handle: StateHandle<Int>
        @State private var tick = 0
        var body: some View {
            let _ = handle.bind($tick)
            Text("\(library.title) \(tick)")
        }
    }

    enum FlatTag {}
    enum UnmountTag {}
    enum KnownReaderTag {}

    @Test("A body re-rendered by its own state keeps its registrations flat, however often it runs")
    func registrationsStayFlat() {
        let library = Library()
        let handle = StateHandle<Int>()
        let host = TestHost { Shelf<FlatTag>(library: library, handle: handle) }
        #expect(host.statistics.observationRegistrations == 1)
        for tick in 1...10_000 {
            handle.value = tick
            host.update()
        }
        #expect(host.screen == "Books 10000")
        // The type's first evaluation used Observation's one-shot API, whose
        // registration cannot be cancelled; every later one is cancelled
        // when superseded, so the count stays at two however many renders.
        #expect(host.statistics.observationRegistrations == 2)
        #expect(host.statistics.bodyEvaluations == 10_001)

        library.title = "Novels"
        host.update()
        #expect(host.screen == "Novels 10000")
        #expect(host.statistics.bodyEvaluations == 10_002)
        #expect(host.statistics.observationRegistrations == 1)
    }

    @Test("Unmounting cancels the registrations; the type's one-shot one ends at the next change")
    func unmountCancels() {
        let library = Library()
        let handle = StateHandle<Int>()
        let host = TestHost { Shelf<UnmountTag>(library: library, handle: handle) }
        handle.value = 1
        host.update()
        host.unmount()
        #expect(host.statistics.observationRegistrations == 1)
        library.title = "after"
        host.update()
        #expect(host.statistics.observationRegistrations == 0)
        #expect(host.statistics.bodyEvaluations == 2)
    }

    @Test("A node of a type known to read observables is tracked cancellably from its first body")
    func knownReaderTypeStartsCancellable() {
        let library = Library()
        let first = TestHost { Shelf<KnownReaderTag>(library: library, handle: StateHandle<Int>()) }
        first.unmount()
        let second = TestHost { Shelf<KnownReaderTag>(library: library, handle: StateHandle<Int>()) }
        #expect(second.statistics.observationRegistrations == 1)
        second.unmount()
        #expect(second.statistics.observationRegistrations == 0)
    }

    struct Detail: View {
        @Environment(Library.self) private var library
        var body: some View { Text("\(library.title): \(library.count)") }
    }

    struct MaybeDetail: View {
        @Environment(Library.self) private var library: Library?
        var body: some View { Text(library?.title ?? "no library") }
    }

    @Test("@Environment(Model.self) reads a model set with .environment(_:), tracked per property")
    func environmentModel() {
        let library = Library()
        let host = TestHost {
            VStack(alignment: .leading) {
                Detail()
                MaybeDetail()
            }
            .environment(library)
        }
        #expect(host.lines == ["Books: 0", "Books"])
        library.count = 3
        host.update()
        #expect(host.lines == ["Books: 3", "Books"])
        #expect(host.statistics.bodyEvaluations == 3)
        let bare = TestHost { MaybeDetail() }
        #expect(bare.screen == "no library")
    }

    struct Editor: View {
        @Bindable var library: Library
        var body: some View {
            Echo(text: $library.title)
        }
    }

    struct Echo: View {
        @Binding var text: String
        var body: some View { Text("echo \(text)") }
    }

    @Test("@Bindable makes bindings to model properties that write through")
    func bindable() {
        let library = Library()
        let host = TestHost { Editor(library: library) }
        let binding = Bindable(library).title
        binding.wrappedValue = "Poems"
        host.update()
        #expect(host.screen == "echo Poems")
        #expect(ValueComparator.of(Binding<String>.self).isEqual(Bindable(library).title, Bindable(library).title))
    }

    @MainActor
    @Observable
    final class Feed {
        var items: [String] = []
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(feed.items, id: \.self) { Text($0) }
            }
        }
    }

    @Test("A write from another thread is applied on the main actor")
    func backgroundWrite() async {
        final class Model: @unchecked Sendable {
            let feed: Feed
            init(_ feed: Feed) { self.feed = feed }
        }
        let feed = Feed()
        let host = TestHost { FeedView(feed: feed) }
        let model = Model(feed)
        await Task.detached {
            await MainActor.run { model.feed.items.append("from a task") }
        }.value
        host.update()
        #expect(host.screen == "from a task")
    }
}

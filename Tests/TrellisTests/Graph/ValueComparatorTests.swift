import Testing
@testable import Trellis

@MainActor
@Suite("Input comparison")
struct ValueComparatorTests {
    final class Model {}

    struct Plain {
        var count: Int
        var ratio: Double
    }

    struct Mixed {
        var model: Model
        var title: String
        var plain: Plain
    }

    struct WithClosure {
        var title: String
        var action: () -> Void
    }

    enum Mode {
        case idle
        case busy(String)
    }

    @Test("Plain data compares bytewise, references by identity, strings with ==")
    func fieldRules() {
        let model = Model()
        let comparator = ValueComparator.of(Mixed.self)
        let title = String(repeating: "long title ", count: 4)
        let sameTitle = String(repeating: "long title ", count: 4)
        #expect(comparator.isEqual(
            Mixed(model: model, title: title, plain: Plain(count: 1, ratio: 2)),
            Mixed(model: model, title: sameTitle, plain: Plain(count: 1, ratio: 2))))
        #expect(!comparator.isEqual(
            Mixed(model: model, title: title, plain: Plain(count: 1, ratio: 2)),
            Mixed(model: Model(), title: title, plain: Plain(count: 1, ratio: 2))))
        #expect(!comparator.isEqual(
            Mixed(model: model, title: title, plain: Plain(count: 1, ratio: 2)),
            Mixed(model: model, title: title, plain: Plain(count: 2, ratio: 2))))
    }

    @Test("Closures count as changed unless they are the same closure")
    func closures() {
        let comparator = ValueComparator.of(WithClosure.self)
        let shared: () -> Void = {}
        let value = WithClosure(title: "t", action: shared)
        #expect(comparator.isEqual(value, value))
        #expect(!comparator.isEqual(WithClosure(title: "t", action: {}), WithClosure(title: "t", action: {})))
    }

    @Test("Arrays compare by storage: the same storage is equal, a copy with equal contents is changed")
    func arraysByStorage() {
        let comparator = ValueComparator.of([Int].self)
        let numbers = Array(0..<1_000)
        var copy = numbers
        copy.append(0)
        copy.removeLast()
        #expect(comparator.isEqual(numbers, numbers))
        #expect(!comparator.isEqual(numbers, copy))
    }

    @Test("Enums that are not Equatable are equal only when identical")
    func enums() {
        let comparator = ValueComparator.of(Mode.self)
        #expect(comparator.isEqual(Mode.idle, Mode.idle))
        #expect(!comparator.isEqual(Mode.busy(String(repeating: "x", count: 40)), Mode.busy(String(repeating: "x", count: 40))))
    }

    @Test("A state write of an equal value invalidates nothing; of another value, its readers")
    func stateWrites() {
        struct Reader: View {
            let handle: StateHandle<[String]>
            @State private var names = ["a"]
            var body: some View {
                let _ = handle.bind($names)
                Text(names.joined())
            }
        }
        let handle = StateHandle<[String]>()
        let host = TestHost { Reader(handle: handle) }
        let same = handle.value
        handle.value = same
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        handle.value = ["a"]
        host.update()
        #expect(host.statistics.bodyEvaluations == 2, "different storage counts as a change")
    }
}

import Testing
@testable import Trellis

@MainActor
@Suite("Stepper")
struct StepperTests {
    struct WholeRange: View {
        @State var n = -1
        var body: some View {
            Stepper("n \(n)", value: $n, in: Int.min...Int.max)
        }
    }

    struct Unsigned: View {
        @State var u: UInt = 0
        var body: some View {
            Stepper(value: $u, in: 0...UInt.max) { Text("u \(u)") }
        }
    }

    struct Unbounded: View {
        @State var n: Int
        var body: some View {
            Stepper("n \(n)", value: $n)
        }
    }

    @Test("A stepper over Int.min...Int.max steps from −1 to 0 and back")
    func wholeIntRange() {
        let host = TestHost(columns: 16, rows: 1) { WholeRange() }
        host.press(.tab)
        host.press(.upArrow)
        #expect(host.screen == "n 0 [−|+]")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.screen == "n -2 [−|+]")
    }

    @Test("A stepper over 0...UInt.max steps up from 0")
    func wholeUnsignedRange() {
        let host = TestHost(columns: 16, rows: 1) { Unsigned() }
        host.press(.tab)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.screen == "u 2 [−|+]")
    }

    @Test("An unbounded stepper stops at Int.max and Int.min instead of trapping")
    func unboundedLimits() {
        let top = TestHost(columns: 40, rows: 1) { Unbounded(n: Int.max - 1) }
        top.press(.tab)
        top.press(.upArrow)
        top.press(.upArrow)
        #expect(top.screen == "n 9223372036854775807 [−|+]")
        top.press(.downArrow)
        #expect(top.screen == "n 9223372036854775806 [−|+]")

        let bottom = TestHost(columns: 40, rows: 1) { Unbounded(n: Int.min) }
        bottom.press(.tab)
        bottom.press(.downArrow)
        #expect(bottom.screen == "n -9223372036854775808 [−|+]")
    }
}

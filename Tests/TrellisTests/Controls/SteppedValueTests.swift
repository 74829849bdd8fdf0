import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("Stepped values")
struct SteppedValueTests {
    @Test("An integer moves by its step and stops at the limit")
    func bounded() {
        #expect(SteppedValue.moved(4, by: 3, upward: true, limit: 10) == 7)
        #expect(SteppedValue.moved(8, by: 3, upward: true, limit: 10) == 10)
        #expect(SteppedValue.moved(UInt8(250), by: 10, upward: true, limit: 255) == 255)
        #expect(SteppedValue.moved(UInt(2), by: 3, upward: false, limit: 0) == 0)
        #expect(SteppedValue.moved(Int8(-100), by: 300, upward: true, limit: 127) == 127)
        #expect(SteppedValue.moved(Int8(-100), by: 50, upward: false, limit: -128) == -128)
        #expect(SteppedValue.moved(Int8(-100), by: 20, upward: false, limit: -128) == -120)
    }

    @Test("The whole range of a type is a range like any other: no distance is taken that cannot fit")
    func wholeRange() {
        #expect(SteppedValue.moved(-1, by: 1, upward: true, limit: Int.max) == 0)
        #expect(SteppedValue.moved(1, by: 1, upward: false, limit: Int.min) == 0)
        #expect(SteppedValue.moved(Int.min, by: 1, upward: true, limit: Int.max) == Int.min + 1)
        #expect(SteppedValue.moved(UInt(0), by: 1, upward: true, limit: UInt.max) == 1)
        #expect(SteppedValue.moved(UInt.max, by: 1, upward: false, limit: 0) == UInt.max - 1)
        #expect(SteppedValue.moved(Int.min, by: Int.max, upward: true, limit: Int.max) == -1)
    }

    @Test("Without a limit an integer stops at its type's limits")
    func unbounded() {
        #expect(SteppedValue.moved(Int.max, by: 1, upward: true, limit: nil) == Int.max)
        #expect(SteppedValue.moved(Int.min, by: 1, upward: false, limit: nil) == Int.min)
        #expect(SteppedValue.moved(Int.max - 2, by: 5, upward: true, limit: nil) == Int.max)
        #expect(SteppedValue.moved(UInt(0), by: 1, upward: false, limit: nil) == 0)
        #expect(SteppedValue.moved(UInt(7), by: 2, upward: false, limit: nil) == 5)
        #expect(SteppedValue.moved(0, by: Int.min, upward: false, limit: nil) == Int.min)
    }

    @Test("A value past its limit comes back to it; a negative step counts as its size")
    func pastLimitAndNegativeStep() {
        #expect(SteppedValue.moved(20, by: 1, upward: true, limit: 10) == 10)
        #expect(SteppedValue.moved(-5, by: 1, upward: false, limit: 0) == 0)
        #expect(SteppedValue.moved(4, by: -3, upward: true, limit: 10) == 7)
        #expect(SteppedValue.moved(4.0, by: -0.5, upward: false, limit: nil) == 3.5)
    }

    @Test("Other strideable values move by advanced(by:) and stop at the limit")
    func otherStrideables() {
        #expect(SteppedValue.moved(0.5, by: 0.25, upward: true, limit: 1.0) == 0.75)
        #expect(SteppedValue.moved(0.9, by: 0.25, upward: true, limit: 1.0) == 1.0)
        #expect(SteppedValue.moved(Double.greatestFiniteMagnitude, by: .greatestFiniteMagnitude, upward: true, limit: nil) == .infinity)
        let start = Date(timeIntervalSince1970: 0)
        #expect(SteppedValue.moved(start, by: 60, upward: true, limit: nil) == Date(timeIntervalSince1970: 60))
    }
}

import Testing
@testable import Trellis

/// The marks a lazy stack keeps on its rows by slot (`LazySlotMarks`).
@Suite("Lazy slot marks")
struct LazySlotMarksTests {
    @Test("A mark lasts until the next round")
    func rounds() {
        var marks = LazySlotMarks()
        marks.mark(3, 41)
        #expect(marks.value(at: 3) == 41)
        #expect(marks.value(at: 2) == nil)
        #expect(marks.value(at: 9) == nil)
        marks.begin()
        #expect(marks.value(at: 3) == nil)
    }

    @Test("A moved mark goes with its row, and the slot it left is unmarked for the next row built there")
    func move() {
        var marks = LazySlotMarks()
        marks.mark(1, 10)
        marks.mark(4, 40)
        // The row in slot 1 is destroyed; the last row (slot 4) takes its place.
        marks.move(from: 4, to: 1)
        #expect(marks.value(at: 1) == 40)
        #expect(marks.value(at: 4) == nil)
        marks.unmark(1)
        #expect(marks.value(at: 1) == nil)
    }

    @Test("Moving an unmarked row clears the mark of the slot it fills")
    func moveUnmarked() {
        var marks = LazySlotMarks()
        marks.mark(0, 5)
        marks.move(from: 7, to: 0)
        #expect(marks.value(at: 0) == nil)
    }
}

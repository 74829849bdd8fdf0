import Testing
@testable import Trellis

@Suite("Gap buffer")
struct GapBufferTests {
    @Test("Edits anywhere read back as the same edits on an array")
    func matchesArray() {
        var random = SeededGenerator(state: 51)
        var buffer = GapBuffer(Array("hello world"))
        var model = Array("hello world")
        for step in 0..<800 {
            let lower = Int.random(in: 0...model.count, using: &random)
            let upper = Int.random(in: lower...min(model.count, lower + 3), using: &random)
            let inserted = Array(String(repeating: "xyz", count: Int.random(in: 0...2, using: &random)))
            buffer.replaceSubrange(lower..<upper, with: inserted)
            model.replaceSubrange(lower..<upper, with: inserted)
            #expect(Array(buffer) == model, "step \(step)")
            #expect(buffer.count == model.count)
            if !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &random)
                #expect(buffer[index] == model[index])
            }
        }
    }

    @Test("Buffers with their gaps in different places are equal when their elements are")
    func equality() {
        var first = GapBuffer([1, 2, 3, 4])
        var second = GapBuffer([1, 2, 3, 4])
        first.replaceSubrange(1..<1, with: [])
        second.replaceSubrange(3..<3, with: [])
        #expect(first == second)
        second.replaceSubrange(3..<4, with: [5])
        #expect(first != second)
        #expect(GapBuffer<Int>().isEmpty)
    }
}

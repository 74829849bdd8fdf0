import Testing
@testable import Trellis

/// The ready-made prompts as views, driven through `TestHost` as a user
/// types: whole screens before and after each answer.
@MainActor
@Suite("Prompts")
struct PromptTests {
    /// What a prompt answered, and whether it was cancelled.
    final class Answer<Value> {
        var value: Value?
        var cancelled = false
    }

    @Test("Select: the choices with a cursor; typing filters them, ↓ moves, Enter answers and leaves one line")
    func select() {
        let answer = Answer<String>()
        let host = TestHost(columns: 60, rows: 6) {
            SelectPrompt("Pick a fruit", choices: ["apple", "apricot", "banana"]) { answer.value = $0 }
        }
        #expect(host.screen == """
            ? Pick a fruit type to filter
            › apple
              apricot
              banana
            ↑↓ move · type to filter · enter choose · esc cancel
            """)
        host.type("ap")
        host.press(.downArrow)
        #expect(host.screen == """
            ? Pick a fruit ap
              apple
            › apricot
            ↑↓ move · type to filter · enter choose · esc cancel
            """)
        #expect(host.cursor! == (17, 0))
        host.press(.return)
        #expect(answer.value == "apricot")
        #expect(host.screen == "✔ Pick a fruit apricot")
    }

    @Test("Select: a filter that matches nothing says so and Enter does nothing; Esc cancels; a click answers")
    func selectEdges() {
        let answer = Answer<Int>()
        let host = TestHost(columns: 60, rows: 6) {
            SelectPrompt("Number", choices: [1, 2, 3], onCancel: { answer.cancelled = true }) { answer.value = $0 }
        }
        host.type("9")
        host.press(.return)
        #expect(host.screen == "? Number 9\n  no match\n↑↓ move · type to filter · enter choose · esc cancel")
        #expect(answer.value == nil)
        host.press(.escape)
        #expect(answer.cancelled)
        host.press(.delete)
        host.click(column: 4, row: 3)
        #expect(answer.value == 3)
        #expect(host.screen == "✔ Number 3")
    }

    @Test("Select: at most visibleRows choices show, the window following the cursor")
    func selectWindow() {
        let host = TestHost(columns: 60, rows: 6) {
            SelectPrompt("Letter", choices: Array("abcdefgh").map(String.init), visibleRows: 3) { _ in }
        }
        #expect(host.lines.prefix(4) == ["? Letter type to filter", "› a", "  b", "  c"])
        for _ in 0..<4 {
            host.press(.downArrow)
        }
        #expect(host.lines.prefix(4) == ["? Letter type to filter", "  d", "› e", "  f"])
        for _ in 0..<9 {
            host.press(.downArrow)
        }
        #expect(host.lines.prefix(4) == ["? Letter type to filter", "  f", "  g", "› h"])
    }

    @Test("Multi-select: Tab and clicks turn rows on and off, the filter keeps them, Enter answers in the offered order")
    func multiSelect() {
        let answer = Answer<[String]>()
        let host = TestHost(columns: 70, rows: 6) {
            MultiSelectPrompt("Toppings", choices: ["cheese", "olives", "basil"]) { answer.value = $0 }
        }
        #expect(host.screen == """
            ? Toppings type to filter
            › [ ] cheese
              [ ] olives
              [ ] basil
            ↑↓ move · tab choose · type to filter · enter done · esc cancel
            """)
        host.press(.tab)
        host.type("ba")
        host.press(.tab)
        #expect(host.lines.prefix(2) == ["? Toppings ba", "› [x] basil"])
        host.press(.delete)
        host.press(.delete)
        host.click(column: 2, row: 2)
        host.click(column: 2, row: 2)
        #expect(host.lines.prefix(4) == ["? Toppings type to filter", "  [x] cheese", "› [ ] olives", "  [x] basil"])
        host.press(.return)
        #expect(answer.value == ["cheese", "basil"])
        #expect(host.screen == "✔ Toppings cheese, basil")
    }

    @Test("Confirm: y and n answer at once; arrows move the mark, Enter answers it; the default comes first")
    func confirm() {
        let answer = Answer<Bool>()
        let host = TestHost(columns: 50, rows: 2) {
            ConfirmPrompt("Deploy?", default: true) { answer.value = $0 }
        }
        #expect(host.screen == "? Deploy? (Y/n) [Yes]  No")
        host.press(.rightArrow)
        #expect(host.screen == "? Deploy? (Y/n)  Yes  [No]")
        host.press(.return)
        #expect(answer.value == false)
        #expect(host.screen == "✔ Deploy? No")

        let typed = Answer<Bool>()
        let second = TestHost(columns: 50, rows: 2) { ConfirmPrompt("Delete?") { typed.value = $0 } }
        #expect(second.screen == "? Delete? (y/N)  Yes  [No]")
        second.type("Y")
        #expect(typed.value == true)
        #expect(second.screen == "✔ Delete? Yes")
    }

    @Test("Text: Enter checks the text; a problem shows until the text changes; a secret shows as bullets")
    func text() {
        let answer = Answer<String>()
        let host = TestHost(columns: 50, rows: 3) {
            TextPrompt("Name", placeholder: "your name", validate: { $0.count < 3 ? "At least 3 letters" : nil }) {
                answer.value = $0
            }
        }
        #expect(host.screen == "? Name your name")
        host.type("Al")
        host.press(.return)
        #expect(host.screen == "? Name Al\n  ✘ At least 3 letters")
        #expect(answer.value == nil)
        host.type("i")
        #expect(host.screen == "? Name Ali")
        host.press(.return)
        #expect(answer.value == "Ali")
        #expect(host.screen == "✔ Name Ali")

        let secret = Answer<String>()
        let second = TestHost(columns: 50, rows: 3) { TextPrompt("Password", isSecure: true) { secret.value = $0 } }
        second.type("hunter2")
        #expect(second.screen == "? Password •••••••")
        second.press(.return)
        #expect(secret.value == "hunter2")
        #expect(second.screen == "✔ Password •••••••")
    }

    @Test("Progress: the bar, the count, the time so far, the rate and the time left")
    func progress() {
        let host = TestHost(columns: 50, rows: 2) {
            ProgressReport("Uploading", completed: 42, total: 100, elapsed: .seconds(12))
        }
        #expect(host.screen == "Uploading ██████████████▋                      42%\n42/100 · 0:12 elapsed · 3.5/s · 0:16 left")
        #expect(ProgressReport("x", completed: 0, total: 5, elapsed: .seconds(3)).figures == "0/5 · 0:03 elapsed · –/s · – left")
        #expect(ProgressReport("x", completed: 9, total: 5, elapsed: .seconds(3_725)).figures
            == "5/5 · 1:02:05 elapsed · 0.0/s · done")
        #expect(ProgressReport("x", completed: 500, total: 1_000, elapsed: .seconds(20)).figures
            == "500/1000 · 0:20 elapsed · 25/s · 0:20 left")
    }
}

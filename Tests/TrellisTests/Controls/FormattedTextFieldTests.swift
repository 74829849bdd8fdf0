import Foundation
import Testing
@testable import Trellis

/// `TextField(_:value:format:)`: the value shown formatted, typed freely,
/// written on commit.
@MainActor
@Suite("TextField with a format")
struct FormattedTextFieldTests {
    @Observable
    final class Order {
        var price = 12.5
        var guests: Int? = nil
        var submitted: [String] = []
    }

    struct OrderForm: View {
        @Bindable var order: Order
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Price", value: $order.price, format: .number)
                    .onSubmit { order.submitted.append("price \(order.price)") }
                TextField("Guests", value: $order.guests, format: .number)
                Text("total \(order.price * Double(order.guests ?? 1), format: .number)")
            }
        }
    }

    @Test("Typing edits the text only; Return writes the parsed value before onSubmit runs, and shows it formatted")
    func commitOnReturn() {
        let order = Order()
        let host = TestHost(columns: 20, rows: 3) { OrderForm(order: order) }
        #expect(host.screen == "12.5\nGuests\ntotal 12.5")
        host.press(.tab)
        host.type("0")
        #expect(order.price == 12.5)
        #expect(host.screen == "12.50\nGuests\ntotal 12.5")
        host.press(.return)
        #expect(order.price == 12.5)
        #expect(order.submitted == ["price 12.5"])
        #expect(host.screen == "12.5\nGuests\ntotal 12.5")
        host.press("u", modifiers: .control)
        host.type(" 1,000 ")
        host.press(.return)
        #expect(order.price == 1000)
        #expect(order.submitted == ["price 12.5", "price 1000.0"])
        #expect(host.screen == "1,000\nGuests\ntotal 1,000")
    }

    @Test("Text that does not parse leaves the value, and the field shows it again when the focus leaves")
    func invalidText() {
        let order = Order()
        let host = TestHost(columns: 20, rows: 3) { OrderForm(order: order) }
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("abc")
        #expect(host.screen == "abc\nGuests\ntotal 12.5")
        host.press(.tab)
        #expect(order.price == 12.5)
        #expect(host.screen == "12.5\nGuests\ntotal 12.5")
    }

    @Test("An optional value: leaving the field commits the typed number; empty text commits nil")
    func optionalValue() {
        let order = Order()
        let host = TestHost(columns: 20, rows: 3) { OrderForm(order: order) }
        host.press(.tab)
        host.press(.tab)
        host.type("4")
        host.press(.tab)
        #expect(order.guests == 4)
        #expect(host.screen == "12.5\n4\ntotal 50")
        host.press(.tab)
        host.press(.delete)
        host.press(.return)
        #expect(order.guests == nil)
        #expect(host.screen == "12.5\nGuests\ntotal 12.5")
    }

    @Test("A write to the value from elsewhere replaces the text, even while the field is being edited")
    func outsideWrite() {
        let order = Order()
        let host = TestHost(columns: 20, rows: 3) { OrderForm(order: order) }
        host.press(.tab)
        host.type("9")
        order.price = 3
        host.update()
        #expect(host.screen == "3\nGuests\ntotal 3")
    }

    @Test("Currency and percent formats show and parse their own text")
    func otherFormats() {
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                TextField("Tip", value: .constant(0.15), format: .percent)
                TextField("Bill", value: .constant(42.0), format: .currency(code: "USD"))
            }
        }
        let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD").format(42)
        #expect(host.screen == "15%\n\(currency)")
    }
}

import Testing
@testable import Trellis

@MainActor
@Suite("position and allowsHitTesting")
struct PositionAndHitTestingTests {
    @Test("position centres the view on the point, in cells, and the modified view takes the space offered")
    func position() {
        let host = TestHost(columns: 12, rows: 4) {
            ZStack {
                Text("◆").position(x: 10, y: 2)
                Text("abc").position(CGPoint(x: 1, y: 0))
            }
        }
        #expect(host.screen == "abc\n\n          ◆")
    }

    @Test("A view that does not allow hit testing lets clicks through to the view below it")
    func clicksPassThrough() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 1) {
            ZStack(alignment: .leading) {
                Button("Save") { log("save") }
                Text("watermark").onTapGesture { log("watermark") }.allowsHitTesting(false)
            }
        }
        #expect(host.screen == "watermark")
        host.click(column: 1, row: 0)
        #expect(log.take() == ["save"])
    }

    struct Card: View {
        @Namespace private var animation
        @State private var saves = 0
        var body: some View {
            Text("card \(saves)")
                .matchedGeometryEffect(id: "card", in: animation)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: saves)
                .sensoryFeedback(.success, trigger: saves) { old, new in new > old }
                .privacySensitive()
                .redacted(reason: .placeholder)
                .unredacted()
                .blendMode(.multiply)
                .mask { Rectangle() }
                .presentationBackground(.thinMaterial)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationCompactAdaptation(.sheet)
                .presentationSizing(.form)
        }
    }

    @Test("Matched geometry, haptics, redaction, blending, masks and presentation looks compile as SwiftUI writes them and draw the view as it is")
    func acceptedEffects() {
        let host = TestHost(columns: 10, rows: 1) { Card() }
        #expect(host.screen == "card 0")
    }
}

import Testing
@testable import Trellis

/// `\.presentationMode` and `\.isPresented`: SwiftUI's older presentation
/// API, on the presentation mechanism `\.dismiss` uses.
@MainActor
@Suite("presentationMode and isPresented")
struct PresentationModeTests {
    struct Closer: View {
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            Button("Close \(isPresented) \(presentationMode.wrappedValue.isPresented)") {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }

    struct Presenter: View {
        @State private var isShown = true
        var body: some View {
            Closer().fullScreenCover(isPresented: $isShown) { Closer() }
        }
    }

    @Test("In a cover isPresented is true and dismiss() through the binding ends it; the root reads false")
    func cover() async {
        let host = TestHost(columns: 24, rows: 2) { Presenter() }
        await host.settle()
        #expect(host.screen == "[ Close true true ]")
        host.press(.tab)
        host.press(.return)
        await host.settle()
        #expect(host.screen == "[ Close false false ]")
    }

    @Test("A pushed screen is presented; dismiss() through presentationMode pops it")
    func pushed() async {
        let host = TestHost(columns: 24, rows: 4) {
            NavigationStack {
                NavigationLink("Next") { Closer() }
            }
        }
        await host.settle()
        host.press(.tab)
        host.press(.return)
        await host.settle()
        #expect(host.screen.contains("[ Close true true ]"))
        host.press(.tab)
        host.press(.return)
        await host.settle()
        #expect(!host.screen.contains("Close"))
        #expect(host.screen.contains("Next"))
    }
}

import Foundation
import Testing
@testable import Trellis

/// Modifiers with no terminal meaning compile and leave the screen as it
/// would be without them.
@MainActor
@Suite("Accepted modifiers")
struct AcceptedModifierTests {
    struct SignIn: View {
        @State private var email = "ada@example.com"
        @State private var amount = "12"

        var body: some View {
            VStack(alignment: .leading) {
                Text("Sign in")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHeading(.h1)
                    .shadow(color: .gray, radius: 2, x: 1, y: 1)
                    .scaleEffect(1.5)
                    .rotationEffect(.degrees(5))
                    .minimumScaleFactor(0.5)
                TextField("E-mail", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                    .textFieldStyle(.roundedBorder)
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
                    .accessibilityLabel("Amount in euros")
                    .accessibilityHint(Text("Type a number"))
                    .help("The amount to pay")
                Text("Terms apply")
                    .textSelection(.enabled)
                    .blur(radius: 0)
                    .accessibilityElement(children: .combine)
                    .accessibilityIdentifier("terms")
                    .accessibilityHidden(false)
            }
            .controlSize(.large)
            .buttonBorderShape(.capsule)
            .contentTransition(.numericText())
            .preferredColorScheme(.dark)
            .ignoresSafeArea()
            .edgesIgnoringSafeArea(.all)
            .statusBarHidden()
            .drawingGroup()
            .brightness(0.1)
        }
    }

    @Test("A sign-in form using accepted modifiers draws exactly as the same form without them")
    func acceptedModifiersDrawNothing() {
        let host = TestHost(columns: 24, rows: 5) { SignIn() }
        let plain = TestHost(columns: 24, rows: 5) {
            VStack(alignment: .leading) {
                Text("Sign in")
                TextField("E-mail", text: .constant("ada@example.com"))
                TextField("Amount", text: .constant("12"))
                Text("Terms apply")
            }
        }
        #expect(host.screen == """
            Sign in
            ada@example.com
            12
            Terms apply
            """)
        #expect(host.screen == plain.screen)
        #expect(host.attributeMap(columns: 24, rows: 5) == plain.attributeMap(columns: 24, rows: 5))
    }

    @Test("The graph shows each accepted modifier by its name")
    func inspectorNamesAcceptedModifiers() {
        let host = TestHost(columns: 24, rows: 5) {
            Text("Hi").shadow(radius: 3).accessibilityLabel("Greeting")
        }
        let description = host.graphDescription
        #expect(description.contains("shadow"))
        #expect(description.contains("accessibilityLabel"))
    }

    struct Themed: View {
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }

    @Test("The colour scheme is dark unless an ancestor sets it; preferredColorScheme does not change it")
    func colorScheme() {
        let host = TestHost(columns: 10, rows: 3) {
            VStack {
                Themed()
                Themed().environment(\.colorScheme, .light)
                Themed().preferredColorScheme(.light)
            }
        }
        #expect(host.screen == """
            dark
            light
            dark
            """)
    }

    struct Recipe_Previews: PreviewProvider {
        static var previews: some View {
            Text("Preview")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
                .previewDevice("iPhone 15")
        }
    }

    @Test("A PreviewProvider compiles and its previews build as any view")
    func previewProvider() {
        let host = TestHost(columns: 10, rows: 1) { Recipe_Previews.previews }
        #expect(host.screen == "Preview")
    }

    @Test("Angles convert between degrees and radians")
    func angles() {
        #expect(abs(Angle.degrees(180).radians - Double.pi) < 1e-12)
        #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
        #expect(Angle.degrees(10) < .degrees(20))
    }

    @Test("Accessibility traits combine as a set")
    func traits() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton))
        traits.remove(.isButton)
        #expect(!traits.contains(.isButton))
        #expect(traits == .isHeader)
    }
}

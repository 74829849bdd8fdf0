import Testing
@testable import Trellis

/// `Table`: a header over column-aligned rows, a `List`'s selection and scrolling.
@MainActor
@Suite("Table")
struct TableTests {
    struct Person: Identifiable, Equatable {
        let givenName: String
        let familyName: String
        let emailAddress: String
        let age: Int
        var id: String { emailAddress }
    }

    static let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juan@example.com", age: 42),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "mei@example.com", age: 29),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tom@example.com", age: 35),
    ]

    struct Plain: View {
        let people: [Person]
        var body: some View {
            Table(people) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.emailAddress)
            }
        }
    }

    @Test("Probe")
    func probe() {
        let host = TestHost(columns: 50, rows: 6) { Plain(people: Self.people) }
        print(host.screen)
    }
}

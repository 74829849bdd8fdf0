import Foundation
import Trellis

/// A contact.
public struct Contact: Identifiable, Hashable {
    public let id: Int
    public var name: String
    public var email: String
}

/// Contacts with `.searchable`, `NavigationLink(value:)` rows and a detail
/// screen of `LabeledContent`.
public struct ContactsSearch: View {
    @State private var searchText = ""
    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com"),
        Contact(id: 2, name: "Alan Turing", email: "alan@example.com"),
        Contact(id: 3, name: "Grace Hopper", email: "grace@example.com"),
    ]

    public init() {}

    var searchResults: [Contact] {
        searchText.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    public var body: some View {
        NavigationStack {
            List(searchResults) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Form {
                    LabeledContent("Name", value: contact.name)
                    LabeledContent("Email", value: contact.email)
                }
                .navigationTitle(contact.name)
                .navigationBarTitleDisplayMode(.inline)
            }
            .searchable(text: $searchText, prompt: "Search contacts")
        }
    }
}

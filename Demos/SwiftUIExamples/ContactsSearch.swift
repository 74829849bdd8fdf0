import Foundation
import Trellis

/// A contact.
public struct Contact: Identifiable, Hashable {
    public let id: Int
    public var name: String
    public var email: String
}

/// Contacts with `.searchable`, `NavigationLink(value:)` rows and a detail
/// screen of `LabeledContent` with its own back button and a popover.
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
                ContactDetail(contact: contact)
            }
            .searchable(text: $searchText, prompt: "Search contacts")
        }
    }
}

/// A contact's details, with its own back button and an info popover.
struct ContactDetail: View {
    let contact: Contact
    @Environment(\.dismiss) private var dismiss
    @State private var showsInfo = false

    var body: some View {
        Form {
            LabeledContent("Name", value: contact.name)
            LabeledContent("Email", value: contact.email)
            Button("Info") { showsInfo = true }
                .popover(isPresented: $showsInfo) {
                    Text("Contact #\(contact.id)").padding()
                }
        }
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden(true)
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Contacts") { dismiss() }.buttonStyle(.borderless)
            }
        }
    }
}

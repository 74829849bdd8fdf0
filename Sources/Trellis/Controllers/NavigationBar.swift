/// The line above a navigation controller's top view: `‹ Back` when there
/// is something to go back to, then the top controller's title in bold;
/// nothing when there is neither.
struct NavigationBar: View {
    let title: String
    let showsBack: Bool

    var body: some View {
        if showsBack || !title.isEmpty {
            HStack(spacing: 2) {
                if showsBack {
                    Text("‹ Back").underline()
                }
                Text(title).bold()
            }
        }
    }
}

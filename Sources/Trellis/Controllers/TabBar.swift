/// The line above a tab bar controller's selected view: each tab's title
/// with a space on either side, the selected one bold in reverse video (as
/// `TabView` draws its bar).
struct TabBar: View {
    let titles: [String]
    let selectedIndex: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(" \(titles[index]) ").bold(index == selectedIndex).inverse(index == selectedIndex)
            }
        }
    }
}

/// The row that shows or hides content: `▸ Label` collapsed, `▾ Label`
/// expanded, the look and keys of ``DisclosureGroup`` and of a collapsible
/// ``Section``'s header.
///
/// ```
/// ▸ Advanced        ▾ Advanced
///                     Verbose logging  [ ]
/// ```
///
/// It is focusable: Space, Return or a click toggles `isExpanded`, →
/// expands and ← collapses. Cost: a text and a focusable row.
struct DisclosureRow<Label: View>: View {
    let isExpanded: Binding<Bool>
    let label: Label

    var body: some View {
        let isExpanded = isExpanded
        HStack(spacing: 1) {
            Text(isExpanded.wrappedValue ? "▾" : "▸")
            label
        }
        .focusable()
        .onKeyPress(keys: [.space, .return, .rightArrow, .leftArrow], phases: .down) { press in
            switch press.key {
            case .rightArrow: isExpanded.wrappedValue = true
            case .leftArrow: isExpanded.wrappedValue = false
            default: isExpanded.wrappedValue.toggle()
            }
            return .handled
        }
        .onTapGesture { isExpanded.wrappedValue.toggle() }
    }
}

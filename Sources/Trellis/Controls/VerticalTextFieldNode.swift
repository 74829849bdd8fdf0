/// The node of a `TextField(_:text:axis: .vertical)`: a ``TextEditor`` over
/// the bound text, with the prompt shown faint while the text is empty,
/// as tall as its wrapped rows within the `.lineLimit` bounds.
///
/// ```
/// TextField("Bio", text: $bio, axis: .vertical).lineLimit(2...4), 10 columns
/// ""                          → 2 rows (reserved), "Bio" faint
/// "a long biography here"     → 3 rows (its wrapped rows)
/// seven rows of text          → 4 rows, scrolled to the caret
/// ```
///
/// The editor's keys are the text editor's: Return starts a new line, as
/// in a vertical field on iOS. Cost: the editor's; its rows are measured at
/// the offered width once per layout.
@MainActor
final class VerticalTextFieldNode<Label: View>: TypedNode<TextField<Label>> {
    override func mountContent() {
        children = [makeChild(content)]
    }

    override func reconcile() {
        updateChild(children[0], to: content)
        setNeedsLayout()
    }

    private var content: _VerticalTextField {
        _VerticalTextField(text: view.text, placeholder: view.prompt?.plainText ?? view.title)
    }

    /// The wrapped rows at the offered width, at least the rows the
    /// `.lineLimit` reserves (one by default) and at most its upper bound
    /// and the offered height.
    private func height(for proposal: CellProposal) -> Int {
        let natural = measureItems(layoutItems, proposal: CellProposal(width: proposal.width, height: nil)).height
        let style = environment.text
        var height = max(natural, style.reservedLines, 1)
        if let limit = style.lineLimit {
            height = min(height, max(limit, 1))
        }
        if let offered = proposal.height {
            height = min(height, offered)
        }
        return height
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let width = proposal.width ?? measureItems(layoutItems, proposal: CellProposal(width: nil, height: nil)).width
        return CellSize(width: width, height: height(for: proposal))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(layoutItems, in: size, proposal: CellProposal(width: size.width, height: size.height), at: .zero)
    }

    override var displayName: String { "TextField(axis: .vertical)" }
}

/// A vertical field's content: the editor, and the prompt over it while
/// the text is empty.
struct _VerticalTextField: View {
    let text: Binding<String>
    let placeholder: String

    var body: some View {
        ZStack(alignment: .topLeading) {
            TextEditor(text: text)
            if text.wrappedValue.isEmpty {
                Text(verbatim: placeholder).foregroundStyle(.secondary).allowsHitTesting(false)
            }
        }
    }
}

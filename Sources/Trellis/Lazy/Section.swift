/// A group of rows with an optional header and footer: SwiftUI's `Section`.
///
/// ```swift
/// List {
///     Section("Fruit") { ForEach(fruit) { Text($0.name) } }
///     Section { Text("Carrot") } header: { Text("Vegetables") } footer: { Text("2 kinds") }
/// }
/// ```
///
/// In a `List` or lazy stack the header and the footer are rows of their
/// own (the header in bold), never selected, and the content's rows are
/// built lazily like any other. In a ``Form`` the header is bold, the rows
/// and the footer (faint) are indented by two columns, and a blank line
/// follows. Elsewhere the section shows its header, content and footer one
/// after the other in the enclosing container.
///
/// A section made with `isExpanded:` collapses: its header is a
/// disclosure row like a `DisclosureGroup`'s (`▸`/`▾`, Space, Return, → and ← or a click), and its
/// content and footer are shown only while expanded (see
/// `Section+Expansion.swift`).
public struct Section<Parent: View, Content: View, Footer: View>: View {
    /// The title row.
    public var header: Parent
    /// The rows.
    public var content: Content
    /// The row after the rows.
    public var footer: Footer
    /// Whether the content shows, for a collapsible section.
    let isExpanded: Binding<Bool>?
    @Environment(\.isInForm) private var isInForm

    /// Creates a section of `content` with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
        self.isExpanded = nil
    }

    init(isExpanded: Binding<Bool>?, content: Content, header: Parent, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }

    /// The header in bold, behind `▸`/`▾` when the section collapses.
    @ViewBuilder private var title: some View {
        if let isExpanded {
            DisclosureRow(isExpanded: isExpanded, label: header.bold())
        } else {
            header.bold()
        }
    }

    /// False while a collapsible section is collapsed.
    private var showsContent: Bool { isExpanded?.wrappedValue ?? true }

    /// Shows the header, content and footer in the enclosing container, or
    /// grouped as a form's section.
    public var body: some View {
        if isInForm {
            VStack(alignment: .leading, spacing: 0) {
                title
                if showsContent {
                    VStack(alignment: .leading, spacing: 0) {
                        content
                        footer.dim()
                    }
                    .padding(.leading, 2)
                }
            }
            .padding(.bottom, 1)
        } else {
            Group {
                title
                if showsContent {
                    content
                    footer
                }
            }
        }
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section of `content` with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section of `content` with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section of `content` with a footer (SwiftUI's first form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// Creates a section of `content` with a header and a footer (SwiftUI's
    /// first form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section of `content` with a header (SwiftUI's first form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section of `content` without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    /// Creates a section of `content` titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
}

extension Section: LazySectionSource {
    /// The header's row, the content's segments and the footer's row, the
    /// first of them marked with the section's extent for pinning.
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        let start = segments.count
        let hasHeader = Parent.self != EmptyView.self
        let hasFooter = showsContent && Footer.self != EmptyView.self
        if hasHeader {
            segments.append(SingleRowSegment(title, identity: LazyRowSegment.path(path, 0)))
        }
        if showsContent {
            LazyRowSegment.appendSegments(of: content, to: &segments, path: LazyRowSegment.path(path, 1))
        }
        if hasFooter {
            segments.append(SingleRowSegment(footer, identity: LazyRowSegment.path(path, 2)))
        }
        if segments.count > start {
            segments[start].sectionParts = (segments.count - start, hasHeader, hasFooter)
        }
    }
}

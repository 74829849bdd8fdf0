/// Two or three columns — a sidebar, an optional content column, a detail —
/// side by side in a wide terminal, and one stack in a narrow one.
///
/// ```swift
/// @State private var selection: Note.ID?
///
/// NavigationSplitView {
///     List(notes, selection: $selection) { note in
///         NavigationLink(note.title, value: note.id)
///     }
///     .navigationTitle("Notes")
/// } detail: {
///     if let note = notes.first(where: { $0.id == selection }) {
///         NoteEditor(note: note)
///     } else {
///         ContentUnavailableView("No note", systemImage: "note.text")
///     }
/// }
/// ```
///
/// **Regular width** (80 columns or more, ``UserInterfaceSizeClass``): the
/// columns stand side by side, separated by `│`; the sidebar and content
/// columns take their `.navigationSplitViewColumnWidth` (24 and 30 cells
/// by default) and the detail the rest. Each column is a navigation stack
/// of its own, with its own bars (title, toolbar).
///
/// **Compact width**: one navigation stack whose root is the sidebar; the
/// next column is pushed when a row is chosen, and going back pops it and
/// empties the selection that pushed it, as on an iPhone.
///
/// A `NavigationLink` in the sidebar (or content) column does not push in
/// its own column: in a `List` with a selection of its value's type it
/// selects its row; otherwise the view it leads to replaces the next
/// column's content. `columnVisibility` hides columns in a wide terminal;
/// `preferredCompactColumn` chooses the column a narrow one starts at.
/// Crossing the 80-column line moves the columns between the two layouts
/// (their views are built again). Cost: one or three navigation stacks.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    @Environment(\.horizontalSizeClass) private var sizeClass
    /// Views a link showed in a column, by column.
    @State private var linked: [Int: AnyView] = [:]
    /// The columns pushed over the sidebar in a compact terminal.
    @State private var compactPath: [SplitColumnStep] = []
    /// The widths the columns' contents asked for.
    @State private var widths: [Int: Int] = [:]
    @State private var model = SplitViewModel()

    /// A three-column split view.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// The split view: columns side by side, or a stack when compact.
    public var body: some View {
        let _ = model.update(
            show: { [$linked, $compactPath, sizeClass] column, view in
                $linked.wrappedValue[column + 1] = view
                if sizeClass == .compact { $compactPath.wrappedValue = Self.steps(to: column + 1) }
            },
            select: { [$compactPath, sizeClass] column in
                if sizeClass == .compact { $compactPath.wrappedValue = Self.steps(to: column + 1) }
            })
        if sizeClass == .compact {
            compactStack
        } else {
            columns
        }
    }

    private var lastColumn: Int { content == nil ? 1 : 2 }

    /// The steps of a compact stack showing `column` on top.
    private static func steps(to column: Int) -> [SplitColumnStep] {
        (1...max(column, 1)).map(SplitColumnStep.init)
    }

    @ViewBuilder private func columnView(_ column: Int) -> some View {
        if let view = linked[column] {
            view
        } else if column == 0 {
            AnyView(sidebar)
        } else if column == lastColumn {
            AnyView(detail)
        } else {
            AnyView(content)
        }
    }

    /// A column's view, wired to the split view when it is not the last.
    private func wiredColumn(_ column: Int) -> some View {
        columnView(column)
            .environment(\.splitColumn, column < lastColumn ? model.context(for: column) : nil)
            .onPreferenceChange(SplitColumnWidthKey.self) { width in
                if let width { widths[column] = width }
            }
    }

    // MARK: Compact

    private var compactStack: some View {
        NavigationStack(path: $compactPath) {
            wiredColumn(0)
                .navigationDestination(for: SplitColumnStep.self) { step in
                    wiredColumn(min(step.column, lastColumn))
                }
        }
        .onChange(of: compactPath) { old, new in
            if new.count < old.count {
                for column in new.count..<old.count {
                    model.clearSelection(of: column)
                }
            }
            preferredCompactColumn?.wrappedValue =
                new.isEmpty ? .sidebar : (new.count >= lastColumn ? .detail : .content)
        }
        .onAppear {
            switch preferredCompactColumn?.wrappedValue {
            case .detail?: compactPath = Self.steps(to: lastColumn)
            case .content? where lastColumn == 2: compactPath = Self.steps(to: 1)
            default: break
            }
        }
    }

    // MARK: Columns

    /// The columns shown side by side, from the visibility.
    private var shownColumns: [Int] {
        switch columnVisibility?.wrappedValue ?? .automatic {
        case .detailOnly: [lastColumn]
        case .doubleColumn: [lastColumn - 1, lastColumn]
        default: Array(0...lastColumn)
        }
    }

    private var columns: some View {
        let shown = shownColumns
        return HStack(spacing: 0) {
            if shown.contains(0), lastColumn > 0 {
                NavigationStack { wiredColumn(0) }.frame(width: CGFloat(widths[0] ?? 24))
                Divider()
            }
            if lastColumn == 2, shown.contains(1) {
                NavigationStack { wiredColumn(1) }.frame(width: CGFloat(widths[1] ?? 30))
                Divider()
            }
            NavigationStack { wiredColumn(lastColumn) }.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}

/// A column pushed over the sidebar of a compact split view.
struct SplitColumnStep: Hashable {
    let column: Int
}

/// The part of a split view that outlives its evaluations: one stable
/// context per column, whose actions call the latest evaluation's.
@MainActor
final class SplitViewModel {
    private var contexts: [Int: SplitColumnContext] = [:]
    private var show: (Int, AnyView) -> Void = { _, _ in }
    private var select: (Int) -> Void = { _ in }
    /// How to empty the selection made in each column.
    private var clears: [Int: () -> Void] = [:]

    func update(show: @escaping (Int, AnyView) -> Void, select: @escaping (Int) -> Void) {
        self.show = show
        self.select = select
    }

    func context(for column: Int) -> SplitColumnContext {
        if let context = contexts[column] { return context }
        let context = SplitColumnContext(
            show: { [unowned self] view in show(column, view) },
            didSelect: { [unowned self] clear in
                clears[column] = clear
                select(column)
            })
        contexts[column] = context
        return context
    }

    /// Empties the selection that pushed the column after `column`.
    func clearSelection(of column: Int) {
        clears.removeValue(forKey: column)?()
    }
}

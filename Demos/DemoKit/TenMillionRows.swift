import Trellis

/// Ten million rows in a `LazyVStack` (or a `List`): rows of one and two
/// lines, scrolled by keys, the wheel and pages, a jump to any row, rows
/// inserted at the top while scrolled, and a status line with the engine's
/// live figures.
///
/// ```swift
/// DemoScreen(title: "Ten million rows", log: log) { TenMillionRows(log: log) }
/// ```
///
/// Only the rows in view (and the retention cache) are built: the status
/// line shows it as the list scrolls.
public struct TenMillionRows: View {
    let log: LifecycleLog
    @State private var rows = RowsData(count: 10_000_000)
    @State private var top: Int?
    @State private var usesList = false
    @State private var jump = ""
    @State private var figures = Figures()
    @Environment(\.liveStatistics) private var live

    /// Creates the demo, logging the rows that appear and disappear into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("Jump to row")
                TextField("number", text: $jump).frame(width: 10)
                    .onSubmit {
                        if let row = Int(jump), row >= 0, row < rows.count - rows.inserted {
                            top = row
                        }
                    }
                Button("Insert 10 at top") { rows.insert(10) }
                Toggle("List", isOn: $usesList)
            }
            Text(figures.line + " · inserted \(rows.inserted)").foregroundStyle(.cyan)
            Group {
                if usesList {
                    List(rows) { row in RowsDemoRow(row: row, log: log) }
                        .listRowSeparator(.hidden)
                } else {
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(rows) { row in RowsDemoRow(row: row, log: log) }
                        }
                    }
                }
            }
            .scrollPosition(id: $top)
        }
        .task(id: "\(top ?? -1) \(rows.inserted) \(usesList)") {
            // The figures are read once the list has moved (a scroll
            // writes `top`) or changed, after its frame: an idle demo wakes
            // for nothing, and the status line's own frame never asks for
            // another.
            try? await Task.sleep(for: .milliseconds(50))
            guard !Task.isCancelled, let live else { return }
            figures = Figures(statistics: live.statistics, frame: live.lastFrameDuration)
        }
    }

    /// The status line's figures, from `GraphStatistics` and the last frame.
    struct Figures: Equatable {
        var rows = 0
        var liveNodes = 0
        var frameMicroseconds = 0
        var bytes = 0

        init() {}

        init(statistics: GraphStatistics, frame: Duration) {
            rows = statistics.lazyRows
            liveNodes = statistics.liveNodes
            frameMicroseconds = Int(frame.components.attoseconds / 1_000_000_000_000) + Int(frame.components.seconds) * 1_000_000
            bytes = statistics.bytesWritten
        }

        var line: String {
            "rows built \(rows) · live nodes \(liveNodes) · last frame \(frameMicroseconds) µs · bytes written \(bytes)"
        }
    }
}

/// One of the ten million: its number, and a second line for every third row.
struct RowsDemoRow: View {
    let row: RowsData.Row

    let log: LifecycleLog

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(row.title)
            if row.id % 3 == 0 {
                Text("  a row of two lines").dim()
            }
        }
        .logged(row.title, in: log)
    }
}

/// Ten million numbered rows, and the rows inserted before them: an
/// insertion at the top is O(1), and no row exists until it is read.
public struct RowsData: RandomAccessCollection, Equatable {
    /// A row: an ID that stays with it (inserted rows have negative IDs).
    public struct Row: Identifiable, Equatable {
        public let id: Int
        var title: String { id < 0 ? "Inserted row \(-id)" : "Row \(id)" }
    }

    /// How many rows were inserted at the top.
    private(set) var inserted = 0
    private let base: Int

    init(count: Int) {
        base = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { inserted + base }

    public subscript(position: Int) -> Row {
        Row(id: position < inserted ? -(inserted - position) : position - inserted)
    }

    /// Inserts `count` rows before the first.
    mutating func insert(_ count: Int) {
        inserted += count
    }
}

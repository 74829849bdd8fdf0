/// The engine's figures as they are now, for a view that shows them: the
/// graph's counters and how long the last frame took.
///
/// ```swift
/// struct Status: View {
///     @Environment(\.liveStatistics) private var live
///     @State private var figures = GraphStatistics()
///     var body: some View {
///         Text("live nodes \(figures.liveNodes)")
///             .task {
///                 while !Task.isCancelled {
///                     try? await Task.sleep(for: .milliseconds(250))
///                     figures = live?.statistics ?? figures
///                 }
///             }
///     }
/// }
/// ```
///
/// Owned by the session that hosts the view tree and handed to it through
/// the environment (`nil` outside a host). Reading it records no
/// dependency: a view that showed the figures as they change would
/// re-evaluate every frame and cause the next one, so views read it when
/// they choose (on a timer, on a key). Kept past its host (a reference
/// stored in a model), it reads zero counters. Cost: a copy of the
/// counters.
@MainActor
public final class LiveStatistics {
    /// The graph, held through its handle: a weak reference would send
    /// every retain of the graph through the runtime's slow path.
    private let graphHandle: GraphHandle

    /// How long the last frame took to lay out, draw, diff and produce its
    /// bytes (the write to the terminal not included).
    public private(set) var lastFrameDuration = Duration.zero

    init(graph: Graph) {
        graphHandle = graph.handle
    }

    /// The graph's counters now; zero once the host has ended.
    public var statistics: GraphStatistics { graphHandle.graph?.statistics ?? GraphStatistics() }

    /// Records the duration of a frame just rendered.
    func frameDidRender(in duration: Duration) {
        lastFrameDuration = duration
    }
}

/// The key of `EnvironmentValues.liveStatistics`.
struct LiveStatisticsKey: EnvironmentKey {
    static var defaultValue: LiveStatistics? { nil }
}

extension EnvironmentValues {
    /// The engine's figures as they are now (``LiveStatistics``), or `nil`
    /// outside a host.
    public var liveStatistics: LiveStatistics? {
        get { self[LiveStatisticsKey.self] }
        set { self[LiveStatisticsKey.self] = newValue }
    }
}

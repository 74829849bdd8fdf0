/// A view that lays its rows out as several segments of a lazy stack
/// rather than one row: `ForEach`, `TupleView`, `Group`, `Section`, and the
/// `if`/`else` and `if` of a `@ViewBuilder`.
///
/// The lazy stack asks its content for its segments; a view that does not
/// conform is one row. Each segment is named by its path in the content's
/// structure, so a branch that comes or goes before a `ForEach` leaves the
/// identity of the `ForEach`'s rows alone.
@MainActor
protocol LazyRowSource {
    /// Appends this view's segments, in order, naming them below `path`.
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int)
}

extension LazyRowSegment {
    /// The segments of `content`: its own when it is a ``LazyRowSource``,
    /// otherwise one row showing it.
    static func segments<Content: View>(of content: Content) -> [LazyRowSegment] {
        var segments: [LazyRowSegment] = []
        appendSegments(of: content, to: &segments, path: 0)
        return segments
    }

    /// Appends the segments of `content`, named below `path`.
    static func appendSegments<Content: View>(of content: Content, to segments: inout [LazyRowSegment], path: Int) {
        if let source = content as? any LazyRowSource {
            source.appendRowSegments(to: &segments, path: path)
        } else {
            segments.append(SingleRowSegment(content, identity: path))
        }
    }
}

/// A view whose rows a `ForEach` around it lays out as its own segments
/// rather than as one row: a `Section` (`ForEach(groups) { Section … }`).
@MainActor
protocol LazySectionSource: LazyRowSource {}

extension ForEach: LazyRowSource where Content: View {
    /// One segment of a row per element; for a `ForEach` of `Section`s, the
    /// segments of every section in turn (each named by its element's ID),
    /// so their rows stay lazy. That reads every element once per change
    /// of the stack's content: O(sections), not O(rows).
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        guard Content.self is any LazySectionSource.Type else {
            // Rows with edit actions are another type of row: a segment
            // gaining or losing them is another segment, so rows are built
            // again rather than handed a view of another type.
            let identity = _editActions.isEmpty ? path : LazyRowSegment.path(path, -2)
            segments.append(ForEachRowSegment(self, identity: identity))
            return
        }
        for element in data {
            LazyRowSegment.appendSegments(
                of: content(element), to: &segments,
                path: LazyRowSegment.path(path, AnyHashable(identify(element)).hashValue))
        }
    }
}

extension TupleView: LazyRowSource {
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        var slot = 0
        for element in repeat each value {
            LazyRowSegment.appendSegments(of: element, to: &segments, path: LazyRowSegment.path(path, slot))
            slot += 1
        }
    }
}

extension Group: LazyRowSource {
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        LazyRowSegment.appendSegments(of: content, to: &segments, path: path)
    }
}

extension _ConditionalContent: LazyRowSource {
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        switch storage {
        case .trueContent(let content):
            LazyRowSegment.appendSegments(of: content, to: &segments, path: LazyRowSegment.path(path, 0))
        case .falseContent(let content):
            LazyRowSegment.appendSegments(of: content, to: &segments, path: LazyRowSegment.path(path, 1))
        }
    }
}

extension Optional: LazyRowSource where Wrapped: View {
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        if let content = self {
            LazyRowSegment.appendSegments(of: content, to: &segments, path: LazyRowSegment.path(path, 0))
        }
    }
}

/// A view that lays its rows out as several segments of a lazy stack
/// rather than one row: `ForEach`, `TupleView`, `Group`, `Section`.
///
/// The lazy stack asks its content for its segments; a view that does not
/// conform is one row.
@MainActor
protocol LazyRowSource {
    /// Appends this view's segments, in order.
    func appendRowSegments(to segments: inout [LazyRowSegment])
}

extension LazyRowSegment {
    /// The segments of `content`: its own when it is a ``LazyRowSource``,
    /// otherwise one row showing it.
    static func segments<Content: View>(of content: Content) -> [LazyRowSegment] {
        var segments: [LazyRowSegment] = []
        appendSegments(of: content, to: &segments)
        return segments
    }

    static func appendSegments<Content: View>(of content: Content, to segments: inout [LazyRowSegment]) {
        if let source = content as? any LazyRowSource {
            source.appendRowSegments(to: &segments)
        } else {
            segments.append(SingleRowSegment(content))
        }
    }
}

extension ForEach: LazyRowSource where Content: View {
    func appendRowSegments(to segments: inout [LazyRowSegment]) {
        segments.append(ForEachRowSegment(self))
    }
}

extension TupleView: LazyRowSource {
    func appendRowSegments(to segments: inout [LazyRowSegment]) {
        for element in repeat each value {
            LazyRowSegment.appendSegments(of: element, to: &segments)
        }
    }
}

extension Group: LazyRowSource {
    func appendRowSegments(to segments: inout [LazyRowSegment]) {
        LazyRowSegment.appendSegments(of: content, to: &segments)
    }
}

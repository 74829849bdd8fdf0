/// The node of a `ForEach`: one child per element, matched by ID.
///
/// Keeps the children's IDs in order and a ``KeyedRowIndex`` from ID to
/// node, so matching the new elements to existing rows is one lookup each
/// (ARCHITECTURE.md, “Identity”).
/// The algorithm of an update, on IDs `[a, b, c, d]` becoming `[d, a, b, e]`:
///
/// 1. Evaluate: call the content closure for every element, reads attributed
///    to this node, giving IDs and row views, and compare the IDs with the
///    old ones from each end (in code specialised for `ID`): the rows of
///    the common prefix and suffix keep their elements (here none).
/// 2. Match the middle: walk the new IDs; reuse the node at the cursor when
///    its ID matches (the common unchanged case), else look the ID up
///    (`d` → old slot 3, `a` → 0, `b` → 1); create a node for an unknown ID
///    (`e`, appears). Reused rows are updated with their new view and stop
///    there when it is the same input.
/// 3. Remove: unmount old rows that were not reused (`c`, disappears).
/// 4. Count moves: the old slots of reused rows in new order are `[3, 0, 1]`;
///    the longest increasing subsequence `[0, 1]` stays, so one row moved
///    (`d`). Moves fire nothing.
///
/// A duplicate ID's second and later rows are told apart by their order
/// (`(id, 1)`, `(id, 2)`, …) and reported once.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>:
    TypedNode<ForEach<Data, ID, Content>>
{
    /// The ID of each child, parallel to `children`.
    private var keys: [ID] = []
    /// Whether `rows` and `occurrences` describe the children. The index is built on the first update that needs it, so a
    /// mount, or an update whose IDs did not change, hashes nothing.
    private var isIndexed = false
    /// The occurrence of each child's ID (0 for the first); empty while no
    /// ID is known to occur twice.
    private var occurrences: [Int] = []
    /// The rows by ID, repeats by their order.
    private var rows = KeyedRowIndex<ID>(toldApartBy: "their order")
    /// Names this `ForEach` in the report of a repeated ID.
    private var containerName: String { "ForEach<\(Data.self), \(ID.self), …>" }
    /// Incremented by every update; a row whose `keyedGeneration` equals it
    /// has been claimed by an element.
    private var generation: UInt32 = 0
    /// Looked up once per node rather than per evaluation.
    private let profile = ObservationProfile.shared(by: ForEachNode.self)
    /// False from a mount at which no row reported a preference (each row
    /// asked as it was mounted) to the mount's reduction, which then has
    /// nothing to reduce and does not read every row again.
    private var rowsMayReport = true

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    /// Mounts a row per element, and keeps the rows' list items
    /// (`layout.items`), found as each row is mounted: a large list's rows
    /// no longer fit in the cache once all are made, and the stack around
    /// them would otherwise read each row's node and children again to
    /// collect its subviews (two cache misses a row at 100,000 rows).
    override func mountContent() {
        let (ids, views, _, _) = evaluateRows(previous: [])
        children.reserveCapacity(ids.count)
        var items: [ViewNode] = []
        rowsMayReport = false
        for slot in views.indices {
            let row = makeChild(views[slot])
            row.keyedSlot = slot
            row.appendListItems(to: &items)
            if !row.preferences.isEmpty {
                rowsMayReport = true
            }
            // Handed over: a plain argument is retained by the append and
            // released after it, 40 instructions a row.
            children.append(consume row)
        }
        layout.items = items
        keys = ids
    }

    override func reconcile() {
        reconcileRows()
    }

    /// The mount's reduction (the first after `mountContent()`) finds no
    /// preference without reading the rows when none reported one as it
    /// was mounted; every later one reduces the rows.
    override func reducePreferences() -> Bool {
        guard rowsMayReport else {
            rowsMayReport = true
            return false
        }
        return super.reducePreferences()
    }

    /// Step 1: the ID and the view of every element, and how many IDs at
    /// each end are those of `previous`.
    private func evaluateRows(previous: [ID]) -> ForEach<Data, ID, Content>.Rows {
        let forEach = view
        return Evaluation.run(for: self) {
            forEach.buildRows(forEach.data, forEach.identify, forEach.content, previous)
        }
    }

    /// Indexes the rows by ID, telling duplicates apart by their order.
    private func buildIndex() {
        rows.removeAll(keepingCapacity: true)
        rows.reserveCapacity(children.count)
        occurrences = []
        var repeatCounts: [ID: Int] = [:]
        for (slot, key) in keys.enumerated() {
            var occurrence = 0
            if rows[key] != nil {
                occurrence = (repeatCounts[key] ?? 0) + 1
                repeatCounts[key] = occurrence
                rows.reportRepeat(of: key, container: containerName, in: graph)
                if occurrences.isEmpty {
                    occurrences = Array(repeating: 0, count: slot)
                }
            }
            rows[key, occurrence] = children[slot]
            if !occurrences.isEmpty {
                occurrences.append(occurrence)
            }
        }
        isIndexed = true
    }

    private func reconcileRows() {
        let (ids, views, prefix, commonSuffix) = evaluateRows(previous: keys)
        let oldKeys = keys
        let oldCount = children.count
        generation &+= 1
        let generation = generation

        // The rows of the common prefix keep their slots: each is only
        // given its new view.
        for index in 0..<prefix {
            let row = children[index]
            row.keyedGeneration = generation
            updateChild(row, to: views[index])
        }

        // The rows of the common suffix are set aside for their elements,
        // to be given them after the middle, when the old IDs are known to
        // be unique (indexed, no repeats): an element of the middle with
        // one of their IDs then claims it first, as it would in order, and
        // the suffix is matched element by element instead (below). Before
        // the index is built a repeat may be hiding in the suffix, so it is
        // matched with the middle.
        //
        //   [a, b, c, d, e] → [a, d, b, c, e]   prefix [a], middle [b, c, d] → [d, b, c], suffix [e]
        var suffix = isIndexed && occurrences.isEmpty ? commonSuffix : 0
        var oldEnd = oldCount - suffix
        var newEnd = ids.count - suffix
        var isSuffixClaimed = false

        // While every element takes the row at its own index (the common
        // update: same IDs, same order), the children stay as they are:
        // `middleRows` and `previousSlots` start at the first element that
        // does not (`inOrderCount` elements before it), and only the rows
        // from there are given new slots.
        //
        //   [a, b, c, d] → [a, b, d, e]   in order: a, b; middleRows = [d, e]; slots from 2
        var middleRows: [ViewNode] = []
        var isInOrder = true
        var inOrderCount = prefix
        var claimedCount = 0
        var newOccurrences: [Int] = []
        var newRepeats: [(key: ID, occurrence: Int, row: ViewNode)] = []
        var repeatCounts: [ID: Int] = [:]
        var previousSlots: [Int] = []
        var isMatchingPrefix = true
        var cursor = prefix

        // Step 2: match each element of the middle to a row. A cursor walks
        // the old rows in order; an element whose ID is the cursor's row
        // takes it. While that holds, nothing is hashed. On the first miss
        // the index is built (if it was not), and a miss is looked up by
        // ID; when the lookup's neighbours continue in order, the cursor
        // jumps there (a removed row), otherwise it stays (a row moved here).
        var index = prefix
        while index < newEnd {
            let id = ids[index]
            var occurrence = 0
            var row: ViewNode?
            while cursor < oldEnd, children[cursor].keyedGeneration == generation {
                cursor += 1
            }
            if cursor < oldEnd, oldKeys[cursor] == id, occurrences.isEmpty || occurrences[cursor] == 0 {
                row = children[cursor]
                cursor += 1
            } else {
                if isMatchingPrefix {
                    isMatchingPrefix = false
                    if !isIndexed {
                        buildIndex()
                    }
                    if !occurrences.isEmpty {
                        newOccurrences = Array(occurrences[0..<index])
                        for prefixIndex in 0..<index where occurrences[prefixIndex] > 0 {
                            repeatCounts[oldKeys[prefixIndex]] = occurrences[prefixIndex]
                            newRepeats.append((oldKeys[prefixIndex], occurrences[prefixIndex], children[prefixIndex]))
                        }
                    }
                }
                let claim = rows.claim(
                    id, isTaken: { $0.keyedGeneration == generation },
                    repeatNumber: { (repeatCounts[id] ?? 0) + 1 }, container: containerName, in: graph)
                row = claim.row
                occurrence = claim.occurrence
                if occurrence > 0 {
                    repeatCounts[id] = occurrence
                }
                if let found = row {
                    if found.keyedSlot >= oldEnd {
                        isSuffixClaimed = true
                    } else if found.keyedSlot > cursor, found.keyedSlot + 1 < oldEnd,
                        index + 1 < ids.count, oldKeys[found.keyedSlot + 1] == ids[index + 1]
                    {
                        cursor = found.keyedSlot + 1
                    }
                }
            }
            if isInOrder, row?.keyedSlot != index || row?.keyedGeneration == generation {
                isInOrder = false
                inOrderCount = index
                middleRows.reserveCapacity(newEnd - index)
            }
            if let row, row.keyedGeneration != generation {
                row.keyedGeneration = generation
                claimedCount += 1
                if !isInOrder {
                    previousSlots.append(row.keyedSlot)
                }
                updateChild(row, to: views[index])
            } else {
                let newRow = makeChild(views[index])
                newRow.keyedGeneration = generation
                if occurrence == 0 {
                    rows[id] = newRow
                }
                childWasInserted(newRow)
                row = newRow
            }
            if occurrence > 0 {
                newRepeats.append((id, occurrence, row!))
                if newOccurrences.isEmpty {
                    newOccurrences = Array(repeating: 0, count: index)
                }
            }
            if !newOccurrences.isEmpty {
                newOccurrences.append(occurrence)
            }
            if !isInOrder {
                middleRows.append(row!)
            }
            index += 1
            // An element of the middle claimed a row of the suffix (its ID
            // repeats in the new data): the suffix is matched as the middle.
            if index == newEnd, isSuffixClaimed {
                suffix = 0
                oldEnd = oldCount
                newEnd = ids.count
            }
        }
        if isInOrder {
            inOrderCount = newEnd
        }

        // The suffix's rows take their elements, and keep their order.
        let shift = ids.count - oldCount
        for slot in oldEnd..<oldCount {
            let row = children[slot]
            row.keyedGeneration = generation
            updateChild(row, to: views[slot + shift])
            if !newOccurrences.isEmpty {
                newOccurrences.append(0)
            }
        }

        // Step 3: remove the rows of the middle no element claimed (none
        // to look for when every one was claimed).
        if claimedCount < oldEnd - prefix {
            for slot in prefix..<oldEnd where children[slot].keyedGeneration != generation {
                let old = children[slot]
                if isIndexed {
                    rows.remove(old, for: oldKeys[slot])
                }
                removeChild(old)
            }
        }

        // Step 4: count the minimal moves among the kept rows. Preferences
        // are reduced in child order, so a move can change them. (A loop,
        // not `contains(where:)`: a main-actor closure handed to the standard
        // library pays an isolation check per call.) The rows in order
        // before the middle and those of the suffix are left out of
        // `previousSlots`: their slots are smaller (greater) than every
        // other kept row's, so they lengthen the longest increasing
        // subsequence by their number and move nothing.
        let moves = previousSlots.count - longestIncreasingSubsequenceLength(previousSlots)
        graph.statistics.childrenMoved += moves
        if moves > 0 {
            for row in middleRows where !row.preferences.isEmpty {
                graph.preferencesMayHaveChanged(self)
                break
            }
        }

        // The rows from `inOrderCount` to the end of the middle are the
        // only ones whose places changed; the suffix's rows shift with them.
        // When that is every row, the new rows are the children (a splice
        // would retain and release each).
        if inOrderCount == 0, oldEnd == oldCount {
            children = middleRows
        } else if inOrderCount < oldEnd || !middleRows.isEmpty {
            children.replaceSubrange(inOrderCount..<oldEnd, with: middleRows)
        }
        if moves > 0 {
            if ids.count == oldCount, claimedCount == oldEnd - prefix {
                // No row came or went: only the rows from `inOrderCount` to
                // the end of the middle changed places, among themselves.
                childrenDidMove(in: inOrderCount..<oldEnd)
            } else {
                childrenDidChange()
            }
        }
        keys = ids
        if !isMatchingPrefix {
            occurrences = newOccurrences
            rows.replaceRepeats(with: newRepeats)
        } else if ids.count != oldCount, !(isIndexed && occurrences.isEmpty) {
            isIndexed = false
            rows.removeAll()
            occurrences = []
        }
        let slotsEnd = shift == 0 ? newEnd : ids.count
        for slot in inOrderCount..<slotsEnd {
            children[slot].keyedSlot = slot
        }
    }

    override func localInvariantViolations() -> [String] {
        var violations = keptItemsViolations
        if keys.count != children.count {
            violations.append("\(path): \(keys.count) IDs for \(children.count) rows")
        }
        guard isIndexed else { return violations }
        for (index, row) in children.enumerated() where occurrences.isEmpty || occurrences[index] == 0 {
            if rows[keys[index]] !== row {
                violations.append("\(path): the row for ID \(keys[index]) is not indexed")
            }
        }
        if rows.count != children.count {
            violations.append("\(path): \(rows.count) indexed rows for \(children.count) children")
        }
        return violations
    }

    /// The list items kept from the mount (`layout.items`), when there
    /// still are, must be those the rows give now: every change below
    /// the node makes it forget them.
    private var keptItemsViolations: [String] {
        guard let kept = layout.items else { return [] }
        var current: [ViewNode] = []
        for row in children {
            row.appendListItems(to: &current)
        }
        return kept.elementsEqual(current, by: ===) ? [] : ["\(path): the list items kept from its mount are not its rows'"]
    }

    override func identityLabel(ofChildAt index: Int) -> String? {
        let occurrence = occurrences.isEmpty ? 0 : occurrences[index]
        return occurrence == 0 ? "id: \(keys[index])" : "id: \(keys[index]) #\(occurrence + 1)"
    }

    override var displayName: String { "ForEach" }

    override func scrollTargetID(ofChild child: ViewNode) -> AnyHashable? {
        child.keyedSlot < keys.count && children[child.keyedSlot] === child ? AnyHashable(keys[child.keyedSlot]) : nil
    }

    override func implicitTag(ofChild child: ViewNode) -> AnyHashable? {
        scrollTargetID(ofChild: child)
    }

    override var isTransparentInLists: Bool { true }
}

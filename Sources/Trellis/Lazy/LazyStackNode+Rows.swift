/// Building, finding and destroying a lazy stack's rows.
extension LazyStackNode {
    /// Forgets which rows the last arrangement handed out.
    func beginArrangement() {
        claims.begin()
        claimedWindowRows = 0
    }

    /// The node of row `index`: the window's, a built one handed its new
    /// view if the data changed since, or a new one, built outside the
    /// visible hierarchy and retained until it is shown. A second row with
    /// an ID already handed out in this arrangement is told apart by its
    /// index (and reported once).
    ///
    /// Inlined, with the look-up of a row not in the window apart: a
    /// scroll takes all but one of its rows from the window, and the call
    /// to one function holding both paths saved and restored every
    /// register its look-up needs, for each of them.
    @inline(__always)
    func row(at index: Int) -> ViewNode {
        if let row = windowRow(at: index) {
            return row
        }
        return rowOutsideWindow(at: index)
    }

    /// The node of row `index` when the window does not hold it (see
    /// ``row(at:)``).
    @inline(never)
    func rowOutsideWindow(at index: Int) -> ViewNode {
        let (segment, offset) = locate(index)
        if let row = relocatedRow(at: index), claims.value(at: row.keyedSlot) == nil {
            claims.mark(row.keyedSlot, index)
            return refreshed(row, segment: segment, offset: offset)
        }
        let key = segments[segment].key(at: offset)
        let claim = rows.claim(
            key, isTaken: { row in self.isClaimed(row, byAnotherThan: index) },
            repeatNumber: { index + 1 }, container: typeName(of: Stack.self), in: graph)
        let row = builtRow(for: key, occurrence: claim.occurrence, segment: segment, offset: offset, existing: claim.row)
        claims.mark(row.keyedSlot, index)
        return row
    }

    /// The window's row `index`, claimed for this arrangement, while the
    /// window is still for the current data and no other index claimed
    /// it. Read in place: no copy of its placement. Cost: O(1).
    @inline(__always)
    func windowRow(at index: Int) -> ViewNode? {
        guard windowGeneration == generation, !window.isEmpty else { return nil }
        let offset = index - window[0].index
        guard offset >= 0, offset < window.count, window[offset].index == index else { return nil }
        let row = window[offset].row
        let slot = row.keyedSlot
        guard row.keyedGeneration == generation, !isClaimed(row, byAnotherThan: index) else { return nil }
        claims.mark(slot, index)
        return row
    }

    /// Whether this arrangement handed `row` out for an index other than
    /// `index`: marked, or one of the window's first rows claimed without
    /// a mark (``claimedWindowRows``; only a shown row can be, and the
    /// window is searched only for one, as when a repeated ID's row comes
    /// in). Written without an `Optional.map` closure: a closure formed in
    /// main-actor code checks its executor when it runs (about 220
    /// instructions), even inlined.
    @inline(__always)
    func isClaimed(_ row: ViewNode, byAnotherThan index: Int) -> Bool {
        if let claimed = claims.value(at: row.keyedSlot) {
            return claimed != index
        }
        guard claimedWindowRows > 0, shownRows.value(at: row.keyedSlot) != nil else { return false }
        return isClaimedInWindow(row, byAnotherThan: index)
    }

    /// Whether `row` is one of the window's first ``claimedWindowRows``,
    /// at an index other than `index`. Cost: O(rows in view).
    @inline(never)
    func isClaimedInWindow(_ row: ViewNode, byAnotherThan index: Int) -> Bool {
        for position in 0..<min(claimedWindowRows, window.count) where window[position].row === row {
            return window[position].index != index
        }
        return false
    }

    /// The node of the `occurrence` of `key`, at `offset` of `segment`:
    /// built before (`existing`, looked up when not given), and handed its
    /// new view if the data changed since, or new, built outside the visible
    /// hierarchy and retained until it is shown.
    func builtRow(
        for key: LazyRowKey, occurrence: Int = 0, segment: Int, offset: Int, existing: ViewNode?? = nil
    ) -> ViewNode {
        if let existing = existing ?? rows[key, occurrence] {
            return refreshed(existing, segment: segment, offset: offset)
        }
        let row = segments[segment].makeRow(at: offset, in: self)
        graph.statistics.lazyRows += 1
        row.keyedGeneration = generation
        row.keyedSlot = children.count
        rows[key, occurrence] = row
        rowNames.append((key, occurrence))
        children.append(row)
        retained.insert(row)
        return row
    }

    /// `row`, at `offset` of `segment`, handed its new view if the data
    /// changed since it last had one.
    @discardableResult
    func refreshed(_ row: ViewNode, segment: Int, offset: Int) -> ViewNode {
        if row.keyedGeneration != generation {
            row.keyedGeneration = generation
            segments[segment].updateRow(row, at: offset, in: self)
        }
        return row
    }

    /// The row of the old window that the last change of data found at
    /// `index` with the first occurrence of its key (what looking the key
    /// up would give, when no other index claimed it), if it is still
    /// alive. The rows found are usually consecutive, so this is one probe.
    /// Cost: O(1), O(rows in view) when the window's order changed.
    func relocatedRow(at index: Int) -> ViewNode? {
        guard windowGeneration != generation, let first = relocatedRows.first else { return nil }
        let guess = index - first.index
        if guess >= 0, guess < relocatedRows.count, relocatedRows[guess].index == index {
            let row = relocatedRows[guess].row
            return isBuilt(row) ? row : nil
        }
        for entry in relocatedRows where entry.index == index {
            return isBuilt(entry.row) ? entry.row : nil
        }
        return nil
    }

    /// Whether `row` is still one of the stack's rows (not destroyed since
    /// it was built): its slot among the children still holds it.
    func isBuilt(_ row: ViewNode) -> Bool {
        let slot = row.keyedSlot
        return slot < children.count && children[slot] === row
    }

    /// The key `row` was built for and which occurrence of it the row is;
    /// `nil` for a row destroyed since. Cost: O(1), no hashing.
    func rowName(of row: ViewNode) -> (key: LazyRowKey, occurrence: Int)? {
        isBuilt(row) ? rowNames[row.keyedSlot] : nil
    }

    /// Whether `row`, a built row, is shown (in the window, focused out
    /// or pinned); `false` for a row destroyed since it was built.
    func isShown(_ row: ViewNode) -> Bool {
        isBuilt(row) && shownRows.value(at: row.keyedSlot) != nil
    }

    /// Unmounts `row` (its disappear actions run when it was shown) and
    /// forgets it. Cost: O(1).
    func destroy(_ row: ViewNode) {
        graph.statistics.lazyRows -= 1
        let slot = row.keyedSlot
        let name = rowNames[slot]
        rows[name.key, name.occurrence] = nil
        let last = children.removeLast()
        let lastName = rowNames.removeLast()
        if last !== row {
            children[slot] = last
            rowNames[slot] = lastName
            claims.move(from: last.keyedSlot, to: slot)
            shownRows.move(from: last.keyedSlot, to: slot)
            last.keyedSlot = slot
        }
        row.unmount(phase: .removal)
    }

    /// The index of the row with `id`: in `hint`'s row when that row has
    /// it (O(1)), otherwise looked for in every segment around the anchor
    /// (O(1) for `Range` data, otherwise a search outward from the anchor
    /// over the whole data).
    func index(of id: AnyHashable, hint: Int? = nil) -> Int? {
        if let hint, hint >= 0, hint < rowCount, key(at: hint).id == id {
            return hint
        }
        for (segment, start) in segmentStarts.enumerated() {
            if let offset = segments[segment].offset(of: id, near: anchor.index - start, limit: nil) {
                return start + offset
            }
        }
        return nil
    }

    func index(of id: AnyHashable) -> Int? {
        index(of: id, hint: nil)
    }

    /// The index of the row in view drawn on screen row `row`, if any (a
    /// pinned header or footer over the rows, not a separator, not a row
    /// whose element has left the data since it was placed). Cost: O(rows
    /// in view).
    func index(atScreenRow row: Int) -> Int? {
        if !pinnedRows.isEmpty, let pinned = pinnedIndex(atScreenRow: row) {
            return pinned
        }
        let offset = row - absoluteOrigin.length(along: .vertical)
        for placement in window where offset >= placement.position && offset < placement.position + placement.length {
            guard placement.index < rowCount, let key = rowName(of: placement.row)?.key,
                key == self.key(at: placement.index)
            else { return nil }
            return placement.index
        }
        return nil
    }
}

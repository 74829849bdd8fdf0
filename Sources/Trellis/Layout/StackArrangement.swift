/// One computed arrangement of a stack's subviews for one proposal: the
/// length each subview takes along the axis and across it, and the stack's
/// size.
///
/// Owned by a ``StackLayout``, which keeps a few (a parent stack probes its
/// children with several proposals). Subviews that changed since the
/// arrangement was computed are listed in `pending`; applying them costs
/// O(changed) when each changed subview keeps its length along the axis,
/// and a full recomputation otherwise. Its lists skip the runtime's
/// exclusivity checks, as ``StackLayout``'s do.
@MainActor
final class StackArrangement {
    /// The proposal this arrangement answers.
    let proposal: CellProposal
    /// Each subview's length along the axis.
    @exclusivity(unchecked) var mainLengths: [Int] = []
    /// Each subview's length across the axis.
    @exclusivity(unchecked) var crossLengths: [Int] = []
    /// What each subview was offered along the axis (`nil` when the stack
    /// was asked for its ideal size and offered every subview its ideal).
    @exclusivity(unchecked) var offers: [Int?] = []
    /// Each subview's length for a zero offer (when space was shared).
    @exclusivity(unchecked) var minimums: [Int] = []
    /// Each subview's flexibility: its length for an unlimited offer minus
    /// its length for a zero one (when space was shared).
    @exclusivity(unchecked) var flexibilities: [Int] = []
    /// Each subview's layout priority (when space was shared).
    @exclusivity(unchecked) var priorities: [Double] = []
    /// Each subview's start across the axis on the stack's guide, from the
    /// start of the aligned group; empty when the stack aligns by position
    /// (no subview sets a guide and the guide is built in).
    @exclusivity(unchecked) var crossOffsets: [Int] = []
    /// The stack's size.
    @exclusivity(unchecked) var size = CellSize.zero
    /// Indexes of the subviews that changed since the arrangement was computed.
    @exclusivity(unchecked) var pending: [Int] = []

    init(proposal: CellProposal) {
        self.proposal = proposal
    }
}

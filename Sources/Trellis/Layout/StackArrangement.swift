/// One computed arrangement of a stack's subviews for one proposal: the
/// length each subview takes along the axis and across it, and the stack's
/// size.
///
/// Owned by a ``StackLayout``, which keeps a few (a parent stack probes its
/// children with several proposals). Subviews that changed since the
/// arrangement was computed are listed in `pending`; applying them costs
/// O(changed) when each changed subview keeps its length along the axis,
/// and a full recomputation otherwise.
@MainActor
final class StackArrangement {
    /// The proposal this arrangement answers.
    let proposal: CellProposal
    /// Each subview's length along the axis.
    var mainLengths: [Int] = []
    /// Each subview's length across the axis.
    var crossLengths: [Int] = []
    /// What each subview was offered along the axis (`nil` when the stack
    /// was asked for its ideal size and offered every subview its ideal).
    var offers: [Int?] = []
    /// Each subview's length for a zero offer (when space was shared).
    var minimums: [Int] = []
    /// Each subview's flexibility: its length for an unlimited offer minus
    /// its length for a zero one (when space was shared).
    var flexibilities: [Int] = []
    /// Each subview's layout priority (when space was shared).
    var priorities: [Double] = []
    /// Each subview's start across the axis on the stack's guide, from the
    /// start of the aligned group; empty when the stack aligns by position
    /// (no subview sets a guide and the guide is built in).
    var crossOffsets: [Int] = []
    /// The stack's size.
    var size = CellSize.zero
    /// Indexes of the subviews that changed since the arrangement was computed.
    var pending: [Int] = []

    init(proposal: CellProposal) {
        self.proposal = proposal
    }
}

/// A persistent node of the attribute graph: one per view identity.
///
/// A node lives exactly as long as its identity (its path of view types,
/// tuple slots, conditional branches, `ForEach` IDs and `.id(_:)` values).
/// It owns its children, its dynamic-property storage (through subclasses)
/// and its lifecycle state. The ``Graph`` owns the root node; every other
/// node is owned by its parent's `children`.
///
/// Subclasses implement one kind of view each: ``CompositeNode`` evaluates a
/// user-written `body`; primitives such as `TupleView`, `ForEach` or the
/// lifecycle modifiers reconcile their children directly. The life of a node:
///
/// 1. `init` links it under its parent and inherits the parent's environment;
/// 2. ``mount()`` builds its children (``mountContent()``) and, when it is in
///    the visible hierarchy, runs ``appear()`` after its children (child-first);
/// 3. while alive it is updated by its parent (`TypedNode.update(to:)`) or,
///    when a value it read changed, by the graph (``refresh()``);
/// 4. ``unmount(phase:)`` runs the disappear actions child-first, releases its
///    resources (``releaseResources()``) and marks it dead.
///
/// The node's mutable fields opt out of the runtime's dynamic exclusivity
/// checks (`@exclusivity(unchecked)`): they are written only by the graph, on
/// the main actor, never through overlapping accesses, and the checks were a
/// tenth of the cost of a mount.
@MainActor
class ViewNode {
    // The stored fields are in the order the passes over every node of a
    // large tree read them, so that such a pass loads few cache lines of
    // each node: the graph, the children, the preferences and the layout
    // (its flags and sizes first) right after the object's header, which
    // every retain and method call reads anyway; the fields read at a
    // node's mount, update or unmount after them. (Swift lays a class's
    // stored properties out in declaration order, a subclass's after
    // these.)

    /// The graph this node belongs to; it outlives every node.
    unowned(unsafe) let graph: Graph

    /// The children, in the order their views appear in the parent's output.
    @exclusivity(unchecked) var children: [ViewNode] = []

    /// The values this node's subtree reports to its ancestors. Beside the
    /// children: a parent's reduction at its mount reads each child's.
    @exclusivity(unchecked) var preferences = PreferenceValues()

    /// What the layout engine remembers about this node.
    @exclusivity(unchecked) var layout = NodeLayout()

    /// ``depth``, in 32 bits after ``layout``, filling the word it leaves.
    private let storedDepth: Int32

    /// Distance from the root node (the root has depth 0).
    final var depth: Int { Int(storedDepth) }

    /// The node that owns this one; `nil` for the root and for dead nodes.
    unowned(unsafe) var parent: ViewNode?

    /// Set when a value this node read changed; cleared when it is re-evaluated.
    @exclusivity(unchecked) var isDirty = false

    /// False once the node has been unmounted.
    @exclusivity(unchecked) var isAlive = true

    /// True between this node's appear and its disappear.
    @exclusivity(unchecked) var isAppeared = false

    /// Whether this node belongs to the visible hierarchy, so that mounting it
    /// runs its appear actions.
    @exclusivity(unchecked) var isVisible: Bool

    /// Incremented at the start of every evaluation; a dependency edge is valid
    /// only while the node's epoch still equals the epoch that recorded it.
    @exclusivity(unchecked) var evaluationEpoch: UInt32 = 0

    /// The environment this node's view reads.
    let environment: EnvironmentValues

    /// The keyed parent's update that last matched this node to an element.
    @exclusivity(unchecked) var keyedGeneration: UInt32 = 0

    /// ``keyedSlot``, in 32 bits beside ``keyedGeneration``: a container's
    /// children never come near 2³¹.
    @exclusivity(unchecked) private var storedKeyedSlot: Int32 = 0

    /// The position of this node among a keyed parent's children (`ForEach`
    /// rows), as of the parent's last update.
    final var keyedSlot: Int {
        get { Int(storedKeyedSlot) }
        set { storedKeyedSlot = Int32(newValue) }
    }

    /// Creation order within the graph, used to keep descriptions and queues stable.
    let serial: Int

    /// Per-node observation state; `nil` until the node's body reads an
    /// `@Observable` property.
    @exclusivity(unchecked) var observation: NodeObservation?

    /// ``handle``, once an edge asked for it (set only there); `deinit` empties it.
    @exclusivity(unchecked) var storedHandle: NodeHandle?

    deinit {
        storedHandle?.node = nil
    }

    /// Borrows `inputs` (`borrowing`): an initializer otherwise takes its
    /// arguments owned, and every node created would retain and release
    /// its parent once more.
    init(inputs: borrowing _ViewInputs) {
        let parent = inputs.parent
        self.graph = parent.graph
        self.parent = parent
        self.storedDepth = parent.storedDepth + 1
        self.environment = parent.environmentForChildren
        self.isVisible = parent.childrenAreVisible
        self.serial = parent.serialOfNewChild()
        layout.isTransparent = isTransparentInLists
    }

    /// Creates the root node of `graph`.
    init(rootOf graph: Graph, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = nil
        self.storedDepth = 0
        self.environment = environment
        self.isVisible = true
        self.serial = 0
        layout.isTransparent = isTransparentInLists
    }

    // MARK: Overridable behaviour

    /// The environment this node's children inherit. Environment-writing
    /// modifiers return their modified values.
    var environmentForChildren: EnvironmentValues { environment }

    /// Whether children mounted under this node join the visible hierarchy.
    var childrenAreVisible: Bool { isVisible }

    /// Whether `child`, already mounted, joins the visible hierarchy when
    /// this node joins it. The default is ``childrenAreVisible``; a
    /// container that shows some of its children (a navigation stack's top
    /// screen, a presenter under a cover, a lazy stack's window) answers
    /// per child.
    func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool { childrenAreVisible }

    /// Whether this node is the root of a presented subtree (a sheet, a
    /// cover, an alert): the graph's ``PresentationLayer`` lays it out,
    /// draws it and hit-tests it over the whole screen, its layout changes
    /// stop at it instead of reaching its parent, and key presses and clicks
    /// do not bubble past it to the presenter.
    var isPresentationRoot: Bool { false }

    /// Builds the node's children for its current view. Called once, by ``mount()``.
    func mountContent() {}

    /// Whether this node's evaluations have been found to read `@Observable`
    /// properties, shared by the nodes of one class (one view type for
    /// composite views), so ``Evaluation/run(for:_:)`` tracks them the
    /// cheapest way that is still complete. Cost: one dictionary lookup; a
    /// composite view's node answers from its type's cached information.
    ///
    /// Handed out without a count: profiles live as long as the program
    /// (``ObservationProfile/shared(by:)`` and `ViewTypeInfo` keep every
    /// one), so an evaluation neither retains nor releases its profile.
    var observationProfile: Unmanaged<ObservationProfile> {
        .passUnretained(ObservationProfile.shared(by: type(of: self)))
    }

    /// The list row traits this node gives (`.listRowBackground`, a row's
    /// `.listRowSeparator`), or `nil`: a virtual property, so a list finds
    /// them without a dynamic cast.
    var listRowTraits: _ListRowTraits? { nil }

    /// Why the node's body is being evaluated, as `_printChanges()` says it
    /// (composite views override).
    var changeDescription: String { "@self changed" }

    /// What the node does when a value it read changed, with no new view
    /// value from its parent (the one hook for it): a composite view
    /// evaluates its body again, a control reads its binding again, a
    /// navigation stack its path. Nothing by default.
    func readsDidChange() {}

    /// Queues this node's own appear actions (lifecycle modifiers override).
    func didAppear() {}

    /// Queues this node's own disappear actions in `phase` (lifecycle modifiers override).
    func didDisappear(phase: CommitQueue.Phase) {}

    /// Releases what the node owns beyond its children: tasks, observation
    /// registrations, subscriptions. Called once, when the node is unmounted.
    func releaseResources() {
        observation?.cancel()
        observation = nil
    }

    /// Recomputes ``preferences`` from the children; returns whether it changed.
    /// Preference-writing modifiers override to apply their own value.
    func reducePreferences() -> Bool {
        if preferences.isEmpty, PreferenceValues.noneReported(by: children) {
            return false
        }
        let reduced = PreferenceValues(reducing: children)
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    // MARK: Layout and drawing

    /// Computes the node's size for `proposal`, uncached (see
    /// `sizeThatFits(_:)`). The default lays out the node's subviews: none
    /// take no space, one decides the size, several stand in an implicit
    /// vertical stack (leading-aligned, no spacing).
    func measure(_ proposal: CellProposal) -> CellSize {
        measureItems(layoutItems, proposal: proposal)
    }

    /// Places the node's subviews in a node of `size` placed with `proposal`.
    func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(in: size, proposal: proposal, at: .zero)
    }

    /// The axis of this node's stack, for the spacers and dividers in it;
    /// `nil` for a node that is not a stack.
    var stackAxis: Axis? { nil }

    /// The axis along which this node's layout items lie in order, each
    /// after the one before it without overlapping it, or `nil` when they
    /// may not: a stack whose spacing is not negative. Once the node is
    /// laid out, drawing and hit testing find the items in a clip or at a
    /// point by binary search along it (``firstItem(endingAfter:in:along:)``).
    var orderedItemsAxis: Axis? {
        guard stackAxis != nil, let stack = layout.stack, stack.spacing >= 0 else { return nil }
        return stack.axis
    }

    /// Tells the node that the axis of the stack around it changed (an
    /// ``AnyLayout`` switched direction): spacers and dividers measure
    /// again; other nodes pass the news to their children that are not
    /// stacks themselves. Cost: O(nodes down to the nearest stacks).
    func enclosingStackAxisDidChange() {
        for child in children where child.stackAxis == nil {
            child.enclosingStackAxisDidChange()
        }
    }

    /// Draws what the node itself shows (text, a background, a border),
    /// before its subviews. The default draws nothing.
    func drawContent(in context: inout DrawContext) {}

    /// Draws over what the node's subviews drew (a dimming, a link). The
    /// default draws nothing.
    func drawOverSubviews(in context: inout DrawContext) {}

    /// Whether the node's subviews are drawn (`.hidden()` says no).
    var drawsSubviews: Bool { true }

    /// Whether ``drawOverSubviews(in:)`` may draw inside `area` (screen
    /// cells) with the node's frame at `frame` on screen: a scroll bar's
    /// column, a focused view's reverse video. A view below that scrolls
    /// asks it before it lets the renderer shift its cells.
    func drawsOverSubviews(in area: CellRect, frame: CellRect) -> Bool { false }

    /// Whether nothing below the node draws or takes clicks outside its
    /// frame (a `ScrollView`'s viewport): drawing is clipped to it, and
    /// content that reaches outside it does not count as overflowing the
    /// node's ancestors.
    var clipsSubviews: Bool { false }

    /// The part of `frame` (the node's frame, anywhere) its subviews are
    /// clipped to when it clips them: the whole frame, or less (a scroll
    /// view's viewport, without its bars).
    func subviewClip(for frame: CellRect) -> CellRect { frame }

    /// The subviews this node lays out and draws, in drawing order. The
    /// default is its list items; a node that draws a secondary view behind
    /// its content (`.background`) puts that first.
    func collectLayoutItems() -> [ViewNode] {
        listItems
    }

    /// The priority stacks give this node when sharing space
    /// (`.layoutPriority`); a node that stands for its only child has the
    /// child's.
    var layoutPriority: Double {
        forwardsTraits ? children.first?.layoutPriority ?? 0 : 0
    }

    /// The drawing order a `ZStack` gives this node (`.zIndex`); a node
    /// that stands for its only child has the child's.
    var zIndex: Double {
        forwardsTraits ? children.first?.zIndex ?? 0 : 0
    }

    /// The value set for a `LayoutValueKey` (identified by its type) on
    /// this view's chain of modifiers, or `nil`; a node that stands for its
    /// only child answers with the child's.
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        forwardsTraits ? children.first?.layoutValue(for: key) : nil
    }

    /// The explicit value of `guide` this node sets, in cells from its
    /// origin when placed with `proposal`: an `.alignmentGuide`'s, or one
    /// its content sets and it passes on (a stack, a padding); `nil` when
    /// none. Asked only of nodes with a guide below them
    /// (`layout.alignmentGuides > 0`). A node that stands for its only
    /// child answers with the child's.
    func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal) -> CGFloat? {
        guard forwardsTraits, let child = children.first, child.layout.alignmentGuides > 0 else { return nil }
        return child.explicitAlignment(of: guide, proposal: proposal)
    }

    /// The value set with `.tag(_:)` on this view's chain of modifiers, or
    /// `nil`; a node that stands for its only child answers with the child's.
    var tagValue: AnyHashable? {
        forwardsTraits ? children.first?.tagValue : nil
    }

    /// The tag `child`, one of this node's children, carries without a
    /// `.tag` of its own: a `ForEach` row's element ID (Lifecycle.md rule 14b);
    /// `nil` for other nodes. See ``selectionTag``.
    func implicitTag(ofChild child: ViewNode) -> AnyHashable? { nil }

    /// Called when the node is marked for layout: nodes that keep layout
    /// state beyond ``layout`` forget it here.
    func layoutWillInvalidate() {}

    /// Called on the way up from a change, before this node is marked for
    /// layout (and also when it already is), with the subview on the path
    /// (`Text("9")` changes in `VStack { Row }`: the stack is told `Row`). A
    /// node that arranges subviews places only the ones named here when
    /// nothing else changed; the default tells the node's stack.
    func subviewNeedsLayout(_ item: ViewNode) {
        layout.stack?.itemNeedsLayout(item)
    }

    /// The node as a view that can hold the keyboard focus, `nil` for one
    /// that cannot: such a node is added to the graph's focus when it
    /// appears and removed when it disappears, and a click focuses it. A
    /// plain property, not a cast to `Focusable`: a cast looks the
    /// conformance up in the runtime (about 300 instructions), and it is
    /// asked of every node that appears and of each on a click's way up.
    var focusable: (any Focusable)? { nil }

    /// Whether the node answers keyboard shortcuts (it is a
    /// `KeyboardShortcutTarget`: a button with `.keyboardShortcut`, a tab
    /// view, a navigation stack): such a node is added to the graph's
    /// shortcuts when it appears and removed when it disappears.
    var answersShortcuts: Bool { false }

    /// Whether Esc here leaves the page (a navigation stack going back, an
    /// `.onExitCommand`): a focused text field gives up the focus first,
    /// and the next Esc goes back.
    var leavesOnEscape: Bool { false }

    /// Whether the node scrolls its content (a `ScrollView`): the focus
    /// tells it when focusable views inside it come and go, so that it
    /// takes the focus itself only when nothing inside can.
    var isScrollingContainer: Bool { false }

    /// The node as a lazy stack that scrolls itself, `nil` for any other:
    /// a scroll view looks for one below it at every placement, and a
    /// plain property costs less than a cast (a runtime conformance
    /// look-up).
    var lazyScrollContent: (any LazyScrollContent)? { nil }

    /// The name the node gives its own space (a `.coordinateSpace`
    /// modifier's name, a scroll view's `.scrollView`), read by
    /// `coordinateSpaceOrigins`; a node that names one counts itself in
    /// `Graph.namedCoordinateSpaces` while mounted.
    var coordinateSpaceName: CoordinateSpaceOrigins.Name? { nil }

    /// Whether a container sees this node's children rather than the node
    /// itself among its subviews (tuples, `ForEach`, conditionals, `Group`).
    /// Constant for a node: `init` stores it in `layout.isTransparent`.
    var isTransparentInLists: Bool { false }

    /// The name shown for this node in ``Graph/description``.
    var displayName: String { "\(type(of: self))" }

    /// State values shown next to the node in ``Graph/description``.
    var stateDescription: String? { nil }

    /// Violations of invariants particular to this node's kind (a keyed
    /// parent's index agreeing with its children, say).
    func localInvariantViolations() -> [String] { [] }

    /// How the node at `index` of ``children`` is identified, for descriptions.
    func identityLabel(ofChildAt index: Int) -> String? { nil }

    /// The ID that names `child` among this node's children for
    /// `ScrollViewProxy.scrollTo(_:anchor:)` and scroll positions: a
    /// `ForEach` row's element ID, the value of `.id(_:)`; `nil` when the
    /// child has none.
    func scrollTargetID(ofChild child: ViewNode) -> AnyHashable? { nil }

    /// Whether this node marks its content's subviews as the scroll targets
    /// of the enclosing scroll view (`.scrollTargetLayout()`).
    var marksScrollTargets: Bool { false }

    /// The transition that decides the order of disappear actions when this
    /// node is removed (Lifecycle.md rule 10); `nil` means the default order.
    var removalTransition: AnyTransition? { nil }

    /// Whether this node's only child stands for it to its container, so
    /// that the child's traits (a transition) are the node's: modifiers,
    /// custom views, view modifiers and their content placeholders.
    var forwardsTraits: Bool { false }

    // MARK: Input

    /// Offers a key press to this node, on its way from the focused view to
    /// the root; `.handled` stops it. The default ignores it.
    func respond(to press: KeyPress) -> KeyPress.Result { .ignored }

    /// Offers pasted text to this node, on its way from the focused view to
    /// the root; returns whether the node took it. The default does not.
    func respondToPaste(_ text: String) -> Bool { false }

    /// Offers a click at `point` (relative to the node's origin) to this
    /// node, on its way from the view under the pointer to the root;
    /// returns whether the node took it. The default does not.
    func respondToClick(at point: CellPoint) -> Bool { false }

    /// Offers a right click at `point` (relative to the node's origin) to
    /// this node, on its way from the view under the pointer to the root;
    /// returns whether the node took it (opened an action menu). The
    /// default does not.
    func respondToSecondaryClick(at point: CellPoint) -> Bool { false }

    /// Whether clicks and drags may land on this view and its subviews
    /// (`.allowsHitTesting(false)` lets them through to the views below).
    var allowsHitTesting: Bool { true }

    /// Whether a drag that starts on this view goes to it (a `.gesture`
    /// with a `DragGesture`).
    var recognizesDrags: Bool { false }

    /// Takes a step of a drag that started on this view (it
    /// ``recognizesDrags``): `point` is in the view's cells, and may be
    /// outside it once the pointer has moved.
    func respondToDrag(at point: CellPoint, phase: DragPhase) {}
}

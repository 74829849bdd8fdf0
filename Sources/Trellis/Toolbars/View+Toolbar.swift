extension View {
    /// Puts items in the navigation bar or the bottom bar of the
    /// navigation stack this view is on.
    ///
    /// ```swift
    /// List(store.notes) { NoteRow(note: $0) }
    ///     .navigationTitle("Notes")
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///         ToolbarItem(placement: .primaryAction) {
    ///             Button("New", systemImage: "plus") { store.add() }
    ///         }
    ///     }
    /// ```
    ///
    /// The navigation bar (the stack's first row) shows `‹ Back`, the
    /// leading items, the title (or the principal item), and the trailing
    /// items at the right edge; the bottom bar (its last row) shows the
    /// bottom items. The items are ordinary views: Tab reaches their
    /// buttons, clicks press them, and their keyboard shortcuts work while
    /// the screen is on top. Only the top screen's toolbars are shown;
    /// several `.toolbar` modifiers on one screen add up, in order. Outside
    /// a navigation container nothing is drawn. Cost: the items are
    /// collected at each evaluation of this view and the bars reconciled
    /// when they change.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items = _ToolbarItems()
        Content._collectItems(content(), into: &items)
        return modifier(_ToolbarModifier(entries: items.entries))
    }

    /// Puts items the user may rearrange in the bars: in a terminal, as
    /// `toolbar(content:)` over `ToolbarContent`.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        var items = _ToolbarItems()
        Content._collectItems(content(), into: &items)
        return modifier(_ToolbarModifier(entries: items.entries))
    }

    /// Puts views in the navigation bar's trailing end, side by side.
    ///
    /// ```swift
    /// .toolbar { Button("Refresh") { reload() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        var items = _ToolbarItems()
        ToolbarItemGroup._collectItems(ToolbarItemGroup(content: content), into: &items)
        return modifier(_ToolbarModifier(entries: items.entries))
    }

    /// Shows or hides bars while this view is on top.
    ///
    /// ```swift
    /// PhotoView().toolbar(.hidden, for: .navigationBar)
    /// ```
    ///
    /// `.navigationBar` (and `.windowToolbar`) is the navigation bar,
    /// `.bottomBar` the bottom bar, `.automatic` both; `.tabBar` is
    /// accepted without effect. `.visible` shows a bar even with nothing
    /// in it; `.automatic` shows it when it has something to show.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    /// Shows or hides the bars in `bars` while this view is on top: the
    /// newer name for ``toolbar(_:for:)``, with the same meaning.
    ///
    /// ```swift
    /// PhotoView().toolbarVisibility(.hidden, for: .navigationBar)
    /// ```
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    /// The bar visibility of ``toolbar(_:for:)`` for a list of bars.
    private func toolbar(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> some View {
        var choice = BarVisibility()
        for bar in bars {
            switch bar {
            case .navigationBar, .windowToolbar:
                choice.navigationBar = visibility
            case .bottomBar:
                choice.bottomBar = visibility
            case .automatic:
                choice.navigationBar = visibility
                choice.bottomBar = visibility
            default:
                break
            }
        }
        return preference(key: BarVisibilityKey.self, value: choice)
    }

    /// Hides the navigation bar while this view is on top (the older
    /// name for `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    /// Hides `‹ Back` while this view is on top, and with it Esc,
    /// Backspace and the click that go back: the screen leaves through
    /// its own controls (`@Environment(\.dismiss)`).
    ///
    /// ```swift
    /// QuizQuestion().navigationBarBackButtonHidden()
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
    }

    /// Puts views at the leading and trailing ends of the navigation bar
    /// (the older form of `toolbar(content:)` over `ToolbarContent`).
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts a view at the leading end of the navigation bar (older form).
    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts a view at the trailing end of the navigation bar (older form).
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Accepted: a terminal draws every title inline on the navigation bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_PassthroughModifier(kind: "navigationBarTitleDisplayMode"))
    }

    /// Accepted: a terminal draws every title inline on the navigation bar.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarTitleDisplayMode"))
    }

    /// Accepted: the bars have the terminal's background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarBackground"))
    }

    /// Accepted: the bars have the terminal's background, whatever the
    /// style: a colour, a material or a gradient.
    ///
    /// ```swift
    /// .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
    /// ```
    public func toolbarBackground<Style: ShapeStyle>(_ style: Style, for bars: ToolbarPlacement...) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarBackground"))
    }

    /// Adds a menu to the navigation title in SwiftUI. Accepted: the
    /// title in a terminal's navigation bar is text, with no menu to open;
    /// put the commands in a toolbar item or a `Menu` instead.
    ///
    /// ```swift
    /// .navigationTitle(document.name)
    /// .toolbarTitleMenu { RenameButton(); Button("Duplicate") { … } }
    /// ```
    public func toolbarTitleMenu<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarTitleMenu"))
    }

    /// Accepted: the bars have the terminal's colours.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarColorScheme"))
    }

    /// Accepted: the bars are laid out the same for every role.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_PassthroughModifier(kind: "toolbarRole"))
    }
}

/// What a toolbar is for, which some platforms lay out differently:
/// accepted with ``View/toolbarRole(_:)``.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    /// The platform decides.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser-like toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

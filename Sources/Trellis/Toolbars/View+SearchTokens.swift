/// Search tokens: `.searchable(text:tokens:token:)` draws each token as a
/// chip before the search text, and `suggestedTokens:` offers more under
/// the field while the search is active.
///
/// ```swift
/// enum FruitToken: String, Identifiable, CaseIterable {
///     case apple, pear
///     var id: Self { self }
/// }
///
/// List(results) { Text($0.name) }
///     .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggestions) { token in
///         Text(token.rawValue.capitalized)
///     }
/// ```
///
/// ```
/// ⌕ Apple × Pear × red
/// Suggestions: + Banana
/// ```
///
/// A click on a chip, or Return or Space on a focused chip (Shift-Tab from
/// the text reaches them), removes the token. A suggestion (Tab from the
/// text reaches them) adds its token; the suggestions are shown while the
/// field has the focus or holds text, or one of them has the focus,
/// without the tokens already chosen. The app filters with the text and
/// the tokens, as in SwiftUI. Cost: a chip per token, a button per
/// suggestion.
extension View {
    /// Adds a search field with tokens, bound to `text` and `tokens`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchTokenChips.modifier(text: text, prompt: prompt, tokens: tokens, suggested: nil, token: token))
    }

    /// Adds a search field with tokens and a localized prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchTokenChips.modifier(text: text, prompt: Text(prompt), tokens: tokens, suggested: nil, token: token))
    }

    /// Adds a search field with tokens and a prompt shown verbatim.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchTokenChips.modifier(text: text, prompt: Text(prompt), tokens: tokens, suggested: nil, token: token))
    }

    /// Adds a search field with tokens and the tokens to suggest.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(
            SearchTokenChips.modifier(text: text, prompt: prompt, tokens: tokens, suggested: suggestedTokens, token: token))
    }

    /// Adds a search field with tokens, suggestions and a localized prompt.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(
            SearchTokenChips.modifier(
                text: text, prompt: Text(prompt), tokens: tokens, suggested: suggestedTokens, token: token))
    }

    /// Adds a search field with tokens, suggestions and a prompt shown
    /// verbatim.
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(
            SearchTokenChips.modifier(
                text: text, prompt: Text(prompt), tokens: tokens, suggested: suggestedTokens, token: token))
    }
}

/// The chips of a search field's tokens, each removing its token when
/// chosen.
struct SearchTokenChips<C: RandomAccessCollection & RangeReplaceableCollection, T: View>: View
where C.Element: Identifiable {
    let tokens: Binding<C>
    let token: (C.Element) -> T

    var body: some View {
        let tokens = tokens
        let current = Array(tokens.wrappedValue)
        if !current.isEmpty {
            chips(current, tokens: tokens)
        }
    }

    /// A chip per token, in a row.
    private func chips(_ current: [C.Element], tokens: Binding<C>) -> some View {
        HStack(spacing: 1) {
            ForEach(current) { element in
                let id = element.id
                Button {
                    tokens.wrappedValue.removeAll { $0.id == id }
                } label: {
                    HStack(spacing: 0) {
                        token(element)
                        Text(" ×")
                    }
                }
                .buttonStyle(.borderless)
            }
        }
    }

    /// The searchable modifier with these chips in its field, and the row
    /// of `suggested` tokens when there is one.
    static func modifier(
        text: Binding<String>, prompt: Text?, tokens: Binding<C>, suggested: Binding<C>?,
        token: @escaping (C.Element) -> T
    ) -> _SearchableModifier {
        var modifier = _SearchableModifier(text: text, prompt: prompt, isPresented: nil)
        modifier.tokens = AnyView(SearchTokenChips(tokens: tokens, token: token))
        if let suggested {
            modifier.suggestedTokens = { isActive in
                AnyView(SuggestedSearchTokens(tokens: tokens, suggested: suggested, isActive: isActive, token: token))
            }
        }
        return modifier
    }
}

/// The row of suggested tokens under a search field, while the search is
/// active or one of them has the focus: each suggestion not already a
/// token, as a button that adds it.
struct SuggestedSearchTokens<C: RandomAccessCollection & RangeReplaceableCollection, T: View>: View
where C.Element: Identifiable {
    let tokens: Binding<C>
    let suggested: Binding<C>
    /// Whether the search field has the focus or holds text.
    let isActive: Bool
    let token: (C.Element) -> T
    @FocusState private var focused: C.Element.ID?

    var body: some View {
        let chosen = Set(tokens.wrappedValue.map(\.id))
        let offered = suggested.wrappedValue.filter { !chosen.contains($0.id) }
        if isActive || focused != nil, !offered.isEmpty {
            HStack(spacing: 1) {
                Text("Suggestions:").foregroundStyle(.secondary)
                ForEach(offered) { element in
                    Button {
                        tokens.wrappedValue.append(element)
                    } label: {
                        HStack(spacing: 0) {
                            Text("+ ")
                            token(element)
                        }
                    }
                    .buttonStyle(.borderless)
                    .focused($focused, equals: element.id)
                }
            }
        }
    }
}

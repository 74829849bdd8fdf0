import Foundation

extension View {
    /// Makes this view a source of drags carrying `payload`, in SwiftUI.
    /// Accepted: a terminal reports no drags between views or
    /// applications, so nothing is dragged and `payload` is never built.
    ///
    /// ```swift
    /// Text(card.title).draggable(card.title)
    /// ```
    ///
    /// Any payload type is accepted (SwiftUI asks for `Transferable`,
    /// which Linux's Foundation does not have). Move items with the
    /// keyboard instead (a list's `.onMove`, Alt-↑ and Alt-↓).
    public func draggable<Payload>(_ payload: @autoclosure @escaping () -> Payload) -> some View {
        modifier(_PassthroughModifier(kind: "draggable"))
    }

    /// Makes this view a source of drags with a preview, in SwiftUI.
    /// Accepted, as ``draggable(_:)``.
    public func draggable<Payload, Preview: View>(
        _ payload: @autoclosure @escaping () -> Payload, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(_PassthroughModifier(kind: "draggable"))
    }

    /// Makes this view a drop target for items of `payloadType`, in
    /// SwiftUI. Accepted: nothing is ever dropped in a terminal, so
    /// `action` and `isTargeted` never run.
    ///
    /// ```swift
    /// Board().dropDestination(for: String.self) { titles, location in
    ///     board.add(titles)
    ///     return true
    /// }
    /// ```
    public func dropDestination<Payload>(
        for payloadType: Payload.Type = Payload.self, action: @escaping ([Payload], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_PassthroughModifier(kind: "dropDestination"))
    }
}

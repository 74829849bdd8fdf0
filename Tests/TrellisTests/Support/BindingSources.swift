import Observation
import Testing
@testable import Trellis

/// Where an app keeps the value a control binds: every source of truth a
/// SwiftUI app uses. The binding test matrix mounts each control over each.
enum BindingSource: String, CaseIterable, Sendable {
    /// `@State` in the view that shows the control.
    case state
    /// An `@Observable` model through `@Bindable` (`$model.value`).
    case bindable
    /// An `@Observable` model through `Binding(get: { model.value }, set: { model.value = $0 })`.
    case getSet
    /// An `ObservableObject` through `@ObservedObject` (`$model.value`).
    case observedObject
    /// An `ObservableObject` the view owns through `@StateObject`.
    case stateObject
    /// An `ObservableObject` from the environment through `@EnvironmentObject`.
    case environmentObject
    /// `@State` two views up, handed down as a `@Binding` twice.
    case bindingTwoLevels
}

/// An `@Observable` model holding one value.
@Observable
final class ObservableBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// An `ObservableObject` holding one `@Published` value.
final class PublishedBox<Value>: ObservableObject {
    @Published var value: Value
    init(_ value: Value) { self.value = value }
}

/// A control mounted over a source: the host, and the source's value read
/// and written from outside the views (as a model write or a task would).
@MainActor
struct MountedBinding<Value> {
    let host: TestHost
    let read: () -> Value
    let write: (Value) -> Void
}

extension BindingSource {
    /// Mounts the view `content` makes of a binding to a value kept in this
    /// source, starting at `initial`. None of the hosting views reads the
    /// value in its body: only what `content` builds does.
    @MainActor
    func mount<Value, Content: View>(
        initial: Value, columns: Int, rows: Int, content: @escaping (Binding<Value>) -> Content
    ) -> MountedBinding<Value> {
        switch self {
        case .state, .bindingTwoLevels:
            let handle = StateHandle<Value>()
            let host = TestHost(columns: columns, rows: rows) {
                StateSource(initial: initial, handle: handle, passesDownTwice: self == .bindingTwoLevels, content: content)
            }
            return MountedBinding(host: host, read: { handle.value }, write: { handle.value = $0 })
        case .bindable, .getSet:
            let model = ObservableBox(initial)
            let host = TestHost(columns: columns, rows: rows) {
                ObservableSource(model: model, throughBindable: self == .bindable, content: content)
            }
            return MountedBinding(host: host, read: { model.value }, write: { model.value = $0 })
        case .observedObject:
            let model = PublishedBox(initial)
            let host = TestHost(columns: columns, rows: rows) { ObservedObjectSource(model: model, content: content) }
            return MountedBinding(host: host, read: { model.value }, write: { model.value = $0 })
        case .stateObject:
            var owned: PublishedBox<Value>?
            let host = TestHost(columns: columns, rows: rows) {
                StateObjectSource(initial: initial, expose: { owned = $0 }, content: content)
            }
            return MountedBinding(host: host, read: { owned!.value }, write: { owned!.value = $0 })
        case .environmentObject:
            let model = PublishedBox(initial)
            let host = TestHost(columns: columns, rows: rows) {
                EnvironmentObjectSource(content: content).environmentObject(model)
            }
            return MountedBinding(host: host, read: { model.value }, write: { model.value = $0 })
        }
    }
}

/// `@State` handed to `content` as `$value`, or down two views as `@Binding` first.
struct StateSource<Value, Content: View>: View {
    let handle: StateHandle<Value>
    let passesDownTwice: Bool
    let content: (Binding<Value>) -> Content
    @State private var value: Value

    init(initial: Value, handle: StateHandle<Value>, passesDownTwice: Bool, content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initial)
        self.handle = handle
        self.passesDownTwice = passesDownTwice
        self.content = content
    }

    var body: some View {
        let _ = handle.bind($value)
        if passesDownTwice {
            BindingRelay(value: $value) { BindingRelay(value: $0, content: content) }
        } else {
            content($value)
        }
    }
}

/// A view that takes a `@Binding` and hands it on.
struct BindingRelay<Value, Content: View>: View {
    @Binding var value: Value
    let content: (Binding<Value>) -> Content

    var body: some View {
        content($value)
    }
}

/// An `@Observable` model handed to `content` through `@Bindable` or `Binding(get:set:)`.
struct ObservableSource<Value, Content: View>: View {
    @Bindable var model: ObservableBox<Value>
    let throughBindable: Bool
    let content: (Binding<Value>) -> Content

    var body: some View {
        if throughBindable {
            content($model.value)
        } else {
            content(Binding(get: { model.value }, set: { model.value = $0 }))
        }
    }
}

/// An `ObservableObject` handed to `content` through `@ObservedObject`.
struct ObservedObjectSource<Value, Content: View>: View {
    @ObservedObject var model: PublishedBox<Value>
    let content: (Binding<Value>) -> Content

    var body: some View {
        content($model.value)
    }
}

/// An `ObservableObject` the view owns, handed to `content` through `@StateObject`.
struct StateObjectSource<Value, Content: View>: View {
    @StateObject private var model: PublishedBox<Value>
    let expose: (PublishedBox<Value>) -> Void
    let content: (Binding<Value>) -> Content

    init(initial: Value, expose: @escaping (PublishedBox<Value>) -> Void, content: @escaping (Binding<Value>) -> Content) {
        _model = StateObject(wrappedValue: PublishedBox(initial))
        self.expose = expose
        self.content = content
    }

    var body: some View {
        let _ = expose(model)
        content($model.value)
    }
}

/// An `ObservableObject` from the environment, handed to `content` through `@EnvironmentObject`.
struct EnvironmentObjectSource<Value, Content: View>: View {
    @EnvironmentObject private var model: PublishedBox<Value>
    let content: (Binding<Value>) -> Content

    var body: some View {
        content($model.value)
    }
}

/// A child that shows a bound value in its own body.
struct BoundValue<Value>: View {
    @Binding var value: Value

    var body: some View {
        Text("value \(value)")
    }
}

/// Makes bindings to the properties of an `@Observable` model.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var document: Document          // @Observable class
///     var body: some View { NameField(text: $document.title) }
/// }
/// // or, inline:  NameField(text: Bindable(document).title)
/// ```
///
/// Bindings to the same property of the same object are the same input.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The model.
    public var wrappedValue: Value

    /// The wrapper itself, so `$model.property` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable model.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable model.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the model of another `Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath`.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: DynamicProperty, InertProperty {}

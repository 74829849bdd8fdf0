/// A dynamic property with nothing to link or update (`@Binding`,
/// `@Bindable`): the layout skips it, so views holding one pay nothing.
protocol InertProperty: DynamicProperty {}

/// A class whose changes views observe as a whole: the model type of SwiftUI
/// before `@Observable`, kept so existing code ports (Linux has no Combine).
///
/// ```swift
/// final class Timer: ObservableObject {
///     @Published var seconds = 0
/// }
/// struct Clock: View {
///     @StateObject private var timer = Timer()
///     var body: some View { Text("\(timer.seconds)s") }
/// }
/// ```
///
/// Writing a `@Published` property sends ``objectWillChange``; every view that
/// holds the object through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` is re-evaluated, whichever property it read. Prefer
/// `@Observable`, which tracks properties one by one.
public protocol ObservableObject: AnyObject {
    /// Sends before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A publisher shared by every access for this object.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.shared(for: self)
    }
}

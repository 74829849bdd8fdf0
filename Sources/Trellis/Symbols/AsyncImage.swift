import Foundation

/// A picture loaded from a URL. A terminal shows no pictures, so nothing is
/// downloaded: a URL stands for a loaded picture, drawn as the named-image
/// placeholder (`▣`, ``Image/init(_:bundle:)``) through the app's content
/// closure, and no URL for the empty phase, drawn as the placeholder the app
/// gives.
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 4, height: 2)
/// ```
///
/// So the app's layout around the picture, and its handling of the loaded
/// and empty phases, work as written. Cost: the content's, with no network.
public struct AsyncImage<Content: View>: View {
    private let phase: AsyncImagePhase
    private let content: (AsyncImagePhase) -> Content

    /// The picture at `url`, or a grey placeholder without one.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefault {
        self.init(url: url, scale: scale, transaction: Transaction()) { _AsyncImageDefault(phase: $0) }
    }

    /// The picture at `url` through `content`, or `placeholder` without one.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// The phase of loading `url` (``AsyncImagePhase/success(_:)`` with a
    /// URL, ``AsyncImagePhase/empty`` without one) through `content`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        phase = url.map { .success(Image($0.lastPathComponent)) } ?? .empty
        self.content = content
    }

    /// The content for the phase.
    public var body: some View {
        content(phase)
    }
}

/// Where loading an ``AsyncImage`` stands.
public enum AsyncImagePhase: Sendable {
    /// Not loaded: no URL.
    case empty
    /// Loaded: in a terminal, the named-image placeholder.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The loaded picture, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The failure, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// The content of an ``AsyncImage`` without a closure: the picture, or a
/// faint placeholder.
public struct _AsyncImageDefault: View {
    let phase: AsyncImagePhase

    public var body: some View {
        if let image = phase.image {
            image
        } else {
            Text(Image.placeholder).foregroundStyle(.secondary)
        }
    }
}

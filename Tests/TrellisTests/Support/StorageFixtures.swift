import Foundation
@testable import Trellis

/// A `RawRepresentable` stored by its `Int` raw value.
enum Density: Int {
    case compact, regular, spacious
}

/// A `RawRepresentable` stored by its `String` raw value.
enum Sorting: String {
    case name, date
}

/// Values of every type `@AppStorage` and `@SceneStorage` support, chosen to
/// catch inexact round trips: the extreme `Int`, a double whose shortest
/// form has 17 digits, `-0.0`, quotes and wide characters, a percent-encoded
/// URL, bytes that are not UTF-8.
enum StoredSamples {
    static let bool = true
    static let int = Int.min
    static let double = 0.1 + 0.2
    static let string = "say \"hi\" ✓ 雪"
    static let url = URL(string: "https://example.com/a%20b?q=1#top")!
    static let data = Data([0, 1, 127, 128, 255])
    static let density = Density.spacious
    static let sorting = Sorting.date
    static let optionalBool: Bool? = false
    static let optionalInt: Int? = Int.max
    static let optionalDouble: Double? = -0.0
    static let optionalString: String? = ""
    static let optionalURL: URL? = URL(fileURLWithPath: "/tmp/x y")
    static let optionalData: Data? = Data([9])
    static let optionalDensity: Density? = .compact
    static let optionalSorting: Sorting? = .name

    /// The screen of a view showing the samples (``lines(_:)``).
    static let screen = """
        bool true
        int -9223372036854775808
        double 0.30000000000000004
        string "say "hi" ✓ 雪"
        url https://example.com/a%20b?q=1#top
        data AAF/gP8=
        density spacious
        sorting date
        bool? false
        int? 9223372036854775807
        double? -0.0
        string? ""
        url? file:///tmp/x%20y
        data? CQ==
        density? compact
        sorting? name
        """

    /// The screen of a view showing the defaults: nothing stored yet.
    static let defaultScreen = """
        bool false
        int 0
        double 0.0
        string ""
        url file:///
        data
        density regular
        sorting name
        bool? nil
        int? nil
        double? nil
        string? nil
        url? nil
        data? nil
        density? nil
        sorting? nil
        """

    /// One line per value, in the order of ``screen``.
    static func lines(
        _ bool: Bool, _ int: Int, _ double: Double, _ string: String, _ url: URL, _ data: Data,
        _ density: Density, _ sorting: Sorting, _ optionalBool: Bool?, _ optionalInt: Int?,
        _ optionalDouble: Double?, _ optionalString: String?, _ optionalURL: URL?, _ optionalData: Data?,
        _ optionalDensity: Density?, _ optionalSorting: Sorting?
    ) -> String {
        func show(_ value: Any?) -> String { value.map { "\($0)" } ?? "nil" }
        return [
            "bool \(bool)", "int \(int)", "double \(double)", "string \"\(string)\"",
            "url \(url.absoluteString)", "data \(data.base64EncodedString())",
            "density \(density)", "sorting \(sorting)",
            "bool? \(show(optionalBool))", "int? \(show(optionalInt))", "double? \(show(optionalDouble))",
            "string? \(show(optionalString.map { "\"\($0)\"" }))", "url? \(show(optionalURL?.absoluteString))",
            "data? \(show(optionalData?.base64EncodedString()))",
            "density? \(show(optionalDensity))", "sorting? \(show(optionalSorting))",
        ].joined(separator: "\n")
    }
}

/// Shows one `@AppStorage` property of every supported type; writes the
/// samples when it appears if `writesSamples`.
struct EveryAppStorageType: View {
    var writesSamples = false
    @AppStorage("bool") var bool = false
    @AppStorage("int") var int = 0
    @AppStorage("double") var double = 0.0
    @AppStorage("string") var string = ""
    @AppStorage("url") var url = URL(fileURLWithPath: "/")
    @AppStorage("data") var data = Data()
    @AppStorage("density") var density = Density.regular
    @AppStorage("sorting") var sorting = Sorting.name
    @AppStorage("optionalBool") var optionalBool: Bool?
    @AppStorage("optionalInt") var optionalInt: Int?
    @AppStorage("optionalDouble") var optionalDouble: Double?
    @AppStorage("optionalString") var optionalString: String?
    @AppStorage("optionalURL") var optionalURL: URL?
    @AppStorage("optionalData") var optionalData: Data?
    @AppStorage("optionalDensity") var optionalDensity: Density?
    @AppStorage("optionalSorting") var optionalSorting: Sorting?

    var body: some View {
        Text(
            StoredSamples.lines(
                bool, int, double, string, url, data, density, sorting, optionalBool, optionalInt,
                optionalDouble, optionalString, optionalURL, optionalData, optionalDensity, optionalSorting)
        )
        .onAppear {
            guard writesSamples else { return }
            bool = StoredSamples.bool
            int = StoredSamples.int
            double = StoredSamples.double
            string = StoredSamples.string
            url = StoredSamples.url
            data = StoredSamples.data
            density = StoredSamples.density
            sorting = StoredSamples.sorting
            optionalBool = StoredSamples.optionalBool
            optionalInt = StoredSamples.optionalInt
            optionalDouble = StoredSamples.optionalDouble
            optionalString = StoredSamples.optionalString
            optionalURL = StoredSamples.optionalURL
            optionalData = StoredSamples.optionalData
            optionalDensity = StoredSamples.optionalDensity
            optionalSorting = StoredSamples.optionalSorting
        }
    }
}

extension StorageFile {
    /// A store at `url` that saves automatically and reports to `log`.
    convenience nonisolated init(url: URL, log: DiagnosticLog) {
        self.init(url: url, savesAutomatically: true, diagnose: log.sink)
    }

    /// Returns once the save scheduled by the changes made so far has run:
    /// the main queue's next turn schedules it on the writer queue, which
    /// runs blocks in order.
    func waitForScheduledSave() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                StorageWriter.queue.async { continuation.resume() }
            }
        }
    }

    /// The number of saves that reached the disk.
    var savesCompleted: Int { writer?.savesCompleted ?? 0 }
}

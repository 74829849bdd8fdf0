import Foundation

/// The string of a `Text` created from a literal, with its interpolations.
///
/// Trellis does not localise: the key is the text shown. A `Text` made from
/// a key shows its inline Markdown styled (see `InlineMarkdown`); values
/// interpolated into it are shown as they are, never read as Markdown.
///
/// ```swift
/// Text("**\(name)** joined")              // the name bold, even if it holds "*"
/// Text(LocalizedStringKey(markdownString)) // a variable's Markdown, styled
/// Text("\(Image(systemName: "star")) Favourites")   // ☆ Favourites
/// ```
///
/// An interpolated `Image` or `Text` is kept apart and drawn where it
/// stood, the image as its glyph, the text with its own styles; the key
/// marks the place with U+FFFC (the object replacement character), so in
/// a key that holds one, a U+FFFC of the literal itself also stands for
/// one. Where a key is used as a plain string (a navigation title), they
/// show their characters (`▣` for an image).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text as Markdown source: the literal parts as written, the
    /// interpolated values escaped.
    let markdown: String
    /// What only some keys have: the plain text when it differs from
    /// ``markdown``, the images and texts interpolated. `nil` for most
    /// keys, which so hold one string and copy and destroy as cheaply.
    let extras: Extras?

    /// The rarer parts of a key: its plain text, when it differs from the
    /// Markdown (an interpolated value was escaped), and the images and
    /// texts interpolated, in order, each as a text (see
    /// ``embeddedMarker``).
    final class Extras: Equatable, Sendable {
        let plain: String?
        let embedded: [Text]

        init(plain: String?, embedded: [Text]) {
            self.plain = plain
            self.embedded = embedded
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs.plain == rhs.plain && lhs.embedded == rhs.embedded
        }
    }

    /// The character that marks where an interpolated image or text stands.
    static let embeddedMarker: Character = "\u{FFFC}"

    /// The text with its interpolations, as plain text.
    var resolved: String { extras?.plain ?? markdown }

    /// Creates a key from a literal without interpolation.
    public init(stringLiteral value: String) {
        markdown = value
        extras = nil
    }

    /// Creates a key from a string value; its Markdown is styled.
    public init(_ value: String) {
        markdown = value
        extras = nil
    }

    /// Creates a key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        markdown = stringInterpolation.markdown
        if stringInterpolation.plain != nil || stringInterpolation.embedded != nil {
            extras = Extras(plain: stringInterpolation.plain, embedded: stringInterpolation.embedded ?? [])
        } else {
            extras = nil
        }
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var markdown = ""
        /// The plain text, kept apart from the first escaped value on.
        @usableFromInline var plain: String?
        /// The images and texts interpolated, in order; `nil` until one is.
        var embedded: [Text]?

        /// Whether ``markdown`` was given room for the whole key, which a
        /// first literal part must then be copied into.
        @usableFromInline let reservesCapacity: Bool

        /// Creates an empty interpolation with room for the literal parts.
        /// A key that fits in a string's own 15 bytes (on 64-bit platforms),
        /// as most do, reserves nothing. Inlinable, as
        /// ``appendLiteral(_:)``: the call site's constants then decide.
        @inlinable
        public init(literalCapacity: Int, interpolationCount: Int) {
            let capacity = literalCapacity + interpolationCount * 4
            reservesCapacity = capacity > Self.smallCapacity
            if reservesCapacity {
                markdown.reserveCapacity(capacity)
            }
        }

        /// The UTF-8 bytes a string holds in its own storage, without a
        /// buffer on the heap, on 64-bit platforms (fewer on 32-bit ones,
        /// where a key this long only reserves too little).
        @inlinable static var smallCapacity: Int { 15 }

        /// Appends a literal part. The first part of a key with no room
        /// reserved becomes its Markdown as it is, without a copy.
        /// Inlinable, so that the call site's literal is known: the empty
        /// part after a final interpolation then costs nothing.
        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            if !reservesCapacity, markdown.isEmpty {
                markdown = literal
                return
            }
            markdown += literal
            plain? += literal
        }

        /// Appends an interpolated value's text, escaped in the Markdown.
        private mutating func appendValue(_ text: String) {
            let escaped = InlineMarkdown.escaped(text)
            if plain == nil, escaped.utf8.count != text.utf8.count {
                plain = markdown
            }
            markdown += escaped
            plain? += text
        }

        /// Appends a value as `String(describing:)` shows it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendValue(String(describing: value))
        }

        /// Appends a value's `description`, without the dynamic casts of
        /// `String(describing:)` (numbers, most model values).
        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendValue(value.description)
        }

        /// Appends an integer's decimal digits, as SwiftUI shows one (no
        /// grouping). Digits and a minus sign start no Markdown, so they
        /// are appended without the scan for characters to escape.
        ///
        /// ```swift
        /// Text("row \(index) of \(count)")   // "row 12 of 1000"
        /// ```
        ///
        /// A key that stays within a small string's 15 bytes (`"row 12"`)
        /// is written once, its text so far and the digits together,
        /// rather than formatted into a string and appended: about 250
        /// fewer instructions a key.
        public mutating func appendInterpolation(_ value: Int) {
            guard plain == nil, let written = Self.appending(value, to: markdown) else {
                let digits = String(value)
                markdown += digits
                plain? += digits
                return
            }
            markdown = written
        }

        /// `text` followed by the decimal digits of `value`, or `nil` when
        /// they would not fit in ``smallCapacity`` bytes (or `text` keeps
        /// no UTF-8 of its own, as a bridged string may not).
        ///
        /// ```
        /// appending(-42, to: "row ")   "row -42": 4 bytes copied, "-", then 2, 4 written from the end
        /// ```
        private static func appending(_ value: Int, to text: String) -> String? {
            let magnitude = value.magnitude
            var digitCount = 1
            var rest = magnitude
            while rest >= 10 {
                rest /= 10
                digitCount &+= 1
            }
            let textCount = text.utf8.count
            let count = textCount &+ digitCount &+ (value < 0 ? 1 : 0)
            guard count <= smallCapacity else { return nil }
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                String(unsafeUninitializedCapacity: count) { buffer in
                    let base = buffer.baseAddress.unsafelyUnwrapped
                    if textCount > 0 {
                        base.initialize(from: bytes.baseAddress.unsafelyUnwrapped, count: textCount)
                    }
                    if value < 0 {
                        base[textCount] = UInt8(ascii: "-")
                    }
                    var cursor = base + count
                    var remaining = magnitude
                    repeat {
                        let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
                        cursor -= 1
                        cursor.pointee = UInt8(truncatingIfNeeded: digit) &+ UInt8(ascii: "0")
                        remaining = quotient
                    } while remaining != 0
                    return count
                }
            }
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// Appends a text, drawn with its own styles where it stands (over
        /// the styles of the literal around it).
        ///
        /// ```swift
        /// Text("Total: \(Text(total).bold())")
        /// ```
        public mutating func appendInterpolation(_ text: Text) {
            if plain == nil {
                plain = markdown
            }
            markdown.append(LocalizedStringKey.embeddedMarker)
            plain? += text.plainText
            if embedded == nil {
                embedded = []
            }
            embedded?.append(text)
        }

        /// Appends an image, drawn as its glyph where it stands (a symbol's
        /// glyph, `▣` for a named picture).
        ///
        /// ```swift
        /// Text("\(Image(systemName: "checkmark")) Saved")   // ✓ Saved
        /// ```
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// Appends a date in `style`, as `Text(_:style:)` shows it when the
        /// key is made; a relative style does not tick here (use
        /// `Text(_:style:)` joined with `+` for one that does).
        ///
        /// ```swift
        /// Text("Due \(task.due, style: .date)")
        /// ```
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(Text.format(date, style: style, now: Date()))
        }

        /// Appends a value as `formatter` shows it (nothing when the
        /// formatter cannot format it).
        ///
        /// ```swift
        /// Text("Born \(birthday, formatter: dateFormatter)")
        /// ```
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendValue(formatter.string(for: subject) ?? "")
        }

        /// Appends a date as `formatter` shows it: the form above for
        /// `Date`, which is not `ReferenceConvertible` in the Foundation of
        /// Linux.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            appendValue(formatter.string(for: date) ?? "")
        }

        /// Appends an object as `formatter` shows it (nothing when the
        /// formatter cannot format it).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            appendValue(formatter.string(for: subject) ?? "")
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// Appends a value formatted with `format`.
        public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            appendValue(format.format(input))
        }
    }
}

/// The on-screen keyboard a text field asks for on a phone: accepted, a
/// terminal types with its own keyboard.
///
/// ```swift
/// TextField("Amount", value: $amount, format: .number).keyboardType(.decimalPad)
/// ```
public enum KeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Characters for URLs.
    case URL
    /// Digits.
    case numberPad
    /// Digits and phone symbols.
    case phonePad
    /// Letters and digits for names and phone numbers.
    case namePhonePad
    /// Characters for e-mail addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// Characters for social handles.
    case twitter
    /// Characters for web searches.
    case webSearch
    /// Digits only, in ASCII.
    case asciiCapableNumberPad
}

/// UIKit's name for ``KeyboardType``, so `UIKeyboardType.numberPad` ports.
public typealias UIKeyboardType = KeyboardType

/// How a keyboard capitalizes typed text, in UIKit's older form, for
/// ``View/autocapitalization(_:)``: accepted, as a terminal keyboard
/// capitalizes nothing.
///
/// ```swift
/// .autocapitalization(.words)
/// ```
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// Nothing is capitalized.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// When a phone keyboard capitalizes: accepted.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String

    /// Never capitalizes.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalizes each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalizes each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalizes every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of a phone keyboard's return key: accepted; Return submits.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What a text field holds, for a phone's autofill: accepted.
public struct TextContentType: Hashable, Sendable {
    let name: String

    /// A person's name.
    public static let name = TextContentType(name: "name")
    /// A given name.
    public static let givenName = TextContentType(name: "givenName")
    /// A family name.
    public static let familyName = TextContentType(name: "familyName")
    /// An e-mail address.
    public static let emailAddress = TextContentType(name: "emailAddress")
    /// A phone number.
    public static let telephoneNumber = TextContentType(name: "telephoneNumber")
    /// A user name.
    public static let username = TextContentType(name: "username")
    /// A password.
    public static let password = TextContentType(name: "password")
    /// A new password.
    public static let newPassword = TextContentType(name: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(name: "oneTimeCode")
    /// A URL.
    public static let URL = TextContentType(name: "URL")
    /// A street address.
    public static let fullStreetAddress = TextContentType(name: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = TextContentType(name: "postalCode")
}

/// UIKit's name for ``TextContentType``, so `UITextContentType.username` ports.
public typealias UITextContentType = TextContentType

extension View {
    /// Accepted: a terminal types with its own keyboard.
    public func keyboardType(_ type: KeyboardType) -> some View {
        modifier(_PassthroughModifier(kind: "keyboardType"))
    }

    /// Accepted: a terminal keyboard does not capitalize for you.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_PassthroughModifier(kind: "textInputAutocapitalization"))
    }

    /// Accepted: a terminal keyboard does not autocapitalize. SwiftUI's
    /// older form, with UIKit's ``UITextAutocapitalizationType``.
    ///
    /// ```swift
    /// TextField("Email", text: $email).autocapitalization(.none)
    /// ```
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(_PassthroughModifier(kind: "autocapitalization"))
    }

    /// Accepted: a terminal keyboard does not autocorrect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(_PassthroughModifier(kind: "autocorrectionDisabled"))
    }

    /// Accepted: a terminal keyboard does not autocorrect.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(_PassthroughModifier(kind: "disableAutocorrection"))
    }

    /// Accepted: Return submits, whatever its label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(_PassthroughModifier(kind: "submitLabel"))
    }

    /// Accepted: there is no autofill.
    public func textContentType(_ textContentType: TextContentType?) -> some View {
        modifier(_PassthroughModifier(kind: "textContentType"))
    }
}

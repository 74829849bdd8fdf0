/// The glyphs `Image(systemName:)` draws for SF Symbols names: the most
/// used ones, each one character of one or two cells, and the ones an app
/// adds with ``Image/defineSymbol(_:as:)``.
///
/// A name is looked up as given, then without its variant suffixes, last
/// one first (`star.circle.fill` → `star.circle` → `star`), so a filled or
/// circled variant the table lacks draws its base symbol. A name not found
/// draws `·` (SwiftUI draws nothing, which hides a mistyped name).
///
/// ```
/// "star.fill" → "★"   "trash" → "🗑" (two cells)   "chevron.right" → "›"   "no.such.name" → "·"
/// ```
@MainActor
enum SystemSymbols {
    /// What a name not in the table draws.
    static let fallback = "·"

    /// The glyphs apps defined, looked up before the built-in table.
    static var defined: [String: String] = [:]

    /// The glyph for `name`, and for the variant `.fill` when `filled`.
    static func glyph(for name: String, filled: Bool = false) -> String {
        if filled, !name.hasSuffix(".fill"), let glyph = lookUp(name + ".fill") {
            return glyph
        }
        var candidate = Substring(name)
        while true {
            if let glyph = lookUp(String(candidate)) {
                return glyph
            }
            guard let dot = candidate.lastIndex(of: ".") else { return fallback }
            candidate = candidate[..<dot]
        }
    }

    private static func lookUp(_ name: String) -> String? {
        defined[name] ?? builtIn[name]
    }

    /// The built-in table: SF Symbols names to Unicode characters that
    /// terminals draw without special fonts (geometric shapes, arrows,
    /// dingbats; emoji, two cells wide, where nothing else fits).
    static let builtIn: [String: String] = [
        // Marks and shapes
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "checkmark.square.fill": "☑", "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✖",
        "xmark.square": "☒", "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−",
        "minus.circle": "⊖", "minus.circle.fill": "⊖", "multiply": "×", "divide": "÷", "equal": "=",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "triangle": "△",
        "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆", "largecircle.fill.circle": "◉",
        "smallcircle.filled.circle": "◉", "circlebadge": "◦", "circlebadge.fill": "•",
        // Stars, hearts, flags
        "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "⯪", "heart": "♡", "heart.fill": "♥",
        "flag": "⚐", "flag.fill": "⚑", "bookmark": "🔖", "bookmark.fill": "🔖", "tag": "#", "tag.fill": "#",
        // Arrows and chevrons
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.up.right": "↗",
        "arrow.down.left": "↙", "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        "arrow.uturn.backward": "↩", "arrow.uturn.forward": "↪", "arrow.up.circle": "⇧",
        "arrow.down.circle": "⇩", "chevron.right": "›", "chevron.left": "‹", "chevron.up": "⌃",
        "chevron.down": "⌄", "chevron.forward": "›", "chevron.backward": "‹", "chevron.up.chevron.down": "⇕",
        "arrowtriangle.right.fill": "▸", "arrowtriangle.down.fill": "▾", "arrowtriangle.up.fill": "▴",
        "arrowtriangle.left.fill": "◂", "return": "↵", "delete.left": "⌫", "escape": "⎋",
        "command": "⌘", "option": "⌥", "shift": "⇧", "control": "⌃", "capslock": "⇪",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⤓", "rectangle.portrait.and.arrow.right": "⇥",
        // Media
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "backward": "◁◁", "backward.fill": "◀◀", "forward": "▷▷", "forward.fill": "▶▶", "shuffle": "⤮",
        "repeat": "🔁", "speaker": "🔈", "speaker.wave.2": "🔉", "speaker.wave.3": "🔊", "speaker.slash": "🔇",
        "music.note": "♪", "music.note.list": "♫", "mic": "🎤", "camera": "📷", "photo": "🌄",
        "video": "📹", "film": "🎬", "headphones": "🎧", "tv": "📺",
        // Things
        "house": "⌂", "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙", "trash": "🚮", "folder": "📁",
        "folder.badge.plus": "📁", "doc": "📄", "doc.text": "📄", "doc.on.doc": "⧉", "doc.on.clipboard": "📋",
        "clipboard": "📋", "list.bullet": "☰", "list.number": "☰", "list.dash": "☰", "line.3.horizontal": "☰",
        "line.3.horizontal.decrease": "⏷", "line.3.horizontal.decrease.circle": "⏷", "slider.horizontal.3": "☰",
        "square.grid.2x2": "▦", "rectangle.grid.1x2": "▤", "tray": "📥", "tray.full": "📥", "archivebox": "📦",
        "envelope": "✉", "envelope.fill": "✉", "paperplane": "➤", "paperplane.fill": "➤", "phone": "☎",
        "phone.fill": "☎", "message": "💬", "bubble.left": "💬", "bubble.right": "💬", "bell": "🔔",
        "bell.slash": "🔕", "calendar": "📅", "clock": "◷", "alarm": "⏰", "timer": "⏱", "stopwatch": "⏱",
        "hourglass": "⌛", "magnifyingglass": "⌕", "lock": "🔒", "lock.open": "🔓", "key": "🔑",
        "link": "🔗", "paperclip": "📎", "pencil": "✎", "pencil.circle": "✎", "square.and.pencil": "✎",
        "highlighter": "✎", "scissors": "✂", "printer": "⎙", "book": "📖", "books.vertical": "📚",
        "newspaper": "📰", "graduationcap": "🎓", "briefcase": "💼", "cart": "🛒", "bag": "👜",
        "creditcard": "💳", "dollarsign": "$", "dollarsign.circle": "$", "eurosign": "€",
        "sterlingsign": "£", "yensign": "¥", "percent": "%", "number": "#", "at": "@", "gift": "🎁",
        "hammer": "🔨", "wrench": "🔧", "wrench.and.screwdriver": "🔧", "cube": "⬡", "shippingbox": "📦",
        "chart.bar": "📊", "chart.pie": "◔", "chart.line.uptrend.xyaxis": "📈", "function": "ƒ",
        "terminal": "⌨", "keyboard": "⌨", "desktopcomputer": "💻", "laptopcomputer": "💻", "iphone": "📱",
        "display": "💻", "server.rack": "▤", "externaldrive": "💽", "internaldrive": "💽", "cpu": "▣",
        "memorychip": "▤", "wifi": "📶", "antenna.radiowaves.left.and.right": "📡", "network": "⇄",
        "globe": "🌐", "map": "🧭", "mappin": "📍", "location": "➤", "location.fill": "➤", "car": "🚗",
        "airplane": "✈", "bicycle": "🚲", "figure.walk": "🚶", "bolt": "⚡", "bolt.fill": "⚡",
        "battery.100": "▰", "battery.25": "▱", "lightbulb": "💡", "flame": "🔥", "drop": "💧",
        // Weather and nature
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "moon.stars": "☾",
        "cloud": "☁", "cloud.fill": "☁", "cloud.rain": "☔", "cloud.bolt": "⚡", "snowflake": "❄",
        "wind": "💨", "umbrella": "☂", "leaf": "🍃", "tree": "🌳", "pawprint": "🐾", "thermometer": "°",
        // People and status
        "person": "👤", "person.fill": "👤", "person.circle": "👤", "person.crop.circle": "👤",
        "person.2": "👥", "person.3": "👥", "person.badge.plus": "👤", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "hand.raised": "✋", "eye": "👀", "eye.slash": "🙈", "face.smiling": "☺",
        "info": "ℹ", "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?",
        "exclamationmark": "!", "exclamationmark.circle": "!", "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠", "nosign": "⊘", "slash.circle": "⊘", "power": "⏻",
        "ellipsis": "…", "ellipsis.circle": "⋯", "square.and.arrow.up.on.square": "⇪",
        "sparkles": "✨", "wand.and.stars": "✨", "crown": "♛", "trophy": "🏆", "medal": "🏅",
        "rosette": "🏅", "checklist": "☑", "text.bubble": "💬", "quote.bubble": "❝",
    ]
}

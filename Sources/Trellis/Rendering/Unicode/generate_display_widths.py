#!/usr/bin/env python3
"""Generate DisplayWidthTable.swift: the range tables behind DisplayWidth.

Uses only the standard library's `unicodedata`, so the tables follow the
Unicode version of the Python that runs the script (printed in the header of
the generated file). From the package root:

    python3 Sources/Trellis/Rendering/Unicode/generate_display_widths.py

The output is deterministic: running the script again with the same Python
rewrites the file byte for byte.

Every code point gets one class, the first that applies:

- zero width: general category Mn, Me or Cf (except U+00AD SOFT HYPHEN, which
  is visible), plus U+200B..U+200F, U+2028..U+202E, U+2060..U+206F, U+FEFF and
  the Hangul medial vowels and final consonants U+1160..U+11FF,
  U+D7B0..U+D7FF, which join the preceding leading consonant;
- wide: East Asian Width W or F;
- ambiguous: East Asian Width A;
- narrow: everything else (not stored).

Unassigned code points are zero width in the ranges above, wide in the CJK
ideograph blocks, planes 2 and 3 and the emoji blocks, narrow elsewhere
(see UNASSIGNED_WIDE).

C0 and C1 controls (Cc) are never stored: DisplayWidth handles them itself.
The three tables are therefore disjoint. Each is a list of inclusive ranges,
sorted, with adjacent ranges merged, written as two parallel `[UInt32]`
arrays (starts and ends) that binary search reads directly.
"""

import os
import unicodedata

OUTPUT = "DisplayWidthTable.swift"
SCRIPT = "Sources/Trellis/Rendering/Unicode/generate_display_widths.py"
MAX_CODE_POINT = 0x10FFFF
VALUES_PER_LINE = 8

ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
ZERO_WIDTH_EXTRA = [
    (0x200B, 0x200F),  # zero width space, non-joiner, joiner; LRM, RLM
    (0x2028, 0x202E),  # line and paragraph separators, bidi embeddings
    (0x2060, 0x206F),  # word joiner, invisible operators, bidi isolates
    (0xFEFF, 0xFEFF),  # zero width no-break space (byte order mark)
    (0x1160, 0x11FF),  # Hangul Jungseong and Jongseong
    (0xD7B0, 0xD7FF),  # Hangul Jamo Extended-B
]
VISIBLE_FORMAT_CHARACTERS = {0x00AD}  # soft hyphen: shown as a hyphen

# Python's unicodedata reports East Asian Width "F" for every unassigned code
# point, so unassigned (Cn) code points take the defaults of UAX #11 instead:
# wide in the CJK ideograph blocks and planes 2 and 3, narrow elsewhere. The
# free code points of the four emoji blocks, where new emoji are assigned
# (all so far with East Asian Width W), are wide too, so that emoji newer
# than the tables still take two columns.
UNASSIGNED_WIDE = [
    (0x3400, 0x4DBF),  # CJK Unified Ideographs Extension A
    (0x4E00, 0x9FFF),  # CJK Unified Ideographs
    (0xF900, 0xFAFF),  # CJK Compatibility Ideographs
    (0x1F300, 0x1F64F),  # Miscellaneous Symbols and Pictographs, Emoticons
    (0x1F680, 0x1F6FF),  # Transport and Map Symbols
    (0x1F900, 0x1F9FF),  # Supplemental Symbols and Pictographs
    (0x1FA70, 0x1FAFF),  # Symbols and Pictographs Extended-A
    (0x20000, 0x2FFFD),  # plane 2
    (0x30000, 0x3FFFD),  # plane 3
]


def is_surrogate(code_point):
    return 0xD800 <= code_point <= 0xDFFF


def classify():
    """Return (zero, wide, ambiguous): sorted lists of code points."""
    extra = set()
    for start, end in ZERO_WIDTH_EXTRA:
        extra.update(range(start, end + 1))
    zero, wide, ambiguous = [], [], []
    for code_point in range(MAX_CODE_POINT + 1):
        if is_surrogate(code_point):
            continue
        character = chr(code_point)
        category = unicodedata.category(character)
        if category == "Cc":
            continue
        if code_point in extra or (
            category in ZERO_WIDTH_CATEGORIES and code_point not in VISIBLE_FORMAT_CHARACTERS
        ):
            zero.append(code_point)
            continue
        if category == "Cn":
            if any(start <= code_point <= end for start, end in UNASSIGNED_WIDE):
                wide.append(code_point)
            continue
        east_asian_width = unicodedata.east_asian_width(character)
        if east_asian_width in ("W", "F"):
            wide.append(code_point)
        elif east_asian_width == "A":
            ambiguous.append(code_point)
    return zero, wide, ambiguous


def ranges(code_points):
    """Merge sorted code points into inclusive (start, end) ranges."""
    result = []
    for code_point in code_points:
        if result and result[-1][1] + 1 == code_point:
            result[-1] = (result[-1][0], code_point)
        else:
            result.append((code_point, code_point))
    return result


def latin1_mask(code_points, first):
    """A 64-bit mask with bit (c - first) set for each c in first..first+63."""
    mask = 0
    for code_point in code_points:
        if first <= code_point < first + 64:
            mask |= 1 << (code_point - first)
    return mask


def swift_array(name, values, summary):
    lines = [f"    /// {summary}", f"    static let {name}: [UInt32] = ["]
    for index in range(0, len(values), VALUES_PER_LINE):
        chunk = values[index:index + VALUES_PER_LINE]
        lines.append("        " + ", ".join(f"0x{value:05X}" for value in chunk) + ",")
    lines.append("    ]")
    return lines


def swift_table(name, title, table):
    starts = [start for start, _ in table]
    ends = [end for _, end in table]
    return (
        [f"    // MARK: {title} ({len(table)} ranges)", ""]
        + swift_array(f"{name}Starts", starts, f"First code point of each {title.lower()} range, ascending.")
        + [""]
        + swift_array(f"{name}Ends", ends, f"Last code point (inclusive) of each {title.lower()} range.")
    )


def generate():
    zero, wide, ambiguous = classify()
    latin1_zero_or_wide = [c for c in zero + wide if c < 0x100]
    if latin1_zero_or_wide:
        raise SystemExit(f"Latin-1 fast path broken: zero or wide {latin1_zero_or_wide}")
    low = latin1_mask(ambiguous, 0x80)
    high = latin1_mask(ambiguous, 0xC0)
    version = unicodedata.unidata_version

    lines = [
        f"// Generated by {SCRIPT}",
        f"// from the Unicode {version} character database (Python's unicodedata).",
        "// Do not edit: change the script and run it again from the package root.",
        "",
        "/// Range tables for `DisplayWidth`: the code points that take no column, two",
        "/// columns, or one or two depending on the terminal (East Asian ambiguous).",
        "///",
        "/// Each table is two parallel arrays of inclusive ranges, sorted and",
        "/// non-overlapping, with adjacent ranges merged; the three tables are",
        "/// disjoint. C0 and C1 controls are in none of them. Code points outside",
        "/// every table are one column wide.",
        "enum DisplayWidthTable {",
        "    /// The Unicode version the tables were generated from.",
        f'    static let unicodeVersion = "{version}"',
        "",
        "    /// East Asian ambiguous code points U+0080...U+00BF: bit `n` is U+0080 + n.",
        f"    static let latin1AmbiguousLow: UInt64 = 0x{low:016X}",
        "    /// East Asian ambiguous code points U+00C0...U+00FF: bit `n` is U+00C0 + n.",
        f"    static let latin1AmbiguousHigh: UInt64 = 0x{high:016X}",
        "",
    ]
    lines += swift_table("zeroWidth", "Zero width", ranges(zero))
    lines += [""]
    lines += swift_table("wide", "Wide", ranges(wide))
    lines += [""]
    lines += swift_table("ambiguous", "Ambiguous", ranges(ambiguous))
    lines += ["}", ""]
    return "\n".join(lines)


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), OUTPUT)
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(generate())


if __name__ == "__main__":
    main()

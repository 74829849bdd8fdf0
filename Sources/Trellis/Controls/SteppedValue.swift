/// The one arithmetic controls use to move a user's value by a step: it
/// saturates, so no value, bound or step makes it trap.
///
/// ```swift
/// SteppedValue.moved(Int.max, by: 1, upward: true, limit: nil)         // Int.max
/// SteppedValue.moved(-1, by: 1, upward: true, limit: Int.max)          // 0
/// SteppedValue.moved(UInt(2), by: 3, upward: false, limit: 0)          // 0
/// ```
///
/// The value moves towards `limit` (or the type's own limit when `limit` is
/// `nil`) and stops there. A value already at or past the limit comes back
/// to it. A negative step counts as its size: the direction is `upward`.
///
/// Integers never compute a distance that might not fit their `Stride`
/// (`(-1).distance(to: Int.max)` traps): the room left is taken in the
/// type's unsigned `Magnitude`, where the difference of any two values of
/// the type fits, and the step is compared with it across types. Worked
/// example, `Int8` from −100 up by 300 towards 127:
///
/// ```
/// room  = UInt8(bitPattern: 127) &- UInt8(bitPattern: −100) = 127 &- 156 = 227
/// 300 ≥ 227                                                  → 127
/// ```
///
/// and down towards −128: room = 156 &- 128 = 28; by 50, 50 ≥ 28 → −128;
/// by 20, 20 < 28 and 156 &- 20 = 136 → −120.
///
/// Other `Strideable` values (`Double`, `Date`) move by `advanced(by:)`,
/// which does not trap for them; a type of your own moves by its own
/// `distance(to:)` and `advanced(by:)`, which must not trap either. Cost: a couple of dynamic casts and
/// comparisons per step, paid only when the user presses a key.
enum SteppedValue {
    /// `value` moved by `step` up or down, stopped at `limit` (or at the
    /// type's own limit when `limit` is `nil`).
    static func moved<Value: Strideable>(_ value: Value, by step: Value.Stride, upward: Bool, limit: Value?) -> Value {
        if let integer = value as? any FixedWidthInteger, let size = step as? any BinaryInteger {
            return movedInteger(integer, by: size, upward: upward, limit: limit) as? Value ?? value
        }
        let signed = (step < 0) == upward ? -step : step
        guard let limit else {
            return value.advanced(by: signed)
        }
        if upward ? value >= limit : value <= limit {
            return limit
        }
        let room = value.distance(to: limit)
        return (upward ? room <= signed : room >= signed) ? limit : value.advanced(by: signed)
    }

    /// The integer case of ``moved(_:by:upward:limit:)``; `limit` is a
    /// value of `Integer` or `nil`.
    private static func movedInteger<Integer: FixedWidthInteger>(
        _ value: Integer, by step: some BinaryInteger, upward: Bool, limit: Any?
    ) -> Integer {
        let bound = limit as? Integer ?? (upward ? Integer.max : Integer.min)
        if upward ? value >= bound : value <= bound {
            return bound
        }
        let start = Integer.Magnitude(truncatingIfNeeded: value)
        let end = Integer.Magnitude(truncatingIfNeeded: bound)
        let room = upward ? end &- start : start &- end
        let size = step.magnitude
        if size >= room {
            return bound
        }
        let distance = Integer.Magnitude(truncatingIfNeeded: size)
        return Integer(truncatingIfNeeded: upward ? start &+ distance : start &- distance)
    }
}

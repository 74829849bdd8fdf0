/// The identity of a `.task` without `id:`: always equal to itself.
public struct NoTaskID: Equatable, Sendable {}

import Foundation

/// Where the calendar date comes from, to stamp the name of a file set aside (never for
/// timing: that is the media clock's). The window uses the system's; headless runs and
/// tests a fixed date, so their output does not depend on the day.
public struct CalendarDate: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's date.
    public static let system = CalendarDate { Date() }
    /// 2026-01-01, always.
    public static let fixed = CalendarDate { Date(timeIntervalSince1970: 1_767_225_600) }
}

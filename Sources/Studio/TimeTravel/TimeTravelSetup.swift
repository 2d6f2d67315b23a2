import Foundation
import Gestures
import Services

/// What the front end hands a session opened in the window (`TimeTravelScene`): the live
/// world a take-over goes on in, and a clock for the time its own work takes.
public struct TimeTravelSetup {
    /// The path of the capture opened, as the user named it: a taken-over session's
    /// header names it as its source.
    public var source: String
    /// The studio's context for a taken-over session: its sessions folder (where it is
    /// recorded), the machine, the date to name it by. Without a sessions folder, a
    /// take-over records nothing and says so.
    public var liveContext: StudioContext
    /// The network and clipboard a taken-over session uses.
    public var network: any NetworkClient
    public var pasteboard: Pasteboard
    /// Seconds on a monotonic clock, to cut a long seek into slices a frame can afford and
    /// show its progress; nil carries every seek out at once (tests). The scene never
    /// lets it decide what the replay does, only when it draws.
    public var workClock: (() -> Double)?
    /// Draws and compares the pictures of a mark (a front end's renderer); nil shows the
    /// trees' differences alone.
    public var pictures: MarkPictures?

    public init(source: String, liveContext: StudioContext, network: any NetworkClient, pasteboard: Pasteboard,
                workClock: (() -> Double)? = nil, pictures: MarkPictures? = nil) {
        self.source = source
        self.liveContext = liveContext
        self.network = network
        self.pasteboard = pasteboard
        self.workClock = workClock
        self.pictures = pictures
    }
}

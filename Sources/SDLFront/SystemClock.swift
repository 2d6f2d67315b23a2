import Animation
import CSDL2

/// The media clock of a real window: SDL's high-resolution counter, in seconds since the
/// clock was made (CACurrentMediaTime's role).
public final class SystemClock: MediaClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    public init() {}

    public var now: MediaTime { MediaTime(seconds: Double(SDL_GetPerformanceCounter() - start) / frequency) }

    /// Converts an SDL event timestamp (milliseconds since SDL started) to this clock,
    /// given the clock reading and SDL ticks sampled together.
    func time(fromTicks ticks: UInt32, referenceTicks: UInt32, referenceNow: MediaTime) -> MediaTime {
        referenceNow - Double(Int64(referenceTicks) - Int64(ticks)) / 1000
    }
}

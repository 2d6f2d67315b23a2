import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Services
import TestSupport

/// An app shell driven on a virtual clock, as the screenshot command drives it.
///
/// Its network is offline unless the test hands in a client: every request fails at once,
/// so nothing a test does (a fuzzer shaking the 8-Ball) can reach a real server.
public final class ShellHarness {
    public let shell: AppShell
    public let clock = VirtualClock()

    public init(size: Size = Size(width: 1024, height: 768), tab: ExerciseKind? = .circles, seed: UInt64 = 1,
                store: AppStateStore? = nil, folders: AppFolders = .none, network: NetworkClient = OfflineNetworkClient(),
                options: LaunchOptions = LaunchOptions(), textMeasurer: TextMeasuring? = nil,
                pasteboard: Pasteboard = MemoryPasteboard(),
                makeExercise: @escaping (ExerciseKind, ExerciseServices) -> Exercise = ExerciseFactory.make) {
        var configuration = AppShell.Configuration(size: size, network: network)
        configuration.initialTab = tab
        configuration.seed = seed
        configuration.store = store
        configuration.folders = folders
        configuration.options = options
        configuration.textMeasurer = textMeasurer
        configuration.pasteboard = pasteboard
        configuration.makeExercise = makeExercise
        shell = AppShell(configuration)
    }

    /// A shell whose first tab is an exercise the test makes (a probe holding the widget
    /// under test), with that exercise, after a first frame.
    public static func hosting<E: Exercise>(size: Size = Size(width: 1024, height: 768),
                                            _ make: @escaping (ExerciseServices) -> E) -> (ShellHarness, E) {
        var made: E?
        let h = ShellHarness(size: size, tab: .circles) { _, services in
            let e = make(services)
            made = e
            return e
        }
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, made!)
    }

    /// Replays the events, then runs the clock on to `settle` seconds after the last one.
    public func play(_ script: EventScript, settle: Double = 0.5) {
        let s = script.script
        ScriptPlayer(script: s).play(into: shell, clock: clock, until: max(clock.now, s.duration) + settle)
    }

    /// Replays a long script a chunk of events at a time (as long fuzz runs do), calling
    /// `between` after each chunk, then runs on `settle` seconds.
    public func playInChunks(_ script: EventScript, size: Int = 1000, settle: Double, between: () -> Void = {}) {
        var chunk: [InputEvent] = []
        for e in script.events {
            chunk.append(e)
            if chunk.count == size {
                ScriptPlayer(script: InputScript(events: chunk)).play(into: shell, clock: clock, until: chunk.last!.time)
                between()
                chunk.removeAll()
            }
        }
        ScriptPlayer(script: InputScript(events: chunk)).play(into: shell, clock: clock, until: (chunk.last?.time ?? clock.now) + settle)
    }

    public var dump: LayerDump { shell.rootLayer.dump() }

    /// The centre of a layer in window coordinates, found by name in the dump.
    public func center(of name: String) -> Point? {
        guard let f = dump.first(named: name)?.frame else { return nil }
        return Point(x: f[0] + f[2] / 2, y: f[1] + f[3] / 2)
    }
}

import Animation
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Widgets

extension AppShell {
    /// Everything a window's content is made from: the window's size and first tab, and the
    /// outside world the exercises are handed (files, the network, the clipboard, the seed,
    /// the date). The window, the headless commands and the tests each fill one in.
    ///
    /// The network client has no default: a window hands in the real one, and a test an
    /// offline client or one aimed at a server it started on 127.0.0.1, so no test can
    /// reach a real server by leaving it out.
    public struct Configuration {
        /// The window's size in points.
        public var size: Size
        /// The tab to open; nil opens the remembered one, else Circles. Defaults to nil.
        public var initialTab: ExerciseKind?
        /// Seed for the exercises' random choices (`--seed`). Defaults to 0.
        public var seed: UInt64 = 0
        /// Where the last tab is remembered; nil remembers nothing. Defaults to nil.
        public var store: AppStateStore?
        /// Where exercises keep the user's files. Defaults to `.none`: nothing is kept.
        public var folders: AppFolders = .none
        /// The HTTP client exercises use.
        public var network: NetworkClient
        /// What the command line asked of the exercises. Defaults to none.
        public var options = LaunchOptions()
        /// Measures text for layout as the front end draws it; nil draws none. Defaults to nil.
        public var textMeasurer: TextMeasuring?
        /// The clipboard. Defaults to one of the shell's own.
        public var pasteboard: Pasteboard = MemoryPasteboard()
        /// The date, to stamp set-aside files. Defaults to a fixed one.
        public var calendar: CalendarDate = .fixed
        /// Where off-loop work's results come back: the window's. Defaults to one of the
        /// shell's own.
        public var inbox = Inbox()
        /// The window's focus chain (the studio's); nil: the shell makes its own. Defaults
        /// to nil.
        public var focusChain: FocusChain?
        /// The window's pointer dispatcher (the studio's, whose overlay is another of its
        /// roots); nil: the shell makes its own. Defaults to nil.
        public var pointerDispatcher: PointerDispatcher?
        /// The window's toast (the studio's, on the shell's clock); nil: the shell shows
        /// one of its own. Defaults to nil.
        public var messages: MessageBoard?
        /// Makes a tab's exercise from its services. Defaults to the real ones.
        public var makeExercise: (ExerciseKind, ExerciseServices) -> Exercise = ExerciseFactory.make

        public init(size: Size, network: NetworkClient) {
            self.size = size
            self.network = network
        }
    }
}

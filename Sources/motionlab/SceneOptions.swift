import ArgumentParser
import Exercises
import Foundation
import SDLFront

/// What `run`, `screenshot` and `record` all ask of the scene: the tab, the seed, what to
/// print, and each tab's own options. One group, so the three commands cannot drift.
struct SceneOptions: ParsableArguments {
    @Option(name: .long, help: "The tab to show: \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")) (default: the window opens the one open last time; headless, circles).")
    var tab: ExerciseKind?

    @Option(name: .long, help: "Seed for the exercises' random choices, so a run repeats (default: the window picks one; headless, 1).")
    var seed: UInt64?

    @Flag(name: .long, help: "Print what the exercises do on the way (the 8-Ball's questions and answers); the window also prints its renderer, vsync, pixel scale, font and assets.")
    var verbose = false

    @OptionGroup(title: "Controls gallery")
    var gallery: GalleryArguments

    @OptionGroup(title: "Black Hole")
    var blackHole: BlackHoleArguments

    @OptionGroup(title: "Magic 8-Ball")
    var eightBall: EightBallArguments

    func validate() throws {
        if gallery.gallery && tab != nil { throw ValidationError("--gallery shows the controls gallery instead of a tab; give --tab or --gallery, not both") }
    }

    /// Files these options read, which no command may write over.
    var inputs: [String] { [blackHole.layout].compactMap { $0 } }

    /// Every tab's options, from the command line and the environment.
    func launchOptions(assets: AssetLocator) throws -> LaunchOptions {
        LaunchOptions(blackHole: blackHole.options(assets: assets), eightBall: try eightBall.options(), gallery: gallery.options)
    }
}

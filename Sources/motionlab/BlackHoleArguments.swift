import ArgumentParser
import Exercises
import Foundation
import SDLFront

/// Black Hole's options, shared by `run`, `screenshot` and `record`.
struct BlackHoleArguments: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Black Hole's starting squares (default: Assets/Layouts/squares.json if present, else three random squares).", valueName: "FILE"))
    var layout: String?

    /// The tab's options: `--layout`, else the default layout file in the Assets folder
    /// when there is one.
    func options(assets: AssetLocator) -> BlackHoleOptions {
        let defaultLayout = assets.directory.appendingPathComponent("Layouts/squares.json")
        return BlackHoleOptions(layout: layout.map { URL(fileURLWithPath: $0) }
                                ?? (FileManager.default.fileExists(atPath: defaultLayout.path) ? defaultLayout : nil))
    }
}

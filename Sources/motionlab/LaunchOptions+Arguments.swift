import Exercises
import Foundation
import SDLFront

extension LaunchOptions {
    /// The exercises' options from the command line: `--layout`, else the default layout
    /// file in the Assets folder when there is one.
    init(layout: String?, assets: AssetLocator) {
        let defaultLayout = assets.directory.appendingPathComponent("Layouts/squares.json")
        self.init(blackHoleLayout: layout.map { URL(fileURLWithPath: $0) }
                  ?? (FileManager.default.fileExists(atPath: defaultLayout.path) ? defaultLayout : nil))
    }
}

import Foundation
import Geometry
import Services
import Testing
import TestSupport
@testable import Exercises

/// The colour picker's saved swatches on disk: what is read back, and what is said about
/// what cannot be.
@Suite("Swatch file")
struct SwatchFileTests {
    @Test("a swatch that is not a colour is dropped with one warning naming the file and the value")
    func badSwatch() throws {
        let dir = makeTemporaryDirectory()
        let file = dir.appendingPathComponent("swatches.json")
        try Data(##"["#FF0000", "#GGGGGG", "#00F"]"##.utf8).write(to: file)
        var warnings: [String] = []
        let swatches = SwatchFile(folders: AppFolders(config: nil, data: dir), now: Date.init) { warnings += $0 }
        #expect(swatches.swatches == [.red, Color(blue: 1)])
        #expect(warnings == ["\(file.path): swatch \"#GGGGGG\" is not #RGB, #RRGGBB or #RRGGBBAA; it is dropped"])
    }
}

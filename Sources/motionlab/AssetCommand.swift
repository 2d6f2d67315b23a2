import Animation
import ArgumentParser
import Exercises
import Foundation
import Geometry
import SDLFront

/// `motionlab asset`: renders one of the project's own drawings to a PNG with a
/// transparent background, so the images in Assets are remade by one command.
struct AssetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asset",
        abstract: "Render one of MotionLab's own drawings (the Snowman tab's image) to a transparent PNG.",
        discussion: "swift run motionlab asset snowman --out Assets/Images/snowman.png remakes the Snowman tab's image."
    )

    enum Drawing: String, CaseIterable, ExpressibleByArgument {
        case snowman
    }

    @Argument(help: "The drawing: \(Drawing.allCases.map(\.rawValue).joined(separator: ", ")).")
    var drawing: Drawing

    @Option(name: .long, help: ArgumentHelp("Device pixels per point: more than 0, at most 4.", valueName: "SCALE"))
    var scale: Double = 2

    @Option(name: .long, help: ArgumentHelp("Where to write the PNG.", valueName: "FILE.png"))
    var out: String

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4, got \(scale)") }
    }

    func run() throws {
        try CLIError.checkWritable(out, option: "--out", inputs: [])
        let root: Layer
        switch drawing {
        case .snowman: root = SnowmanDrawing.make()
        }
        let fonts = try CLIError.loadFonts()
        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: Int((root.bounds.width * scale).rounded()), pixelHeight: Int((root.bounds.height * scale).rounded()),
                                         pixelScale: scale, fonts: fonts)
        } catch {
            throw CLIError.environment("\(error)")
        }
        canvas.render(root, background: .clear)
        try CLIError.savePNG(canvas, to: out, inputs: [])
    }
}

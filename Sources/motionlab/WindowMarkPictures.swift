import Animation
import Foundation
import Geometry
import SDLFront
import Storage
import Studio

/// A session window's mark pictures: the replay's drawn headless at the capture's pixel
/// scale (as `replay --diff` draws it), compared with the window's by `PictureComparison`.
/// The pictures go into a private temporary folder, removed with it; each has a new name,
/// since the window keeps a texture per name.
final class WindowMarkPictures: MarkPictures {
    private let fonts: FontLibrary
    private let scale: Double
    private let folder: URL
    private var count = 0

    init(fonts: FontLibrary, scale: Double) throws {
        self.fonts = fonts
        self.scale = scale
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-open-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func newPath(_ stem: String) -> String {
        count += 1
        return folder.appendingPathComponent("\(stem)-\(count).png").path
    }

    func picture(of root: Layer, size: Size) throws -> String {
        let canvas = try Surface.canvas(try Surface.pixels(for: size, scale: scale), scale: scale, fonts: fonts)
        canvas.render(root)
        let path = newPath("replay")
        try canvas.savePNG(to: path)
        return path
    }

    func compare(window: String, replay: String) throws -> (summary: String, difference: String?) {
        let comparison = PictureComparison(expected: try PixelImage.load(window, quietly: true), actual: try PixelImage.load(replay, quietly: true))
        guard let d = comparison.differenceImage() else { return (comparison.summary, nil) }
        let path = newPath("difference")
        try SafeFile.write(try d.pngData(), to: path)
        return (comparison.summary, path)
    }
}

import Foundation

/// Finds the TrueType fonts to draw text with: DejaVu Sans from Debian's fonts-dejavu-core
/// wherever the system keeps it, or the file named by $MOTIONLAB_FONT.
public struct FontLocator: Sendable {
    /// Regular and bold faces; the bold one is optional (SDL2_ttf can embolden).
    public struct Fonts: Sendable, Equatable {
        public var regular: String
        public var bold: String?
    }

    /// Font files tried in order under each fonts directory.
    static let candidates: [(regular: String, bold: String)] = [
        ("truetype/dejavu/DejaVuSans.ttf", "truetype/dejavu/DejaVuSans-Bold.ttf"),
        ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
        ("TTF/DejaVuSans.ttf", "TTF/DejaVuSans-Bold.ttf"),
        ("dejavu-sans-fonts/DejaVuSans.ttf", "dejavu-sans-fonts/DejaVuSans-Bold.ttf"),
        ("truetype/liberation/LiberationSans-Regular.ttf", "truetype/liberation/LiberationSans-Bold.ttf"),
        ("truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSans-Bold.ttf"),
    ]

    public let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The fonts directories to search, per the XDG base directory specification.
    public var searchDirectories: [String] {
        var dirs: [String] = []
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            dirs.append(dataHome + "/fonts")
        } else if let home = environment["HOME"], !home.isEmpty {
            dirs.append(home + "/.local/share/fonts")
        }
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        dirs += dataDirs.split(separator: ":").filter { $0.hasPrefix("/") }.map { $0 + "/fonts" }
        for fallback in ["/usr/share/fonts", "/usr/local/share/fonts"] where !dirs.contains(fallback) {
            dirs.append(fallback)
        }
        return dirs
    }

    public func locate() throws -> Fonts {
        let fm = FileManager.default
        if let custom = environment["MOTIONLAB_FONT"], !custom.isEmpty {
            guard fm.isReadableFile(atPath: custom) else {
                throw FontError(message: "MOTIONLAB_FONT=\(custom) is not a readable font file; point it at a .ttf file or unset it")
            }
            return Fonts(regular: custom, bold: nil)
        }
        for dir in searchDirectories {
            for c in Self.candidates where fm.isReadableFile(atPath: "\(dir)/\(c.regular)") {
                let bold = "\(dir)/\(c.bold)"
                return Fonts(regular: "\(dir)/\(c.regular)", bold: fm.isReadableFile(atPath: bold) ? bold : nil)
            }
        }
        throw FontError(message: "no TrueType font found (looked for DejaVu Sans under \(searchDirectories.joined(separator: ", "))); "
                        + "install one with 'sudo apt-get install fonts-dejavu-core' or set MOTIONLAB_FONT=/path/to/font.ttf")
    }
}

/// No usable font, with what to do about it.
public struct FontError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

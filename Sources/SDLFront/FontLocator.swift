import Foundation

/// Finds the TrueType fonts to draw text with: DejaVu Sans from Debian's fonts-dejavu-core
/// wherever the system keeps it, or the file named by $MOTIONLAB_FONT; and the colour
/// emoji font for what DejaVu lacks, Noto Color Emoji from fonts-noto-color-emoji (or what
/// fontconfig names for "emoji"), or the file named by $MOTIONLAB_EMOJI_FONT ("none": no
/// emoji font).
public struct FontLocator: Sendable {
    /// Regular and bold faces; the bold one is optional (SDL2_ttf can embolden). The emoji
    /// font is optional too: without it, emoji show as the main font's boxes.
    public struct Fonts: Sendable, Equatable {
        public var regular: String
        public var bold: String?
        public var emoji: String? = nil
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

    /// Colour emoji font files tried in order under each fonts directory (Debian, Arch,
    /// Fedora).
    static let emojiCandidates = [
        "truetype/noto/NotoColorEmoji.ttf",
        "noto/NotoColorEmoji.ttf",
        "google-noto-color-emoji-fonts/NotoColorEmoji.ttf",
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
            return Fonts(regular: custom, bold: nil, emoji: locateEmoji())
        }
        for dir in searchDirectories {
            for c in Self.candidates where fm.isReadableFile(atPath: "\(dir)/\(c.regular)") {
                let bold = "\(dir)/\(c.bold)"
                return Fonts(regular: "\(dir)/\(c.regular)", bold: fm.isReadableFile(atPath: bold) ? bold : nil, emoji: locateEmoji())
            }
        }
        throw FontError(message: "no TrueType font found (looked for DejaVu Sans under \(searchDirectories.joined(separator: ", "))); "
                        + "install one with 'sudo apt-get install fonts-dejavu-core' or set MOTIONLAB_FONT=/path/to/font.ttf")
    }
}

extension FontLocator {
    /// The colour emoji font, or nil: $MOTIONLAB_EMOJI_FONT when set (a path, or "none"),
    /// else Noto Color Emoji under the fonts directories, else what fontconfig's
    /// `fc-match` names for "emoji" when it has colour. Never an error: text then shows
    /// boxes for emoji, as it did before there was a fallback.
    public func locateEmoji() -> String? {
        let fm = FileManager.default
        if let custom = environment["MOTIONLAB_EMOJI_FONT"], !custom.isEmpty {
            return custom != "none" && fm.isReadableFile(atPath: custom) ? custom : nil
        }
        for dir in searchDirectories {
            for c in Self.emojiCandidates where fm.isReadableFile(atPath: "\(dir)/\(c)") { return "\(dir)/\(c)" }
        }
        return fontconfigEmoji()
    }

    /// Asks fontconfig for a colour emoji font; nil when fc-match is missing or names a
    /// font without colour (its last resort is any font at all).
    private func fontconfigEmoji() -> String? {
        let fm = FileManager.default
        guard let tool = ["/usr/bin/fc-match", "/usr/local/bin/fc-match", "/bin/fc-match"].first(where: { fm.isExecutableFile(atPath: $0) })
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format=%{file}\\n%{color}", "emoji:color=true"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0, lines.count == 2, lines[1] == "True", fm.isReadableFile(atPath: lines[0]) else { return nil }
        return lines[0]
    }
}

/// No usable font, with what to do about it.
public struct FontError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

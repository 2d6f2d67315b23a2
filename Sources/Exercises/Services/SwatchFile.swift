import Foundation
import Geometry
import Services
import Storage
import Widgets

/// The colour picker's saved swatches, in `swatches.json` in the data folder, as hex
/// strings. Read once, written whole through `JSONFileStore` (a corrupt file is set aside,
/// never saved over); a swatch that is not a colour is dropped with a warning naming it. With no data folder they last for the run only.
public final class SwatchFile: SwatchStore {
    private let store: JSONFileStore<[String]>?
    public private(set) var swatches: [Color]
    /// Called with problems met reading or saving the file, one line each.
    private let warn: ([String]) -> Void

    public init(folders: AppFolders, now: @escaping () -> Date, warn: @escaping ([String]) -> Void) {
        self.warn = warn
        store = folders.data.map {
            JSONFileStore(file: $0.appendingPathComponent("swatches.json"), contents: "saved colour swatches", now: now)
        }
        var dropped: [String] = []
        let path = store?.file.path ?? "swatches.json"
        swatches = (store?.load() ?? []).compactMap { hex in
            guard let c = try? Color(hex: hex) else {
                dropped.append("\(path): swatch \"\(hex.prefix(40))\" is not #RGB, #RRGGBB or #RRGGBBAA; it is dropped")
                return nil
            }
            return c
        }
        let w = (store?.takeWarnings() ?? []) + dropped
        if !w.isEmpty { warn(w) }
    }

    public func save(_ swatches: [Color]) {
        self.swatches = swatches
        store?.save(swatches.map(\.hexRGBA))
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }
}

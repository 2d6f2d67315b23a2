import Foundation
import Geometry
import Storage
import Widgets

/// The colour picker's saved swatches, in `swatches.json` in the data folder, as hex
/// strings. Read once, written whole through `JSONFileStore` (a corrupt file is set aside,
/// never saved over). With no data folder they last for the run only.
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
        swatches = (store?.load() ?? []).compactMap { try? Color(hex: $0) }
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }

    public func save(_ swatches: [Color]) {
        self.swatches = swatches
        store?.save(swatches.map(\.hexRGBA))
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }
}

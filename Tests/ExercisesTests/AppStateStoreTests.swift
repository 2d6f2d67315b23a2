import Foundation
import Testing
import TestSupport
@testable import Exercises

/// What the app remembers across launches, in state.json: what is read, and what is said
/// about what is not.
@Suite("App state store")
struct AppStateStoreTests {
    @Test("unknown keys in the state file are each named in one warning; the known one is still read")
    func unknownKeys() throws {
        let dir = makeTemporaryDirectory()
        let file = dir.appendingPathComponent("state.json")
        try Data(#"{"lastTab": "snowman", "zoom": 2, "lastTabb": "circles"}"#.utf8).write(to: file)
        let store = AppStateStore(directory: dir, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        #expect(store.load() == AppState(lastTab: .snowman))
        #expect(store.takeWarnings() == ["lastTabb", "zoom"].map {
            "\(file.path): unknown key \"\($0)\" is ignored (the only key is \"lastTab\"), and not kept when the state is next saved"
        })
        #expect(store.takeWarnings().isEmpty)
    }
}

import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
@testable import Studio
import StudioApp
import Testing
import TestSupport

@Suite("The studio's keys")
struct StudioKeysTests {
    let folder = makeTemporaryDirectory("studio-keys")

    func keyEntries(_ capture: Capture) -> [String] {
        capture.entries.compactMap { e in
            guard case .input(let i) = e, case .key(let k) = i.kind else { return nil }
            return "\(KeyChord(key: k.key, modifiers: k.modifiers)) \(k.isDown ? "down" : "up")"
        }
    }

    @Test("no studio key reaches a capture, press or release; the scene's keys are recorded, and the window's go to the front end")
    func studioKeysAreNotRecorded() throws {
        let url = folder.appendingPathComponent("keys.json")
        var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineNetworkClient())
        c.initialTab = .circles
        let studio = try StudioScene(configuration: c, captureTo: url)
        var t = 0.1
        func send(_ chord: String, down: Bool) {
            let k = KeyChord(parsing: chord)!
            studio.handle(InputEvent(time: MediaTime(seconds: t), .key(KeyEvent(key: k.key, modifiers: k.modifiers, isDown: down))))
            t += 0.02
            studio.update(at: MediaTime(seconds: t))
        }
        for chord in ["f12", "ctrl+shift+i", "ctrl+shift+i", "ctrl+shift+f", "ctrl+shift+p", "ctrl+r", "ctrl+t", "ctrl+t", "ctrl+q"] {
            send(chord, down: true)
            send(chord, down: false)
        }
        // Ctrl+Shift+I with the modifiers let go first: a lone release of i.
        send("ctrl+shift+i", down: true)
        send("i", down: false)
        #expect(studio.takeFrontEndActions().map(\.action) == [.screenshot, .paintFlashing, .quit])
        #expect(studio.inspector.isOpen, "pressed three times")
        #expect(studio.windowWillClose(at: MediaTime(seconds: t)) == url)
        let capture = try Capture.load(contentsOf: url)
        #expect(keyEntries(capture) == ["ctrl+t down", "ctrl+t up", "ctrl+t down", "ctrl+t up"])
    }

    @Test("the frame driver hands the window's studio commands to its host")
    func driverHandsCommandsToTheHost() throws {
        var c = AppShell.Configuration(size: Size(width: 800, height: 600), network: OfflineNetworkClient())
        c.initialTab = .circles
        let studio = try StudioScene(configuration: c)
        let f12 = KeyChord(parsing: "f12")!
        let host = VirtualFrameHost(events: [InputEvent(time: 0.1, .key(KeyEvent(key: f12.key, isDown: true))),
                                             InputEvent(time: 0.15, .key(KeyEvent(key: f12.key, isDown: false)))],
                                    stopTime: 0.5)
        FrameDriver(scene: studio, host: host).run()
        #expect(host.performed == [.screenshot])
    }

    @Test("the committed captures hold no studio key")
    func committedCapturesHoldNoStudioKey() throws {
        let files = try CommittedCaptures.files()
        #expect(files.count >= 5)
        // A press or a release of a studio chord (the window used to let F12's release and
        // Ctrl+Q through).
        let studioChords = Set(KeyCommands.all.filter { $0.kind == .studio }.flatMap { $0.bindings.map(\.chord) })
        for url in files {
            let capture = try Capture.load(contentsOf: url)
            let found = capture.entries.compactMap { e -> String? in
                guard case .input(let i) = e, case .key(let k) = i.kind else { return nil }
                let chord = KeyChord(key: k.key, modifiers: k.modifiers)
                return studioChords.contains(chord) ? chord.description : nil
            }
            #expect(found.isEmpty, "\(url.lastPathComponent) holds studio keys \(found)")
        }
    }
}

import Animation
import Foundation
import Geometry
import Testing
import TestSupport
@testable import SDLFront

/// The GL path checked as the window runs it: a window on SDL's offscreen video driver
/// (GL through Mesa's EGL and llvmpipe), fed whole replays of each tab and the gallery.
/// After each frame, the kept GL target, where only the damage was redrawn, is read back
/// and compared with a full redraw by the same renderer, pixel for pixel (tolerance 0).
@Suite("Damage replays on the GL path", .serialized, .tags(.heavy))
struct GLDamageReplayTests {
    static let replays = DamageReplayTests.replays.filter { !$0.script.hasPrefix("Assets/Docs/") || $0.gallery != nil }

    @Test("every frame the GL target keeps equals a full redraw", arguments: GLDamageReplayTests.replays)
    func keptFrameMatches(_ replay: DamageReplayTests.Replay) async throws {
        let (mismatches, partial, frames) = try await onOwnThread { try Self.compare(replay) }
        #expect(mismatches.isEmpty, "\(replay): frames \(mismatches.prefix(10)) of \(frames) differ from a full redraw")
        #expect(partial > frames / 4, "\(replay): only \(partial) of \(frames) frames were partial")
    }

    /// Replays the script into a GL window: the frames whose kept target differs from a
    /// full redraw, how many redrew part of the window, and how many there were.
    static func compare(_ replay: DamageReplayTests.Replay) throws -> (mismatches: [Int], partial: Int, frames: Int) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        sdlLock.lock()
        defer { sdlLock.unlock() }
        var window: AppWindow?
        var reference: DisplayListBuilder?
        var partial = 0, mismatches: [Int] = []
        let frames = try DamageReplayTests.play(replay, setUp: { size in
            let w = try AppWindow(title: "MotionLab test", size: size, minimumSize: size, fonts: TestFonts.shared,
                                  assets: AssetLocator(), renderPath: .gl)
            guard w.renderPath == .gl else {
                throw Failure("no GL render target on SDL's offscreen driver (renderer \(w.rendererName)); "
                    + "install Mesa's EGL and llvmpipe (Tools/install-deps.sh) to check the GL path")
            }
            window = w
            reference = DisplayListBuilder(pixelScale: w.pixelScale, measurer: TestFonts.shared)
        }, frame: { frame, root in
            guard let window, let reference else { return }
            window.present([root])
            if window.lastRedrawnShare < 1 { partial += 1 }
            guard let kept = window.keptFramePixels() else { throw Failure("the GL target could not be read back") }
            guard let full = window.fullRedrawPixels(of: [root], builder: reference) else {
                throw Failure("a full redraw could not be read back")
            }
            if kept != full { mismatches.append(frame) }
        })
        return (mismatches, partial, frames)
    }

    /// Why the check could not be made (thrown from the drawing thread, where no
    /// expectation can be recorded).
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

import Animation
import Foundation
import Testing
import TestSupport
@testable import SDLFront

/// The core follows the raster profile the front end hands it, not one rasteriser it
/// knows: the damage replays drawn with a made-up profile (a quarter-pixel bias, positions
/// handed over as they fall, translucent shapes blended as they are) still draw every
/// frame from damage exactly as a full redraw, and their frames differ from those drawn
/// with SDL's own profile, so the profile did change what was drawn. (The pairing stays
/// SDL's: that is what the rasteriser underneath does, whatever the core is told.)
@Suite("Damage replays with a made-up raster profile", .serialized, .tags(.heavy))
struct RasterProfileReplayTests {
    static let madeUp = RasterProfile(positionBias: 0.25, truncatesPositions: false, isolatesTranslucentShapes: false,
                                      pairing: .sdlSoftware)

    @Test("every frame drawn from damage equals a full redraw under a made-up profile", arguments: DamageReplayTests.replays)
    func replayMatches(_ replay: DamageReplayTests.Replay) async throws {
        let (mismatches, differing, partial, frames) = try await onOwnThread { try Self.compare(replay) }
        #expect(mismatches.isEmpty, "\(replay): frames \(mismatches.prefix(10)) of \(frames) differ from a full redraw")
        #expect(differing > 0, "\(replay): no frame differs from SDL's own profile's: the profile was not followed")
        #expect(partial > frames / 4, "\(replay): only \(partial) of \(frames) frames were partial")
    }

    /// Replays the script, drawing each frame with the made-up profile from damage and in
    /// full, and in full with SDL's profile: the frames where the first differs from the
    /// second, how many where the second differs from the third, how many were drawn from
    /// part of the canvas, and how many there were.
    static func compare(_ replay: DamageReplayTests.Replay) throws -> (mismatches: [Int], differing: Int, partial: Int, frames: Int) {
        sdlLock.lock()
        defer { sdlLock.unlock() }
        var damaged, full, standard: OffscreenCanvas?
        var partial = 0, differing = 0, mismatches: [Int] = []
        let frames = try DamageReplayTests.play(replay, setUp: { size in
            let w = Int(size.width), h = Int(size.height)
            damaged = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
            damaged!.raster = madeUp
            damaged!.drawsDamageOnly = true
            full = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
            full!.raster = madeUp
            standard = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: TestFonts.shared)
        }, frame: { frame, root in
            guard let damaged, let full, let standard else { return }
            damaged.render(root)
            full.render(root)
            standard.render(root)
            if let d = damaged.lastDamage, !d.isWhole { partial += 1 }
            let fullPixels = full.argbPixels()
            if standard.argbPixels() != fullPixels { differing += 1 }
            if damaged.argbPixels() != fullPixels { mismatches.append(frame) }
        })
        return (mismatches, differing, partial, frames)
    }
}

import Foundation
import Testing
@testable import Geometry

private func approx(_ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-9) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { abs($0 - $1) <= tol }
}

@Suite("Transform3D")
struct Transform3DTests {
    @Test("concatenation applies the left transform first")
    func concatOrder() {
        let t = Transform3D.scale(2).concatenating(.translation(x: 10))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        let u = Transform3D.translation(x: 10).concatenating(.scale(2))
        #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    }

    @Test("rotation about z by 90 degrees turns +x into +y on a y-down screen")
    func rotationZ() throws {
        let p = try #require(Transform3D.rotationZ(.pi / 2).apply(to: Point(x: 1, y: 0)))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("a transform times its inverse is the identity, perspective included",
          arguments: [
            Transform3D.translation(x: 3, y: -4, z: 5),
            Transform3D.rotationX(0.7).concatenating(.scale(x: 2, y: 0.5, z: 3)).concatenating(.translation(x: 10, y: 20)),
            Transform3D.rotationY(1.1).concatenating(.perspective(eyeDistance: 500)).concatenating(.translation(x: 100, y: 50)),
          ])
    func inverse(t: Transform3D) throws {
        let inv = try #require(t.inverted)
        #expect(approx(t.concatenating(inv), .identity))
        #expect(approx(inv.concatenating(t), .identity))
    }

    @Test("a singular matrix has no inverse")
    func singular() {
        #expect(Transform3D.scale(x: 0, y: 1, z: 1).inverted == nil)
    }

    @Test("the plane homography inverts a perspective projection exactly")
    func homographyThroughPerspective() throws {
        let t = Transform3D.rotationX(1.0).concatenating(.perspective(eyeDistance: 400)).concatenating(.translation(x: 320, y: 240))
        let h = t.planeHomography
        let inv = try #require(h.inverted)
        for p in [Point(x: 0, y: 0), Point(x: 50, y: -30), Point(x: -80, y: 60)] {
            let screen = try #require(t.apply(to: p))
            #expect(screen == h.apply(to: p))
            let back = try #require(inv.apply(to: screen))
            #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        }
    }

    @Test("decomposing and recomposing gives the transform back",
          arguments: [
            Transform3D.identity,
            Transform3D.translation(x: 5, y: 6, z: 7),
            Transform3D.rotationZ(0.5),
            Transform3D.rotationX(-1.2).concatenating(.rotationY(0.4)),
            Transform3D.scale(x: 2, y: 3, z: 0.5).concatenating(.rotationZ(2.0)).concatenating(.translation(x: 1, y: 2, z: 3)),
            Transform3D.scale(x: -1, y: 1, z: 1).concatenating(.rotationY(0.3)),
            Transform3D.rotationX(0.8).concatenating(.perspective(eyeDistance: 600)),
            Transform3D(m11: 1, m12: 0.3, m21: 0.2, m22: 1, m41: 4, m42: -2),
          ])
    func decompositionRoundTrip(t: Transform3D) throws {
        let d = try #require(t.decomposed)
        #expect(approx(d.recomposed, t, 1e-9), "recomposed \(d.recomposed.rowMajor) from \(t.rowMajor)")
    }

    @Test("decomposition reads off translation, scale and a z rotation")
    func decompositionParts() throws {
        let t = Transform3D.scale(x: 2, y: 3, z: 1).concatenating(.rotationZ(.pi / 3)).concatenating(.translation(x: 7, y: 8))
        let d = try #require(t.decomposed)
        #expect(abs(d.translation.x - 7) < 1e-12 && abs(d.translation.y - 8) < 1e-12)
        #expect(abs(d.scale.x - 2) < 1e-12 && abs(d.scale.y - 3) < 1e-12)
        let angle = 2 * atan2(d.quaternion.z, d.quaternion.w)
        #expect(abs(abs(angle) - .pi / 3) < 1e-12)
    }
}

import Dynamics
import Testing
@testable import Animation

@Suite("Curve specs")
struct CurveSpecTests {
    @Test("named curves, cubic-bezier and spring parse", arguments: [
        ("easeIn", CurveSpec.timing(.easeIn)),
        ("default", .timing(.default)),
        ("cubic-bezier(0.25, 0, 0.75, 1)", .timing(TimingFunction(0.25, 0, 0.75, 1))),
        ("spring(mass=2,damping=4)", .spring(Spring(mass: 2, stiffness: 100, damping: 4), velocity: 0)),
        ("spring()", .spring(Spring(), velocity: 0)),
    ])
    func parses(text: String, spec: CurveSpec) throws {
        #expect(try CurveSpec(parsing: text) == spec)
    }

    @Test("malformed curves name themselves and the problem", arguments: [
        "wobble", "cubic-bezier(1,2,3)", "cubic-bezier(2,0,0.5,1)", "spring(mass=0)", "spring(color=3)", "cubic-bezier(a,b,c,d)",
    ])
    func rejects(text: String) {
        let error = #expect(throws: CurveSpecError.self) { try CurveSpec(parsing: text) }
        #expect(error?.description.contains("\"\(text)\"") == true)
    }

    @Test("springs are sampled in seconds until they settle")
    func springSamples() throws {
        let spec = try CurveSpec(parsing: "spring(stiffness=100,damping=10)")
        let samples = spec.samples(count: 11, duration: spec.naturalDuration)
        #expect(samples.first?.value == 0)
        #expect(abs(samples.last!.value - 1) < 1e-3)
        #expect(samples.contains { $0.value > 1 })
    }
}

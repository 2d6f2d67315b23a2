import Animation
import AppTestSupport
import Exercises
import Geometry
import Testing
import TestSupport
@testable import SDLFront

/// The shell in windows smaller than it likes, measured with the real fonts.
@Suite("Small windows", .serialized)
struct SmallWindowTests {
    @Test("in a window narrower than the minimum the tab titles truncate instead of colliding")
    func tabTitlesFit() throws {
        for (width, truncates) in [(400.0, true), (AppShell.minimumSize.width, false)] {
            let shell = ShellHarness(size: Size(width: width, height: 300), tab: .circles).shell
            let builder = DisplayListBuilder(measurer: TestFonts.shared)
            let list = builder.build(shell.rootLayer, pixelWidth: Int(width), pixelHeight: 300)
            let titles = list.commands.compactMap { c -> (String, Range<Int>)? in
                if case .draw(.text(let key)?, let range) = c, ExerciseKind.allCases.contains(where: { key.string.hasPrefix($0.title.prefix(3)) }) {
                    return (key.string, range)
                }
                return nil
            }
            let truncated = titles.filter { $0.0.hasSuffix("…") }
            #expect(truncates ? !truncated.isEmpty : truncated.isEmpty, "\(width): \(titles.map(\.0))")
            // Each title's quad stays inside its fifth of the bar.
            let vertices = list.vertexArray, indices = list.indexArray
            for (i, title) in titles.enumerated() {
                let xs = title.1.map { Double(vertices[Int(indices[$0])].x) }
                let slot = width / 5
                #expect(xs.min()! >= Double(i) * slot && xs.max()! <= Double(i + 1) * slot + 1, "\(title.0) spills out of its tab")
            }
        }
    }
}

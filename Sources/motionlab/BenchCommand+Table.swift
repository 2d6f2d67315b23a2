import Animation
import Foundation
import Geometry
import SDLFront

extension BenchCommand {
    struct TableResult {
        /// Scrolling (cells retired and made) and building the display list: the core.
        var core: Double
        var scroll: Double
        var draw: Double
        var cellsAlive: Int
        var cellsInView: Int
    }

    /// Scrolls a table of `rows` rows at a steady `speed` frame by frame: move the offset
    /// (retiring and reusing cells), build the display list, draw; timing each part.
    func measureTable(rows: Int, speed: Double, frames: Int, size: Size, fonts: FontLibrary) throws -> TableResult {
        let scene = TableBenchScene(rows: rows, size: size)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), fonts: fonts)
        let list = DisplayList()
        var core: [Double] = [], scroll: [Double] = [], draw: [Double] = []
        let clock = ContinuousClock()
        var most = 0
        for f in 0..<(frames + 3) {
            let t0 = clock.now
            scene.scroll(to: Double(f) / 60, speed: speed)
            let t1 = clock.now
            canvas.builder.build(scene.root, pixelWidth: Int(size.width), pixelHeight: Int(size.height), into: list)
            let t2 = clock.now
            if !coreOnly { canvas.render(list) }
            let t3 = clock.now
            most = max(most, scene.table.visibleCells.count)
            guard f >= 3 else { continue } // warm-up
            core.append(ms(t2 - t0))
            scroll.append(ms(t1 - t0))
            draw.append(ms(t3 - t2))
        }
        return TableResult(core: median(core), scroll: median(scroll), draw: median(draw), cellsAlive: scene.table.cellsMade, cellsInView: most)
    }
}

import Animation
import AppTestSupport
import Dynamics
import Exercises
import Foundation
import Geometry
import Gestures
@testable import Studio
import StudioApp
import Testing
import TestSupport

/// A window root with a tab under it ("content") holding two layers, and a tab bar beside
/// it, on a host at time 1.
private func tree() -> (host: LayerHost, tab: Layer, a: Layer, b: Layer, bar: Layer) {
    let root = Layer(name: "window")
    let tab = Layer(name: "content")
    let a = Layer(name: "a"), b = Layer(name: "b"), bar = Layer(name: "tabbar")
    root.addSublayer(tab)
    root.addSublayer(bar)
    tab.addSublayer(a)
    a.addSublayer(b)
    let host = LayerHost(root: root)
    host.update(at: 1)
    return (host, tab, a, b, root.sublayers[1])
}

private func fade(_ duration: Double) -> BasicAnimation {
    BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: duration)
}

@Suite("Animation timeline")
struct AnimationTimelineTests {
    @Test("captures what runs when it starts and what is added after, grouped by the moment they were added")
    func capturesAndGroups() {
        let (host, tab, a, b, bar) = tree()
        a.add(fade(2), forKey: "early")
        let timeline = AnimationTimeline(host: host, tab: tab) { $0.isDescendant(of: tab) }
        host.update(at: 1.5)
        timeline.start()
        #expect(timeline.groups.count == 1)
        #expect(timeline.groups[0].animations.map(\.key) == ["early"])
        #expect(timeline.groups[0].start == 1)
        host.update(at: 2)
        a.add(fade(0.5), forKey: "one")
        b.add(fade(1), forKey: "two")
        bar.add(fade(1), forKey: "tab bar")
        host.update(at: 2.25)
        b.add(fade(1), forKey: "three")
        #expect(timeline.groups.map { $0.animations.map(\.key) } == [["early"], ["one", "two"], ["three"]])
        #expect(timeline.groups[1].animations.map(\.path) == ["window/content/a", "window/content/a/b"])
        #expect(timeline.selected === timeline.groups[2], "the newest group is selected")
        #expect(timeline.groups[1].start == 2 && timeline.groups[1].duration == 1)
    }

    @Test("keeps animations after their layers drop them, and says they are off the layer")
    func keepsFinished() {
        let (host, tab, a, _, _) = tree()
        let timeline = AnimationTimeline(host: host, tab: tab) { $0.isDescendant(of: tab) }
        timeline.start()
        a.add(fade(0.5), forKey: "fade")
        host.update(at: 2)
        #expect(a.animations.isEmpty)
        let row = timeline.snapshot().groups[0].animations[0]
        #expect(row.keyPath == "opacity" && row.kind == .basic && row.phase == "after" && !row.onLayer)
        #expect(row.beginTime == 1 && row.duration == 0.5 && row.timingFunction == [0, 0, 1, 1])
    }

    @Test("an animation added to a layer with no tree is captured as the layer joins, and begins where it is first evaluated")
    func joinsLater() {
        let (host, tab, a, _, _) = tree()
        let timeline = AnimationTimeline(host: host, tab: tab) { $0.isDescendant(of: tab) }
        timeline.start()
        let loose = Layer(name: "loose")
        loose.add(fade(1), forKey: "pop")
        host.update(at: 1.25)
        a.addSublayer(loose)
        #expect(timeline.groups.count == 1 && timeline.groups[0].animations[0].begin == nil)
        host.update(at: 1.5)
        timeline.frameDidUpdate(stepping: false)
        #expect(timeline.groups[0].animations[0].begin?.media == 1.5)
    }

    @Test("a spring row gives its parameters and a group row its children, each at the moment described")
    func describesKinds() {
        let (host, tab, a, _, _) = tree()
        let timeline = AnimationTimeline(host: host, tab: tab) { $0.isDescendant(of: tab) }
        timeline.start()
        let spring = SpringAnimation(.positionX, spring: Spring(mass: 1, stiffness: 200, damping: 20), from: .scalar(0), to: .scalar(10))
        let group = AnimationGroup([fade(1), BasicAnimation(.positionY, from: .scalar(0), to: .scalar(5), duration: 2)], duration: 2)
        group.timing.repeatCount = .infinity
        group.timing.autoreverses = true
        a.add(spring, forKey: "spring")
        a.add(group, forKey: "group")
        host.update(at: 1.5)
        let rows = timeline.snapshot().groups[0].animations
        #expect(rows[0].kind == .spring && rows[0].curve == "spring" && rows[0].timingFunction == nil)
        #expect(rows[0].spring == AnimationDescription.SpringParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0))
        #expect(rows[1].kind == .group && rows[1].repeatCount.isInfinite && rows[1].autoreverses)
        #expect(rows[1].fraction == 0.25 && rows[1].children?.map(\.keyPath) == ["opacity", "position.y"])
        #expect(rows[1].children?[0].fraction == 0.5 && rows[1].children?[1].fraction == 0.25)
    }

    @Test("the Color Timer's cross-fade is listed with 0.3 s and ease-in-out control points while it runs")
    func colorTimerCrossFade() throws {
        let h = ShellHarness(tab: .colorTimer)
        let timeline = AnimationTimeline(host: h.shell.host, tab: h.shell.contentLayer, accepts: h.shell.isInTab)
        timeline.start()
        h.play(EventScript(start: 0.05), settle: 0)
        let start = try #require(h.center(of: "start-button"))
        var s = EventScript(start: 0.5)
        s.click(start.x, start.y)
        h.play(s, settle: 1.7 - s.time.seconds)
        let rows = timeline.snapshot().groups.flatMap(\.animations).filter { $0.keyPath == "backgroundColor" && $0.phase == "active" }
        #expect(rows.count == 1)
        #expect(rows.first?.duration == 0.3 && rows.first?.timingFunction == [0.42, 0, 0.58, 1] && rows.first?.curve == "easeInEaseOut")
        #expect(rows.first?.layer == "window/content/color-timer/timer-background")
    }
}

import Animation
import Foundation
import Geometry
import Gestures
import Widgets

/// Color Timer: a countdown whose background flips between two colours each second, and
/// whose time and colours can be changed while it runs.
///
/// The timer runs on its own layer's time (`TimerDial`): a tick every second of that local
/// time, so Ctrl+T slows it and Ctrl+P stops it, and Pause holds it by QA1673. The start
/// button reads Start, Pause, Resume, and Restart at zero. The stepper sets the time (at
/// once, mid-countdown too); a row of the configurator picks what the colour well edits
/// (a double-click opens the picker on it). Settings are kept in `color-timer.json`,
/// written at most every 0.5 s of wall time (`ColorTimerSaver`), and at once when the tab
/// is left or the exercise goes away.
///
/// The stepper's row, the configurator and the colour well's row make a column
/// ("settings", a scroll view) that scrolls when the window is too short for it.
///
/// Layer names: those of `TimerDial`, "settings", "time-stepper", "start-button", the
/// configurator's rows (`ColorConfigurator`), "color-well".
public final class ColorTimerExercise: Exercise {
    public let layer: Layer
    private let services: ExerciseServices
    private let saver: ColorTimerSaver
    private(set) var settings: ColorTimerSettings
    private(set) var countdown: Countdown
    /// The seconds the ring measures against: the set time at the start, and more if the
    /// stepper adds.
    private var ringTotal = 1
    let dial = TimerDial()
    let stepper: Stepper
    private let stepperCard = Layer(name: "time-stepper.card")
    private let stepperCaption = TextLayer(name: "time-stepper.caption", string: "Set Timer", fontSize: 17, textColor: Theme.label)
    /// The time a start counts from, beside the stepper that sets it (as iOS's settings
    /// show a value beside its control): what Start or Restart will count down from.
    private let stepperValue = TextLayer(name: "time-stepper.value", fontSize: 17, textColor: Theme.secondaryLabel, alignment: .right)
    let table = TableView(name: "config")
    /// The settings column: scrolls (and passes the wheel over the table on to it) where the
    /// window is too short for all of it.
    let settingsColumn = ScrollView(name: "settings")
    private let configurator: ColorConfigurator
    let well: ColorWell
    private let wellCard = Layer(name: "color-well.card")
    private let wellCaption = TextLayer(name: "color-well.caption", string: "Pick the color", fontSize: 17, textColor: Theme.label)
    let startButton = Button(name: "start-button", title: "Start")
    /// The last click on a row, for telling a double-click.
    private var lastRowClick: (row: Int, time: LocalTime)?

    /// Makes the tab; `wallScheduler` paces its writes to disk (defaults to the wall time
    /// of a sleep off the loop, through the services' inbox).
    init(services: ExerciseServices, wallScheduler: WallScheduler? = nil) {
        self.services = services
        layer = services.layer
        layer.backgroundColor = Theme.groupedBackground
        let file = ColorTimerSettingsFile(folders: services.folders, now: services.now, warn: services.warn)
        settings = file.load()
        saver = ColorTimerSaver(file: file, scheduler: wallScheduler ?? InboxWallScheduler(inbox: services.inbox))
        countdown = Countdown(seconds: settings.seconds)
        stepper = Stepper(name: "time-stepper", value: Double(settings.seconds), minimum: 0, maximum: Double(ColorTimerSettings.maximumSeconds))
        well = ColorWell(name: "color-well", color: settings.color(of: .timeText),
                         swatches: SwatchFile(folders: services.folders, now: services.now, warn: services.warn), pasteboard: services.pasteboard)
        configurator = ColorConfigurator(colors: { _ in .black })
        configurator.colors = { [unowned self] e in settings.color(of: e) }
        table.register("swatch") { SwatchCell(reuseIdentifier: "swatch") }
        table.showsSelection = false
        table.scrollView.alwaysBounceVertical = false
        // The table is as tall as its rows: the column scrolls, never the table under its header.
        table.scrollView.isScrollEnabled = false
        settingsColumn.alwaysBounceVertical = false
        table.dataSource = configurator
        for c in [stepperCard, wellCard] {
            c.backgroundColor = .white
            c.cornerRadius = Theme.tableCornerRadius
        }
        stepperCard.addSublayer(stepperCaption)
        stepperCard.addSublayer(stepperValue)
        stepperValue.string = Countdown.format(settings.seconds)
        stepperCard.addSublayer(stepper.layer)
        wellCard.addSublayer(wellCaption)
        wellCard.addSublayer(well.layer)
        for l in [stepperCard, table.layer, wellCard] { settingsColumn.contentLayer.addSublayer(l) }
        for l in [dial.layer, settingsColumn.layer, startButton.layer] { layer.addSublayer(l) }
        dial.showBackground(settings.color(of: .primary), crossFadeFrom: nil)
        dial.setCircleColor(settings.color(of: .circle))
        dial.time.setColor(settings.color(of: .timeText))
        dial.time.set(Countdown.format(countdown.remaining), animated: false)
        dial.showRing(remaining: 1, total: 1, secondStart: nil)
        stepper.onValueChanged = { [weak self] v in self?.setTime(Int(v)) }
        well.onColorChanged = { [weak self] c in self?.recolor(c) }
        well.picker.onClose = { [weak self] in self?.save() }
        table.onActivate = { [weak self] ip in self?.rowClicked(ip.row) }
        startButton.action = { [weak self] in self?.startPressed() }
    }

    // MARK: The timer

    /// The timer's own time now (the dial layer's local time).
    private var timerNow: LocalTime { dial.layer.currentLocalTime ?? .zero }

    private func startPressed() {
        let media = services.clock.mediaNow
        switch (countdown.state, dial.layer.isPaused) {
        case (.running, false):
            dial.layer.pause(atMediaTime: media)
        case (.running, true):
            dial.layer.resume(atMediaTime: media)
        case (.idle, _), (.finished, _):
            if dial.layer.isPaused { dial.layer.resume(atMediaTime: media) }
            let now = timerNow
            countdown.start(at: now)
            ringTotal = max(1, countdown.remaining)
            dial.time.set(Countdown.format(countdown.remaining), animated: true)
            dial.showBackground(settings.color(of: .primary), crossFadeFrom: now)
            dial.showRing(remaining: countdown.remaining, total: ringTotal, secondStart: countdown.isRunning ? now : nil)
        }
        refreshButton()
    }

    private func refreshButton() {
        switch countdown.state {
        case .idle: startButton.title = "Start"
        case .running: startButton.title = dial.layer.isPaused ? "Resume" : "Pause"
        case .finished: startButton.title = "Restart"
        }
        // Start and Restart need a time to count from; Pause and Resume always work.
        let enabled = countdown.isRunning || countdown.canStart
        if startButton.isEnabled != enabled { startButton.isEnabled = enabled }
    }

    public func update(at time: LocalTime) {
        for tick in countdown.advance(to: timerNow) {
            dial.time.set(Countdown.format(tick.remaining), animated: true)
            dial.showBackground(settings.color(of: tick.showsSecondary ? .secondary : .primary), crossFadeFrom: tick.time)
            dial.showRing(remaining: tick.remaining, total: ringTotal, secondStart: tick.remaining > 0 ? tick.time : nil)
        }
        refreshButton()
    }

    /// The next tick, in the exercise's local time; none while the timer is paused.
    public var nextWakeTime: LocalTime? {
        guard let t = countdown.nextTick, !dial.layer.isFrozen else { return nil }
        return layer.localTime(atMediaTime: dial.layer.mediaTime(atLocalTime: t))
    }

    private func setTime(_ seconds: Int) {
        let ended = countdown.state == .finished
        countdown.setTime(seconds)
        if ended {
            // Back to idle: as before a first start, on the primary colour.
            dial.showBackground(settings.color(of: .primary), crossFadeFrom: dial.layer.isFrozen ? nil : timerNow)
        }
        settings.seconds = countdown.setSeconds
        stepperValue.string = Countdown.format(countdown.setSeconds)
        // A time of an hour or more may no longer fit beside the caption.
        placeStepper(stepperCard.frame)
        // The ring shows the time left out of the time set now, lowered as well as raised.
        ringTotal = max(1, countdown.setSeconds, countdown.remaining)
        dial.time.set(Countdown.format(countdown.remaining), animated: true)
        if let next = countdown.nextTick {
            dial.showRing(remaining: countdown.remaining, total: ringTotal, secondStart: next - 1)
        } else if countdown.state == .idle {
            dial.showRing(remaining: 1, total: 1, secondStart: nil)
        } else {
            dial.showRing(remaining: countdown.remaining, total: ringTotal, secondStart: nil)
        }
        refreshButton()
        save()
    }

    // MARK: Colours

    private func rowClicked(_ row: Int) {
        let e = ColorTimerElement.allCases[row]
        configurator.select(e, in: table)
        well.setColor(settings.color(of: e))
        let now = layer.currentLocalTime ?? .zero
        if let last = lastRowClick, last.row == row, now - last.time <= GestureDefaults.multiTapInterval, !well.picker.isOpen {
            well.activate()
            lastRowClick = nil
        } else {
            lastRowClick = (row, now)
        }
    }

    /// The picker changed the selected element's colour: it shows at once wherever it is.
    private func recolor(_ c: Color) {
        let e = configurator.selected
        settings.colors[e] = c
        func show() {
            switch e {
            case .timeText: dial.time.setColor(c)
            case .circle: dial.setCircleColor(c)
            case .primary, .secondary:
                let showing: ColorTimerElement = countdown.showsSecondary ? .secondary : .primary
                if e == showing { dial.showBackground(c, crossFadeFrom: nil) }
            }
        }
        // A short fade, so a jump across the grid reads as a change, not a flash; but not
        // on the paused dial, where a fade would begin at a local time that never comes.
        services.transactions.animate(duration: 0.15, changes: {
            configurator.refresh(e, in: table)
            if !dial.layer.isFrozen { show() }
        })
        if dial.layer.isFrozen { services.transactions.withoutAnimation(show) }
    }

    private func save() { saver.save(settings) }

    // MARK: Exercise

    public func cancelInteractions() { well.cancelInteraction() }

    /// A change still waiting to be written is written now: the tab may not come back.
    public func willDisappear(at time: LocalTime) { saver.flush() }

    public var focusableControls: [Control] { [startButton, stepper, table] + well.allControls }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let pad = Self.pad, buttonH = 50.0
        let wide = size.width > size.height * 1.15
        if wide {
            // Timer and button on the left, the settings on the right, the whole tab tall.
            // The settings column stops at a comfortable reading width; the timer takes the rest.
            let right = min(480, ((size.width - 3 * pad) * 0.45).rounded()), left = size.width - 3 * pad - right
            dial.setFrame(Rect(x: pad, y: pad, width: left, height: max(0, size.height - 3 * pad - buttonH)))
            startButton.setFrame(Rect(x: pad, y: size.height - pad - buttonH, width: left, height: buttonH))
            placeSettings(Rect(x: left + pad, y: 0, width: right + 2 * pad, height: size.height))
        } else {
            // The timer on top, the button at the bottom, the settings between.
            let w = size.width - 2 * pad
            let dialH = max(120, size.height - 4 * pad - Self.settingsHeight - buttonH)
            dial.setFrame(Rect(x: pad, y: pad, width: w, height: dialH))
            startButton.setFrame(Rect(x: pad, y: size.height - pad - buttonH, width: w, height: buttonH))
            placeSettings(Rect(x: 0, y: pad + dialH, width: size.width, height: max(0, size.height - 2 * pad - dialH - buttonH)))
        }
        dial.layer.cornerRadius = 14
    }

    private static let pad = 16.0, rowH = 52.0, gap = 12.0
    private static let tableH = Theme.tableHeaderHeight + 4 * Theme.tableRowHeight + 8
    /// The stepper's row, the configurator and the well's row, top to bottom.
    private static let settingsHeight = rowH + gap + tableH + gap + rowH

    /// Lays the settings column out in `frame` (the column and a margin each side): centred
    /// in its height when it fits, else from the top, scrolling to the end.
    private func placeSettings(_ frame: Rect) {
        let pad = Self.pad, rowH = Self.rowH, w = max(0, frame.width - 2 * pad)
        settingsColumn.setFrame(frame)
        var y = max(pad, ((frame.height - Self.settingsHeight) / 2).rounded())
        placeStepper(Rect(x: pad, y: y, width: w, height: rowH)); y += rowH + Self.gap
        table.setFrame(Rect(x: pad - Theme.tableInset, y: y - 8, width: w + 2 * Theme.tableInset, height: Self.tableH)); y += Self.tableH + Self.gap
        placeWell(Rect(x: pad, y: y, width: w, height: rowH)); y += rowH + pad
        settingsColumn.contentSize = Size(width: frame.width, height: max(frame.height, y))
    }

    /// The stepper's row: the caption, then the time, then the stepper, where the caption
    /// and the time fit side by side; else the time under the caption, as a subtitle (a
    /// narrow column, or a time of an hour or more).
    private func placeStepper(_ r: Rect) {
        stepperCard.setFrame(r)
        let s = Stepper.naturalSize, inset = 16.0, gap = 12.0
        let room = max(0, r.width - inset - s.width - gap - inset)
        let captionWidth = stepperCaption.measuredWidth() ?? Double(stepperCaption.string.count) * 9
        stepperValue.fontSize = 17
        let valueWidth = stepperValue.measuredWidth() ?? Double(stepperValue.string.count) * 9
        if captionWidth + gap + valueWidth <= room {
            stepperCaption.setFrame(Rect(x: inset, y: 0, width: room - valueWidth - gap, height: r.height))
            stepperValue.alignment = .right
            stepperValue.setFrame(Rect(x: inset + room - valueWidth, y: 0, width: valueWidth, height: r.height))
        } else {
            stepperCaption.setFrame(Rect(x: inset, y: 5, width: room, height: 22))
            stepperValue.fontSize = 15
            stepperValue.alignment = .left
            stepperValue.setFrame(Rect(x: inset, y: 27, width: room, height: 20))
        }
        stepper.setFrame(Rect(x: r.width - inset - s.width, y: ((r.height - s.height) / 2).rounded(), width: s.width, height: s.height))
    }

    private func placeWell(_ r: Rect) {
        wellCard.setFrame(r)
        let s = ColorWell.naturalSize
        wellCaption.setFrame(Rect(x: 16, y: 0, width: max(0, r.width - s.width - 40), height: r.height))
        well.setFrame(Rect(x: r.width - 16 - s.width, y: ((r.height - s.height) / 2).rounded(), width: s.width, height: s.height))
    }
}

import Animation
import Geometry
import Widgets

/// The Snowman tab's animation screen: the snowman at rest on a stage seen in perspective
/// (m34 = −1/500, so a flip shows its back), a picker wheel of the saved settings, and the
/// Play / Pause / Resume and Reset buttons. "Settings" in the bar opens the settings. It
/// lays itself out side by side in a wide window and stacked in a tall one.
///
/// Layer names: "snowman.main", "snowman.stage", "snowman-image", "snowman-picker",
/// "snowman-play", "snowman-reset", and "snowman-settings-button" in the bar.
final class SnowmanScreen: NavigationScreen {
    let layer = Layer(name: "snowman.main")
    let navigationItem: NavigationItem
    let stage = Layer(name: "snowman.stage")
    let image = Layer(name: "snowman-image")
    let picker: PickerView
    private let pickerCard = Layer(name: "snowman.picker.card")
    private let pickerCaption = TextLayer(name: "snowman.picker.caption", string: "Setting", fontSize: 15, textColor: Theme.secondaryLabel)
    let playButton = Button(name: "snowman-play", title: "Play")
    let resetButton = Button(name: "snowman-reset", title: "Reset", style: .gray)
    let settingsButton = Button(name: "snowman-settings-button", title: "Settings", style: .plain)

    /// The image's file in Assets, drawn by `SnowmanDrawing` (`motionlab asset snowman`).
    static let imageName = "Images/snowman.png"
    /// The eye's distance for the stage's perspective, as Core Animation's m34 = −1/500.
    static let eyeDistance = 500.0

    /// Where the snowman rests, in the stage, and its size there.
    private(set) var restingPosition = Point.zero
    private(set) var restingSize = Size.zero

    init(names: [String]) {
        navigationItem = NavigationItem(title: "Snowman", rightBarButtons: [settingsButton])
        picker = PickerView(name: "snowman-picker", titles: names)
        layer.backgroundColor = Theme.groupedBackground
        stage.sublayerTransform.m34 = -1 / Self.eyeDistance
        image.contents = ImageReference(Self.imageName)
        image.allowsHitTesting = false
        stage.addSublayer(image)
        pickerCard.backgroundColor = .white
        pickerCard.cornerRadius = Theme.tableCornerRadius
        pickerCard.addSublayer(pickerCaption)
        pickerCard.addSublayer(picker.layer)
        for l in [stage, pickerCard, playButton.layer, resetButton.layer] { layer.addSublayer(l) }
    }

    var focusableControls: [Control] { [playButton, resetButton, picker] }

    func layout(in size: Size) {
        let pad = 16.0, buttonH = 44.0
        let wide = size.width > size.height * 1.2
        // Stacked in a short window, the wheel gives up rows before the stage gives up room.
        // Side by side, it gives them up when the window is too short for the whole panel.
        let room = wide ? size.height - 2 * pad - buttonH - 16 - 40 : (size.height * 0.28).rounded()
        let pickerH = min(Theme.pickerHeight, max(110, room))
        let cardH = 40 + pickerH
        let stageFrame: Rect
        if wide {
            let panelW = min(320, (size.width * 0.4).rounded())
            let x = size.width - pad - panelW
            stageFrame = Rect(x: 0, y: 0, width: x - pad, height: size.height)
            let top = max(pad, ((size.height - cardH - pad - buttonH) / 2).rounded())
            placePanel(x: x, y: top, width: panelW, cardH: cardH, buttonH: buttonH)
        } else {
            let panelW = min(480, size.width - 2 * pad)
            let x = ((size.width - panelW) / 2).rounded()
            let y = size.height - pad - buttonH - pad - cardH
            stageFrame = Rect(x: 0, y: 0, width: size.width, height: max(80, y))
            placePanel(x: x, y: y, width: panelW, cardH: cardH, buttonH: buttonH)
        }
        stage.setFrame(stageFrame)
        // The snowman takes over half the stage's height, leaving room to grow and move.
        let h = max(60, min(SnowmanDrawing.size.height, (stageFrame.height * 0.6).rounded()))
        restingSize = Size(width: (h * SnowmanDrawing.size.width / SnowmanDrawing.size.height).rounded(), height: h)
        restingPosition = Point(x: (stageFrame.width / 2).rounded(), y: (stageFrame.height / 2).rounded())
        image.bounds = Rect(origin: .zero, size: restingSize)
        image.position = restingPosition
    }

    private func placePanel(x: Double, y: Double, width: Double, cardH: Double, buttonH: Double) {
        pickerCard.setFrame(Rect(x: x, y: y, width: width, height: cardH))
        pickerCaption.setFrame(Rect(x: 16, y: 10, width: width - 32, height: 22))
        picker.setFrame(Rect(x: 0, y: 36, width: width, height: cardH - 40))
        let bw = ((width - 12) / 2).rounded(.down)
        playButton.setFrame(Rect(x: x, y: y + cardH + 16, width: bw, height: buttonH))
        resetButton.setFrame(Rect(x: x + width - bw, y: y + cardH + 16, width: bw, height: buttonH))
    }
}

import Animation
import Foundation
import Geometry
import Gestures
import Widgets

/// The gallery's second page: the containers the exercises are built from. A long
/// inset-grouped table on the left (settings with steppers, a checklist, answers to
/// swipe away and reorder, a thousand rows); on the right a picker wheel, and buttons
/// that show an alert and a prompt. Each says what it did in a readout.
///
/// Layer names for dumps: "gallery.containers", the table "gallery.table", the picker
/// "gallery.picker", the readout "gallery.containers.value".
public final class ContainersGallery: Exercise {
    public let layer: Layer
    private let services: ExerciseServices
    private let title = TextLayer(name: "gallery.containers.title", string: "Containers", fontSize: 28, textColor: Theme.label, bold: true)
    let table = TableView(name: "gallery.table")
    let source = GalleryListSource()
    private let editButton = Button(name: "gallery.edit", title: "Edit", style: .plain)
    let nav: NavigationStack
    let picker = PickerView(name: "gallery.picker", titles: [
        "Default", "Gentle bounce", "Wide sway", "Tall hop", "Spin about X", "Spin about Y", "Full flip", "Slow drift",
        "Quick shake", "Grand tour",
    ], selectedRow: 2)
    private let pickerCard = Layer(name: "gallery.picker.card")
    private let pickerCaption = TextLayer(name: "gallery.picker.caption", string: "Picker", fontSize: 15, textColor: Theme.label)
    let readout = TextLayer(name: "gallery.containers.value", fontSize: 15, textColor: Theme.secondaryLabel)
    private let alertButton = Button(name: "gallery.alert", title: "Reset settings…", style: .gray)
    private let promptButton = Button(name: "gallery.prompt", title: "Save settings as…", style: .gray)
    /// The alert showing, if any.
    var alert: AlertController? { presenter.alert }
    private let presenter: Presenter
    private var size = Size.zero

    public init(services: ExerciseServices) {
        self.services = services
        presenter = services.presenter
        layer = services.layer
        nav = NavigationStack(name: "nav", root: GalleryTableScreen(table: table, edit: editButton))
        layer.backgroundColor = Theme.groupedBackground
        table.register("row") { TableViewCell(reuseIdentifier: "row") }
        table.register("setting") { StepperCell(reuseIdentifier: "setting") }
        table.showsSelection = false
        table.dataSource = source
        source.onChange = { [weak self] text in self?.say(text) }
        table.onActivate = { [weak self] ip in
            guard let self else { return }
            self.source.choose(ip, in: self.table)
            if ip.section == GalleryListSource.Section.numbers.rawValue { self.say("Row \(ip.row + 1)") }
            if ip.section == GalleryListSource.Section.navigation.rawValue { self.push(1) }
        }
        editButton.action = { [weak self] in self?.toggleEditing() }
        pickerCard.backgroundColor = .white
        pickerCard.cornerRadius = 10
        readout.numberOfLines = 2
        picker.onSelect = { [weak self] row in
            guard let self else { return }
            self.say("Picked “\(self.picker.titles[row])”")
        }
        nav.onChange = { [weak self] in self?.say("Showing “\(self?.nav.topScreen.navigationItem.title ?? "")”") }
        for l in [title, nav.layer, pickerCard, readout, alertButton.layer, promptButton.layer] { layer.addSublayer(l) }
        alertButton.action = { [weak self] in self?.askToReset() }
        promptButton.action = { [weak self] in self?.askForName() }
        pickerCard.addSublayer(pickerCaption)
        pickerCard.addSublayer(picker.layer)
        say("Fling the table, swipe an answer, turn the wheel.")
    }

    private func toggleEditing() {
        table.setEditing(!table.isEditing, animated: true)
        editButton.title = table.isEditing ? "Done" : "Edit"
        nav.screens.first?.navigationItem.setNeedsLayout()
        say(table.isEditing ? "Editing: drag a handle to reorder" : "Done editing")
    }

    func say(_ text: String) { readout.string = text }

    private func push(_ depth: Int) {
        nav.push(GalleryPageScreen(depth: depth) { [weak self] d in self?.push(d) })
    }

    public func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool {
        return nav.handleKey(event)
    }

    private func show(_ a: AlertController) { presenter.present(a) }

    /// A destructive question: puts the three settings back to where they started.
    private func askToReset() {
        let a = AlertController(title: "Reset the settings?", message: "Width and height go back to 1, and the offset to 0.")
        a.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.say("Kept the settings") })
        a.addAction(AlertAction(title: "Reset", style: .destructive) { [weak self] in
            guard let self else { return }
            for i in self.source.settings.indices { self.source.settings[i].value = self.source.settings[i].initial }
            self.table.reloadData()
            self.say("Settings reset")
        })
        show(a)
    }

    /// A prompt: the name to save the settings under joins the picker and is selected there.
    /// By `SettingName`'s rule, as the Snowman's Save: an empty name or "Default" is refused,
    /// and a name the picker has (ignoring case) asks first, then takes that row's place.
    private func askForName() {
        let a = AlertController(title: "Save settings", message: "Name these settings to find them in the picker.")
        a.addTextField { $0.placeholder = "Name" }
        a.validator = { [weak self] text in
            let taken = self?.picker.titles.filter { $0 != SettingName.builtIn } ?? []
            switch SettingName.check(text, existing: taken) {
            case .fine: return .valid
            case .replaces(let old): return .confirm(SettingName.replaceQuestion(old), actionTitle: "Replace")
            case .refused(let why): return .invalid(why)
            }
        }
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save") { [weak self, weak a] in
            guard let self, let text = a?.textFields.first?.text else { return }
            let name = SettingName.trimmed(text)
            var titles = self.picker.titles
            if let old = SettingName.match(name, in: titles), let i = titles.firstIndex(of: old) {
                titles[i] = name
            } else {
                titles.append(name)
            }
            self.picker.setTitles(titles)
            self.picker.selectRow(titles.firstIndex(of: name)!, animated: true)
            self.say("Saved “\(name)”")
        }
        a.addAction(save)
        a.preferredAction = save
        show(a)
    }

    public var focusableControls: [Control] { nav.focusableControls + [picker, alertButton, promptButton] }

    /// The page's column in a window `size` wide: at most 760 pt, less a 16-pt margin.
    static func columnWidth(for size: Size) -> Double { min(760, size.width - 32) }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let width = Self.columnWidth(for: size)
        let x = ((size.width - width) / 2).rounded()
        title.setFrame(Rect(x: x, y: 12, width: 240, height: 40))
        let top = 60.0, height = max(0, size.height - top - 12)
        // The picker's column gives way first in a narrow window, so the table's titles
        // keep their room: 280 pt from a 760-pt column, down to 200.
        let side = min(280, max(200, width - 480))
        let tableWidth = width - side - 16
        nav.setFrame(Rect(x: x, y: top, width: tableWidth, height: height))
        let px = x + tableWidth + 16
        pickerCard.setFrame(Rect(x: px, y: top, width: side, height: 44 + Theme.pickerHeight + 8))
        pickerCaption.setFrame(Rect(x: 16, y: 10, width: side - 32, height: 24))
        picker.setFrame(Rect(x: 0, y: 44, width: side, height: Theme.pickerHeight))
        alertButton.setFrame(Rect(x: px, y: pickerCard.frame.maxY + 16, width: side, height: 40))
        promptButton.setFrame(Rect(x: px, y: pickerCard.frame.maxY + 64, width: side, height: 40))
        readout.setFrame(Rect(x: px + 4, y: pickerCard.frame.maxY + 116, width: side - 8, height: 44))
        self.size = size
    }
}

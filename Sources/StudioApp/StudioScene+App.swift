import Exercises
import Foundation
import Studio

extension StudioScene {
    /// The studio over the app's window content made from `configuration`: its launch
    /// state, its outside world, and a factory for the rest.
    public convenience init(configuration: AppShell.Configuration, context: StudioContext = StudioContext(), captureTo: URL? = nil,
                            prepare: @escaping (AppShell) -> Void = { _ in }) throws(CaptureError) {
        try self.init(factory: AppContentFactory(base: configuration), launch: AppLaunchState(configuration),
                      world: ContentWorld(configuration), context: context, captureTo: captureTo) { prepare($0 as! AppShell) }
    }

    /// The app's window content the studio shows.
    public var shell: AppShell {
        guard let shell = content as? AppShell else { preconditionFailure("the studio shows \(type(of: content)), not the app") }
        return shell
    }
}

extension CaptureReplay {
    /// Replays `capture` into the app's window content; `configuration` gives what the
    /// capture's header does not (the text measurer), and everything for a plain script.
    public convenience init(capture: Capture, configuration: AppShell.Configuration, context: StudioContext = StudioContext(),
                            prepare: @escaping (AppShell) -> Void = { _ in }) throws(CaptureError) {
        try self.init(capture: capture, factory: AppContentFactory(base: configuration), launch: AppLaunchState(configuration),
                      world: ContentWorld(configuration), context: context) { prepare($0 as! AppShell) }
    }
}

extension ContentWorld {
    /// The world `configuration` names: its size, network, clipboard, folders and text
    /// measurer (the studio hands in its own inbox).
    public init(_ configuration: AppShell.Configuration) {
        self.init(size: configuration.size, inbox: configuration.inbox, network: configuration.network, pasteboard: configuration.pasteboard,
                  folders: configuration.folders, textMeasurer: configuration.textMeasurer)
    }
}

extension Capture {
    /// Reads a capture of the app's window, or a plain input script, from a file.
    public static func load(contentsOf url: URL) throws(CaptureError) -> Capture {
        try load(contentsOf: url, format: AppLaunchState.format)
    }

    /// Parses a capture of the app's window, or a plain input script.
    public init(json data: Data) throws(CaptureError) {
        try self.init(json: data, format: AppLaunchState.format)
    }
}

extension CaptureHeader {
    /// The app's launch state, as the app's format read it: the tab (nil when the gallery
    /// showed), the gallery's page, the layout.
    public var app: AppLaunchState {
        guard let state = launch as? AppLaunchState else { preconditionFailure("a capture of \(type(of: launch)), not of the app") }
        return state
    }

    /// The tab that showed first; nil when the gallery showed.
    public var tab: ExerciseKind? { app.options.gallery == nil ? app.tab : nil }

    /// The gallery's page, when the gallery showed instead of the tabs.
    public var gallery: GalleryPage? { app.options.gallery?.page }

    /// Black Hole's layout file as it was.
    public var layout: CapturedFile? { app.layout }
}

import Geometry

/// The properties set most often, every frame for anything that moves, declared outright so
/// a set is a few stores rather than a key path applied at run time (the dynamic member
/// lookup still serves every other `LayerProperties` value). Same behaviour either way.
extension Layer {
    public var position: Point {
        get { model.position }
        set { setModel(\.position, newValue) }
    }

    public var bounds: Rect {
        get { model.bounds }
        set { setModel(\.bounds, newValue) }
    }

    public var transform: Transform3D {
        get { model.transform }
        set { setModel(\.transform, newValue) }
    }

    public var opacity: Double {
        get { model.opacity }
        set { setModel(\.opacity, newValue) }
    }
}

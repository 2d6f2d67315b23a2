internal import CChipmunkIntegration

/// The Chipmunk2D library this build links, which shapes every physics step: a capture
/// records it, and a replay on another warns that results may drift.
public enum ChipmunkVersion {
    /// "7.0.3".
    public static var string: String { String(cString: MLChipmunkVersion()) }
}

// swift-tools-version:6.0
import PackageDescription

// Release builds skip the runtime exclusivity checks: on the physics benchmark they were a
// sixth of every frame (every class property access calls into the runtime). Debug builds,
// which run the tests, keep them.
let releaseSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "MotionLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "motionlab", targets: ["motionlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: a small HTTP server the network tests start on 127.0.0.1.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: Platform-neutral core (no SDL, no wall clock)
        .target(name: "Geometry", swiftSettings: releaseSettings),
        .target(name: "Storage", swiftSettings: releaseSettings),
        // The outside world as the app's content meets it: the network, the user's folders.
        .target(name: "Services", swiftSettings: releaseSettings),
        .target(name: "Dynamics", dependencies: ["Geometry"], swiftSettings: releaseSettings),
        .target(name: "Animation", dependencies: ["Geometry", "Dynamics"], swiftSettings: releaseSettings),
        .target(name: "Gestures", dependencies: ["Geometry", "Animation", "Storage"], swiftSettings: releaseSettings),
        .target(name: "Physics", dependencies: ["Geometry", "Dynamics", "CChipmunk", "CChipmunkIntegration"], swiftSettings: releaseSettings),
        .target(name: "Widgets", dependencies: ["Geometry", "Dynamics", "Animation", "Gestures"], swiftSettings: releaseSettings),
        // The frame loop, the same for every front end: the scene it drives, its host, the
        // inbox from other threads, and headless replay on a virtual clock.
        .target(name: "Loop", dependencies: ["Geometry", "Animation", "Gestures", "Services"], swiftSettings: releaseSettings),
        .target(name: "Exercises", dependencies: ["Geometry", "Dynamics", "Animation", "Gestures", "Loop", "Widgets", "Physics", "Storage", "Services"], swiftSettings: releaseSettings),
        // The QA studio over the window's content: capture and replay, and the tools drawn
        // over the scene with timing roots of their own.
        .target(name: "Studio", dependencies: ["Geometry", "Animation", "Gestures", "Loop", "Widgets", "Storage", "Services"], swiftSettings: releaseSettings),

        // The studio over the app: the one place the two meet (the shell's conformance to the
        // studio's seam, the app's launch state in a capture's header, and its factory).
        .target(name: "StudioApp", dependencies: ["Exercises", "Studio", "Storage", "Widgets"], swiftSettings: releaseSettings),

        // A suite of captures as `motionlab test` reports it: the results, JUnit, the HTML
        // report, shards and their merge (Foundation only).
        .target(name: "Suite", dependencies: ["Storage"], swiftSettings: releaseSettings),

        // MARK: The only code that touches SDL
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),

        // MARK: Chipmunk2D, only for Physics
        .systemLibrary(name: "CChipmunk", path: "Sources/CChipmunk"),
        // The items' bodies in slabs and their integration steps, which read Chipmunk's
        // structures (C, for Physics only)
        .target(name: "CChipmunkIntegration", dependencies: ["CChipmunk"]),
        // MARK: libwebp, only for SDLFront (animated WebP export)
        .systemLibrary(name: "CWebP", path: "Sources/CWebP"),
        // MARK: FreeType, only for SDLFront (the emoji font's colour bitmaps)
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2"),
        .target(name: "SDLFront", dependencies: ["CSDL2", "CWebP", "CFreeType", "Geometry", "Animation", "Gestures", "Loop", "Storage"], swiftSettings: releaseSettings),

        // MARK: The executable, where the two halves meet
        .executableTarget(
            name: "motionlab",
            dependencies: [
                "Exercises", "Studio", "StudioApp", "SDLFront", "Suite", "Widgets", "Animation", "Geometry", "Gestures", "Loop", "Storage", "Services", "Physics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSettings,
            // What ships needs no Swift toolchain: a release build links the Swift runtime and
            // Foundation statically, as `--static-swift-stdlib` does, but here so that every
            // release build (run.sh's, install.sh's, the release tests') is the same one.
            // The flag alone leaves out the C parts of Foundation's static libraries that
            // `--static-swift-stdlib` would have autolinked (named here as Swift 6.3 ships
            // them); FoundationNetworking needs libcurl, a system library as SDL is.
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_CFURLSessionInterface", "-lCoreFoundation", "-l_FoundationICU",
                                           "-l_FoundationCShims", "-l_FoundationCollections", "-lcurl"], .when(configuration: .release))],
            // `motionlab --version` names the git commit it was built from.
            plugins: ["BuildCommit"]
        ),
        .plugin(name: "BuildCommit", capability: .buildTool(), path: "Plugins/BuildCommit"),

        // MARK: Tests
        // Test helpers in two parts: the core's (event scripts, a virtual frame host, child
        // processes, temporary folders), which links no exercise, and the app's (a shell on
        // a virtual clock, hostile scripts, loopback servers), so the core's tests neither
        // link Chipmunk nor rebuild when an exercise changes.
        .target(name: "TestSupport", dependencies: ["Geometry", "Animation", "Gestures", "Loop"], path: "Tests/TestSupport"),
        .target(name: "AppTestSupport", dependencies: ["TestSupport", "Geometry", "Animation", "Gestures", "Loop", "Exercises", "Services",
                                                     .product(name: "FlyingFox", package: "FlyingFox")], path: "Tests/AppTestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "SuiteTests", dependencies: ["Suite", "TestSupport"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics", "Dynamics", "CChipmunk", "CChipmunkIntegration"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Dynamics", "TestSupport"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Animation", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Animation", "TestSupport"]),
        .testTarget(name: "LoopTests", dependencies: ["Loop", "Animation", "Gestures", "Services"]),
        .testTarget(name: "ExercisesTests", dependencies: ["Services", "Exercises", "Animation", "Loop", "Widgets", "TestSupport", "AppTestSupport"]),
        .testTarget(name: "StudioTests", dependencies: ["Services", "Studio", "StudioApp", "Exercises", "Animation", "Dynamics", "Gestures", "Loop", "Storage", "TestSupport", "AppTestSupport"]),
        .testTarget(name: "SDLFrontTests", dependencies: ["Services", "SDLFront", "Gestures", "Exercises", "Studio", "StudioApp", "Animation", "Loop", "Widgets", "TestSupport", "AppTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["Services", "TestSupport", "AppTestSupport", "SDLFront", "motionlab-save-loop", "motionlab-measure"]),
        // A tool the kill-during-save tests run and kill; not part of the product.
        .executableTarget(name: "motionlab-save-loop", dependencies: ["Storage", "Services", "Exercises"], path: "Tests/SaveLoop"),
        // Measures a child's exit, time and peak memory for the tests that bound them.
        .executableTarget(name: "motionlab-measure", path: "Tests/Measure"),
    ]
)

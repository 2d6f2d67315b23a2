import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` before every build of the target that uses it: the git commit
/// the checkout stands at, for `motionlab --version`. It runs `Tools/build-commit.sh` with
/// the system's shell (no tool of the package is built for it), which rewrites the file only
/// when the commit changed, so an unchanged checkout recompiles nothing.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        let package = context.package.directoryURL
        return [.prebuildCommand(
            displayName: "Reading the git commit of \(package.lastPathComponent)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [package.appending(path: "Tools/build-commit.sh").path, package.path, output.path],
            outputFilesDirectory: output)]
    }
}

// swift-tools-version: 6.1
import PackageDescription

// ProcessRunner: the one way the project's tools start a child process (the compiler, the
// package manager, the preview agent, a browser's driver): posix_spawn in a process group of
// its own, its output read as it comes, a time limit or a cancelled task ending the whole
// group. A package of its own with no dependency, so that the tools package (Compat/Migrate)
// and the preview server (Tools/Preview) both use it and neither depends on the other.
//
//   swift test      starts real children (sh, cat) and checks their output, statuses and ends
let package = Package(
    name: "ProcessRunner",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ProcessRunner", targets: ["ProcessRunner"]),
    ],
    targets: [
        // posix_spawn_file_actions_addchdir_np, which Swift's Glibc module does not declare
        // (glibc declares it for _GNU_SOURCE only).
        .target(name: "CSpawn"),
        .target(name: "ProcessRunner", dependencies: ["CSpawn"]),
        .testTarget(name: "ProcessRunnerTests", dependencies: ["ProcessRunner"]),
    ],
    swiftLanguageModes: [.v6]
)

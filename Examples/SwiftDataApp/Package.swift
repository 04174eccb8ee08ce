// swift-tools-version: 6.1
import PackageDescription

// An iOS 17 SwiftData app's files (Groceries/), unchanged, built and tested on Linux:
// `import SwiftUI` is the engine (with its macros) by a module alias, `import SwiftData`
// is the Macros package's SwiftData. See Sources/ViewEngine/ViewEngine.docc/TestingAppsOnLinux.md.
//
//   swift test          the app mounted in a host, driven through add, delete, undo and relaunch;
//                       and its UI tests (XCUIApplication), in-process, on virtual time
//   swift run Groceries the app, headless: its window printed
let package = Package(
    name: "SwiftDataApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The engine, with the trait that gives it iOS 17's onChange(of:initial:_:).
        .package(name: "OnChangeKit", path: "../..", traits: ["NativeOnChange"]),
        .package(name: "ViewEngineMacros", path: "../../Macros"),
    ],
    targets: [
        // The app: its files as written for iOS; only this target's settings know Linux.
        .executableTarget(
            name: "Groceries",
            dependencies: [
                .product(name: "ViewEngineMacros", package: "ViewEngineMacros"),
                .product(name: "SwiftData", package: "ViewEngineMacros"),
            ],
            path: "Groceries",
            swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=ViewEngineMacros"])]
        ),
        // Its UI tests, as they run on a simulator: XCTest files that say only
        // `import XCTest`, and TargetApplication.swift naming the app they launch.
        .testTarget(name: "GroceriesUITests", dependencies: [
            "Groceries",
            .product(name: "XCUIAutomation", package: "OnChangeKit"),
        ]),
        // The tests: they mount the app in a host and drive it as a user would.
        .testTarget(name: "GroceriesTests", dependencies: [
            "Groceries",
            .product(name: "ViewEngineMacros", package: "ViewEngineMacros"),
            .product(name: "SwiftData", package: "ViewEngineMacros"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

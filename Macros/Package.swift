// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// ViewEngineMacros: SwiftUI's macros (#Preview, @Previewable, @Entry) for the engine,
// and SwiftData (@Model is a macro). Macros need a compiler plugin, and a plugin needs
// swift-syntax, so they live in this opt-in package and the library stays
// dependency-free. Import `ViewEngineMacros` instead of `ViewEngine`: it re-exports the
// engine.
//
//   swift test      the expansions (assertMacroExpansion), previews mounted in hosts,
//                   SwiftData's contexts, stores and queries

// SwiftData does not exist on Linux: there this package's `SwiftData` module lets an
// app's `import SwiftData` compile and behave as with Apple's. Where the platform has
// SwiftData, the same sources build under another name (the product keeps its name).
#if canImport(Darwin)
let swiftDataModule = "EngineSwiftData"
#else
let swiftDataModule = "SwiftData"
#endif

// The same for SwiftUI itself: this package's `SwiftUI` module (the engine with its macros,
// UIKit's and Core Graphics' names, Combine, Observation) makes an app's unchanged
// `import SwiftUI` compile on Linux with no compiler flag, in the app's target and in any
// package it depends on. The engine's `UIKit` and `CoreGraphics` products keep their
// Apple names only where the platform has none, as the root package declares them.
#if canImport(Darwin)
let swiftUIModule = "EngineSwiftUI"
let uikitProduct = "EngineUIKit"
let coreGraphicsProduct = "EngineCoreGraphics"
let appKitProduct = "EngineAppKit"
let cocoaProduct = "EngineCocoa"
#else
let swiftUIModule = "SwiftUI"
let uikitProduct = "UIKit"
let coreGraphicsProduct = "CoreGraphics"
let appKitProduct = "AppKit"
let cocoaProduct = "Cocoa"
#endif

// The frameworks beside SwiftUI (Inventory/frameworks.tsv ranks them by the view files they
// unblock): modules named as Apple's on Linux, under other names where the platform has
// them.
#if canImport(Darwin)
let uniformTypeIdentifiersModule = "EngineUniformTypeIdentifiers"
let coreDataModule = "EngineCoreData"
let storeKitModule = "EngineStoreKit"
let photosUIModule = "EnginePhotosUI"
let webKitModule = "EngineWebKit"
let safariServicesModule = "EngineSafariServices"
let widgetKitModule = "EngineWidgetKit"
let appIntentsModule = "EngineAppIntents"
let securityModule = "EngineSecurity"
let deviceCheckModule = "EngineDeviceCheck"
let backgroundTasksModule = "EngineBackgroundTasks"
let watchConnectivityModule = "EngineWatchConnectivity"
let authenticationServicesModule = "EngineAuthenticationServices"
let coreMediaModule = "EngineCoreMedia"
let avFoundationModule = "EngineAVFoundation"
let avKitModule = "EngineAVKit"
let speechModule = "EngineSpeech"
let chartsModule = "EngineCharts"
let coreLocationModule = "EngineCoreLocation"
let mapKitModule = "EngineMapKit"
let cloudKitModule = "EngineCloudKit"
let eventKitModule = "EngineEventKit"
let frameworkSubmodules: [Target.Dependency] = []
let frameworkSubmoduleTargets: [Target] = []
#else
let uniformTypeIdentifiersModule = "UniformTypeIdentifiers"
let coreDataModule = "CoreData"
let storeKitModule = "StoreKit"
let photosUIModule = "PhotosUI"
let webKitModule = "WebKit"
let safariServicesModule = "SafariServices"
let widgetKitModule = "WidgetKit"
let appIntentsModule = "AppIntents"
let securityModule = "Security"
let deviceCheckModule = "DeviceCheck"
let backgroundTasksModule = "BackgroundTasks"
let watchConnectivityModule = "WatchConnectivity"
let authenticationServicesModule = "AuthenticationServices"
let coreMediaModule = "CoreMedia"
let avFoundationModule = "AVFoundation"
let avKitModule = "AVKit"
let speechModule = "Speech"
let chartsModule = "Charts"
let coreLocationModule = "CoreLocation"
let mapKitModule = "MapKit"
let cloudKitModule = "CloudKit"
let eventKitModule = "EventKit"
// The Clang side of MapKit and CoreLocation (Sources/FrameworkSubmodules): empty Clang
// modules of the same names whose submodules (`import MapKit.MKGeometry`) bring the Swift
// modules as their overlays, as Apple's frameworks do.
let frameworkSubmodules: [Target.Dependency] = ["FrameworkSubmodules"]
let frameworkSubmoduleTargets: [Target] = [.systemLibrary(name: "FrameworkSubmodules", path: "Sources/FrameworkSubmodules")]
#endif

let package = Package(
    name: "ViewEngineMacros",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngineMacros", targets: ["ViewEngineMacros"]),
        .library(name: "SwiftData", targets: [swiftDataModule]),
        .library(name: "SwiftUI", targets: [swiftUIModule]),
        .plugin(name: "FoundationImports", targets: ["FoundationImports"]),
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        .plugin(name: "CoreDataModels", targets: ["CoreDataModels"]),
        .library(name: "UniformTypeIdentifiers", targets: [uniformTypeIdentifiersModule]),
        .library(name: "CoreData", targets: [coreDataModule]),
        .library(name: "StoreKit", targets: [storeKitModule]),
        .library(name: "PhotosUI", targets: [photosUIModule]),
        .library(name: "WebKit", targets: [webKitModule]),
        .library(name: "SafariServices", targets: [safariServicesModule]),
        .library(name: "WidgetKit", targets: [widgetKitModule]),
        .library(name: "AppIntents", targets: [appIntentsModule]),
        .library(name: "Security", targets: [securityModule]),
        .library(name: "DeviceCheck", targets: [deviceCheckModule]),
        .library(name: "BackgroundTasks", targets: [backgroundTasksModule]),
        .library(name: "WatchConnectivity", targets: [watchConnectivityModule]),
        .library(name: "AuthenticationServices", targets: [authenticationServicesModule]),
        .library(name: "CoreMedia", targets: [coreMediaModule]),
        .library(name: "AVFoundation", targets: [avFoundationModule]),
        .library(name: "AVKit", targets: [avKitModule]),
        .library(name: "Speech", targets: [speechModule]),
        .library(name: "Charts", targets: [chartsModule]),
        .library(name: "CoreLocation", targets: [coreLocationModule]),
        .library(name: "MapKit", targets: [mapKitModule]),
        .library(name: "CloudKit", targets: [cloudKitModule]),
        .library(name: "EventKit", targets: [eventKitModule]),
    ],
    traits: [
        .trait(
            name: "NativeOnChange",
            description: "Turns on the engine's NativeOnChange trait (its own onChange(of:initial:_:), as iOS 17 gave SwiftUI), in place of the OnChangeCompat backport that `import SwiftUI` otherwise brings."
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The engine. With this package's NativeOnChange trait, the engine's too: ViewEngine
        // then has its own onChange(of:initial:_:), and `SwiftUI` re-exports no backport.
        .package(name: "OnChangeKit", path: "..", traits: [
            .trait(name: "NativeOnChange", condition: .when(traits: ["NativeOnChange"])),
        ]),
    ],
    targets: [
        // The expansions of #Preview, @Previewable, @Entry and SwiftData's macros: a library,
        // which the compiler plugin below serves and the expansion tests import. A test target
        // that depends on a macro target directly makes SwiftPM build every test target of the
        // package, and the engine under them, a second time, for the host.
        .target(name: "ViewEngineMacroExpansions", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
        // The compiler plugin: the macros by the names their declarations give.
        .macro(name: "ViewEngineMacrosPlugin", dependencies: [
            "ViewEngineMacroExpansions",
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The bounds of the section that each #Preview's record is placed in (C: the
        // linker's names for them have no Swift spelling).
        .target(name: "PreviewRecords"),
        .target(name: "ViewEngineMacros", dependencies: [
            "ViewEngineMacrosPlugin",
            "PreviewRecords",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ]),
        .testTarget(name: "ViewEngineMacrosPluginTests", dependencies: [
            "ViewEngineMacroExpansions",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(name: "ViewEngineMacrosTests", dependencies: ["ViewEngineMacros"]),
        // `import SwiftUI` on Linux, with no flag: the engine, its macros, UIKit's and Core
        // Graphics' names, SwiftUI's Core Data views and iOS 17's onChange(of:initial:_:)
        // (SwiftUI.swift says what else).
        .target(name: swiftUIModule, dependencies: [
            "ViewEngineMacros",
            .target(name: coreDataModule),
            // iOS 17's onChange(of:initial:_:), the backport: re-exported unless this
            // package's NativeOnChange trait gives the engine its own. Built with the trait
            // too, unused: a dependency's condition can name traits that turn it on, not
            // one that turns it off.
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
            .product(name: uikitProduct, package: "OnChangeKit"),
            .product(name: coreGraphicsProduct, package: "OnChangeKit"),
            // Not re-exported (the engine declares the AppKit names `import SwiftUI` brings):
            // built beside it, so that a Mac app's `import AppKit` and `import Cocoa` find them.
            .product(name: appKitProduct, package: "OnChangeKit"),
            .product(name: cocoaProduct, package: "OnChangeKit"),
            // Built beside it too: a file that imports only Foundation gets it through the
            // FoundationImports plugin.
            .product(name: "FoundationOnLinux", package: "OnChangeKit"),
        ], path: "Sources/SwiftUI"),
        .testTarget(name: "SwiftUIModuleTests", dependencies: [.target(name: swiftUIModule)]),
        // Files that say only `import Foundation` but use what Apple's Foundation brings
        // (Combine's ObservableObject and @Published, Observation, URLSession): a build tool
        // plugin that adds to the target one generated file re-exporting those modules,
        // which every file of a module then sees. The tool writes that file.
        .executableTarget(name: "FoundationImportsTool", path: "Sources/FoundationImportsTool"),
        .plugin(name: "FoundationImports", capability: .buildTool(), dependencies: ["FoundationImportsTool"]),
        // An app's model file that imports only Foundation, as on iOS, with the plugin.
        .testTarget(name: "FoundationImportsTests", dependencies: [.target(name: swiftUIModule)],
                    plugins: ["FoundationImports"]),
        // `Color(.brandBlue)` and `Image(.logo)` in an app's files: a build tool plugin that
        // generates the asset symbols Xcode generates from the target's asset catalogs. The
        // tool writes the file with the root package's AssetSymbolGeneration.
        .executableTarget(name: "AssetSymbolsTool", dependencies: [.product(name: "AssetSymbolGeneration", package: "OnChangeKit")],
                          path: "Sources/AssetSymbolsTool"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsTool"]),
        // A catalog with a namespace and an Xcode project that turns the extensions on.
        .testTarget(name: "AssetSymbolsPluginTests", dependencies: [.target(name: swiftUIModule)],
                    exclude: ["Assets.xcassets", "Preview Content", "Fixture.xcodeproj"], plugins: ["AssetSymbols"]),
        // UniformTypeIdentifiers: UTType, the system's declarations, tags and conformance,
        // an app's own types; the engine for AppKit's panels' `allowedContentTypes`.
        .target(name: uniformTypeIdentifiersModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/UniformTypeIdentifiers"),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: [.target(name: uniformTypeIdentifiersModule),
                                                                   .product(name: "ViewEngine", package: "OnChangeKit")]),
        // The system's SQLite (libsqlite3-dev on Debian), which SwiftData's and Core Data's
        // stores are, through one connection type (SQLiteStore, package API).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
        // SwiftData, headless: @Model (expanded by the plugin), containers, contexts and
        // SQLite stores, and @Query and .modelContainer for the engine's views.
        .target(name: swiftDataModule, dependencies: [
            "ViewEngineMacrosPlugin",
            "SQLiteStore",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/SwiftData"),
        .testTarget(name: "SwiftDataTests", dependencies: [
            .target(name: swiftDataModule), "ViewEngineMacros", "CSQLite",
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
        ]),
        // CoreData: containers, the model from a .xcdatamodeld, contexts, NSPredicate(format:),
        // SQLite stores (SQLiteStore, shared with SwiftData), @FetchRequest.
        .target(name: coreDataModule, dependencies: [
            "SQLiteStore", .product(name: "ViewEngine", package: "OnChangeKit"),
            .product(name: "CoreDataModelGeneration", package: "OnChangeKit"),
        ], path: "Sources/CoreData"),
        .testTarget(name: "CoreDataTests", dependencies: [.target(name: coreDataModule)],
                    resources: [.copy("Library.xcdatamodeld")], plugins: ["CoreDataModels"]),
        // StoreKit 2: products from a test catalogue (a .storekit file), purchases, the
        // person's transactions and entitlements, the store's views; host.store drives it.
        .target(name: storeKitModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/StoreKit"),
        .testTarget(name: "StoreKitTests", dependencies: [.target(name: storeKitModule)], resources: [.copy("Products.storekit")]),
        // PhotosUI: PhotosPicker and its items, loading Data, Image, String and URL;
        // host.pick(photos:in:) picks test items.
        .target(name: photosUIModule, dependencies: [
            .target(name: uniformTypeIdentifiersModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/PhotosUI"),
        .testTarget(name: "PhotosUITests", dependencies: [.target(name: photosUIModule)]),
        // WebKit: WKWebView (a UIView) and its configuration, SwiftUI's WebView and WebPage;
        // no network and no JavaScript: a test answers each navigation (host.finishLoading,
        // host.failLoading), which calls the navigation delegate in WebKit's order.
        .target(name: webKitModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/WebKit"),
        .testTarget(name: "WebKitTests", dependencies: [.target(name: webKitModule)]),
        // SafariServices: SFSafariViewController (a UIViewController), its configuration and
        // delegate; host.tapDone(inSafari:) taps its Done button.
        .target(name: safariServicesModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/SafariServices"),
        .testTarget(name: "SafariServicesTests", dependencies: [.target(name: safariServicesModule)]),
        // WidgetKit: widgets, their configurations and timeline providers, WidgetCenter;
        // WidgetHost shows a widget at a family's size on the host's virtual time, asking
        // its provider for timelines as the reload policy and WidgetCenter say.
        // widgets configured by an app intent (AppIntentConfiguration) and controls come with
        // AppIntents; #Preview(as:) is expanded by the macros' plugin.
        .target(name: widgetKitModule, dependencies: [
            "ViewEngineMacrosPlugin", .target(name: appIntentsModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/WidgetKit"),
        .testTarget(name: "WidgetKitTests", dependencies: [.target(name: widgetKitModule)]),
        // AppIntents: intents, their parameters and results, entities and their queries, enums,
        // App Shortcuts, Button(intent:) and Toggle(isOn:intent:); host.intents runs an intent
        // as the system does (parameters checked, performed on the host's clock, recorded).
        .target(name: appIntentsModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/AppIntents"),
        .testTarget(name: "AppIntentsTests", dependencies: [.target(name: appIntentsModule)]),
        // What the framework modules share: errors in Apple's domains with Apple's codes, and
        // answers delivered later on the main actor (not a product: a part of each module).
        .target(name: "FrameworkSupport", path: "Sources/FrameworkSupport"),
        // Security: the Keychain (SecItemAdd, SecItemCopyMatching, SecItemUpdate, SecItemDelete)
        // with Apple's keys and result codes, one keychain per host; access control, the
        // device's lock and authentication prompts; host.keychain reads and drives it.
        .target(name: securityModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/Security"),
        .testTarget(name: "SecurityTests", dependencies: [.target(name: securityModule)]),
        // DeviceCheck: DCDevice tokens and App Attest keys, per host; a host is a device
        // without DeviceCheck (as a simulator) until host.deviceCheck says otherwise.
        .target(name: deviceCheckModule, dependencies: ["FrameworkSupport", .product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/DeviceCheck"),
        .testTarget(name: "DeviceCheckTests", dependencies: [.target(name: deviceCheckModule)]),
        // BackgroundTasks: BGTaskScheduler's launch handlers and requests, per host; the test
        // plays the system (host.backgroundTasks launches and expires tasks).
        .target(name: backgroundTasksModule, dependencies: ["FrameworkSupport", .product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/BackgroundTasks"),
        .testTarget(name: "BackgroundTasksTests", dependencies: [.target(name: backgroundTasksModule)]),
        // WatchConnectivity: the iPhone app's WCSession, one per host; the paired watch is
        // played by the test (host.watch: paired, installed, reachable, what it sends).
        .target(name: watchConnectivityModule, dependencies: ["FrameworkSupport", .product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/WatchConnectivity"),
        .testTarget(name: "WatchConnectivityTests", dependencies: [.target(name: watchConnectivityModule)]),
        // AuthenticationServices: Sign in with Apple (the button, the provider, credentials,
        // the controller), one Apple ID per host; host.appleID says who signs in and how.
        .target(name: authenticationServicesModule, dependencies: ["FrameworkSupport", .product(name: "ViewEngine", package: "OnChangeKit")],
                path: "Sources/AuthenticationServices"),
        .testTarget(name: "AuthenticationServicesTests", dependencies: [.target(name: authenticationServicesModule)]),
        // CoreMedia: CMTime, exact rational times with Core Media's arithmetic and order
        // (Foundation only).
        .target(name: coreMediaModule, path: "Sources/CoreMedia"),
        // AVFoundation: AVPlayer and its items, AVAudioPlayer, AVAudioSession, the camera's
        // and microphone's permissions, AVSpeechSynthesizer, on the host's virtual clock; no
        // decoder, so host.media declares media durations and drives the person's answers.
        .target(name: avFoundationModule, dependencies: [
            .target(name: coreMediaModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/AVFoundation"),
        // AVKit: SwiftUI's VideoPlayer, drawn as a black 16:9 box with its controls.
        .target(name: avKitModule, dependencies: [
            .target(name: avFoundationModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/AVKit"),
        .testTarget(name: "AVFoundationTests", dependencies: [.target(name: avKitModule)]),
        // Speech: SFSpeechRecognizer, its requests, tasks and results, per host; a host hears
        // no microphone, so host.speech.hear(_:) says what the next recognition transcribes.
        .target(name: speechModule, dependencies: [
            "FrameworkSupport", .target(name: avFoundationModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/Speech"),
        .testTarget(name: "SpeechTests", dependencies: [.target(name: speechModule)]),
        // Charts: Chart and its marks, scales, axes and legend, laid out and drawn with the
        // engine's shapes and text.
        .target(name: chartsModule, dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")], path: "Sources/Charts"),
        .testTarget(name: "ChartsTests", dependencies: [.target(name: chartsModule)]),
        // CoreLocation: CLLocationManager and its delegate, CLLocation with great-circle
        // distances, CLGeocoder and live updates, one device per host; host.location moves
        // it, answers the permission prompt and declares the places geocoding knows.
        .target(name: coreLocationModule, dependencies: ["FrameworkSupport", .product(name: "ViewEngine", package: "OnChangeKit")] + frameworkSubmodules,
                path: "Sources/CoreLocation"),
        .testTarget(name: "CoreLocationTests", dependencies: [.target(name: coreLocationModule)]),
        // MapKit: SwiftUI's Map (iOS 17's content builder and the older annotation items),
        // its camera positions, markers and annotations, drawn as a neutral grid with pins
        // projected into the camera's region; host.map pans it.
        .target(name: mapKitModule, dependencies: ["FrameworkSupport", 
            .target(name: coreLocationModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ] + frameworkSubmodules, path: "Sources/MapKit"),
        .testTarget(name: "MapKitTests", dependencies: [.target(name: mapKitModule)]),
        // CloudKit: containers, databases, records, queries, operations and subscriptions over
        // an in-memory store per container and database, one set per host; host.cloudKit
        // reads it and sets the iCloud account's status. No push notification is delivered.
        .target(name: cloudKitModule, dependencies: ["FrameworkSupport",
            .target(name: coreLocationModule), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/CloudKit"),
        .testTarget(name: "CloudKitTests", dependencies: [.target(name: cloudKitModule)]),
        // EventKit: the person's calendars and reminders in one database per host, the app's
        // access asked for and answered as the test says (host.eventKit); events and
        // reminders saved, committed and fetched by predicate.
        .target(name: eventKitModule, dependencies: ["FrameworkSupport",
            .product(name: coreGraphicsProduct, package: "OnChangeKit"), .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/EventKit"),
        .testTarget(name: "EventKitTests", dependencies: [.target(name: eventKitModule)]),
        // `Item(context:)` and `FetchedResults<Item>` in an app's files: a build tool plugin
        // that generates the classes Xcode generates from the target's Core Data models. The
        // tool writes the file with the root package's CoreDataModelGeneration.
        .executableTarget(name: "CoreDataModelsTool", dependencies: [.product(name: "CoreDataModelGeneration", package: "OnChangeKit")],
                          path: "Sources/CoreDataModelsTool"),
        .plugin(name: "CoreDataModels", capability: .buildTool(), dependencies: ["CoreDataModelsTool"]),
        // A model with an entity of each Codegen setting, as an app's target holds it.
        .testTarget(name: "CoreDataModelsPluginTests", dependencies: [.target(name: swiftUIModule), .target(name: coreDataModule)],
                    resources: [.copy("Pantry.xcdatamodeld")], plugins: ["CoreDataModels"]),
    ] + frameworkSubmoduleTargets,
    swiftLanguageModes: [.v6]
)

import Foundation
import Testing
@testable import CompatCheck

@Suite("The packages an app depends on are compiled against the engine as their own modules", .timeLimit(.minutes(5)))
struct DependencyPackagesTests {
    /// Three checkouts: a SwiftUI package that uses another package's type, that package,
    /// and one that does not compile here.
    static func checkouts() throws -> FixtureApp {
        try FixtureApp([
            "MANIFEST.tsv": """
            # three checkouts
            Badges\thttps://example.org/Badges.git\t1111\tpinned
            palette-kit\thttps://example.org/palette-kit\t2222\tpinned
            Broken\thttps://example.org/broken\t3333\tpinned

            """,
            "Badges/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Badges", dependencies: [.package(url: "https://example.org/palette-kit.git", from: "1.0.0")])

            """,
            "Badges/Sources/Badges/Badge.swift": """
            import SwiftUI
            import Palette_Kit

            public struct Badge: View {
                let title: String
                public init(_ title: String) { self.title = title }
                public var body: some View { Text(title).foregroundStyle(Palette.accent) }
            }
            """,
            "palette-kit/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"palette-kit\")\n",
            "palette-kit/Sources/Palette-Kit/Palette.swift": """
            import SwiftUI

            public enum Palette {
                public static let accent = Color.orange
            }
            """,
            "Broken/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Broken\")\n",
            "Broken/Sources/Broken/Broken.swift": "public let value: Int = \"not a number\"\n",
        ])
    }

    /// The app's project, which depends on Badges and Broken (as Xcode writes it).
    static let project = """
    /* XCRemoteSwiftPackageReference "Badges" */ = {
        repositoryURL = "https://example.org/badges/";
    };
    /* XCRemoteSwiftPackageReference "Broken" */ = {
        repositoryURL = "https://example.org/Broken.git";
    };
    """

    @Test("A file importing a dependency that compiles here is checked; one whose dependency does not stays blocked")
    func dependencies() throws {
        let checkouts = try Self.checkouts()
        let fixture = try FixtureApp([
            "Demo.xcodeproj/project.pbxproj": Self.project,
            "Demo/BadgeRow.swift": "import SwiftUI\nimport Badges\n\nstruct BadgeRow: View {\n    var body: some View { Badge(\"New\") }\n}\n",
            "Demo/Other.swift": "import SwiftUI\nimport Broken\n\nstruct Other: View {\n    var body: some View { Text(\"\\(value)\") }\n}\n",
            "Demo/Maps.swift": "import SwiftUI\nimport ARKit\n\nstruct Maps: View {\n    var body: some View { Text(\"map\") }\n}\n",
        ])
        var options = CheckOptions()
        options.packages = checkouts.folder.path
        let (results, _) = try fixture.check(options)
        #expect(results["Demo/BadgeRow.swift"]?.status == .compiled)
        #expect(results["Demo/Other.swift"]?.status == .blocked)
        #expect(results["Demo/Other.swift"]?.blockedBy == ["Broken"])
        #expect(results["Demo/Maps.swift"]?.blockedBy == ["ARKit"])

        // Without the checkouts, the package is a module missing here.
        let (without, _) = try fixture.check()
        #expect(without["Demo/BadgeRow.swift"]?.blockedBy == ["Badges"])
    }

    @Test("An app gets only the dependencies it declares, and theirs")
    func declaredOnly() throws {
        let checkouts = try Self.checkouts()
        let other = try FixtureApp([
            "Other/BadgeRow.swift": "import SwiftUI\nimport Badges\n\nstruct BadgeRow: View {\n    var body: some View { Badge(\"New\") }\n}\n",
        ])
        var options = CheckOptions()
        options.packages = checkouts.folder.path
        let (results, _) = try other.check(options)
        #expect(results["Other/BadgeRow.swift"]?.blockedBy == ["Badges"])

        let app = try FixtureApp(["A.xcodeproj/project.pbxproj": Self.project])
        let declared = DependencyPackages.declared(inAppFolder: app.folder.path)
        #expect(declared == ["https://example.org/badges", "https://example.org/broken"])
    }

    @Test("Each dependency tried is named with its package, and one that fails with its first error")
    func outcomes() throws {
        let checkouts = try Self.checkouts()
        let work = checkouts.folder.appending(path: ".work")
        var options = CheckOptions()
        options.packages = checkouts.folder.path
        let engine = try FixtureApp.engine(work: work)
        let packages = DependencyPackages(checkouts: checkouts.folder.path, engine: engine, options: options, log: .silent)
        let none: (Set<String>) -> [String: Bool] = { Dictionary(uniqueKeysWithValues: $0.map { ($0, $0 == "SwiftUI") }) }
        // Palette_Kit comes with Badges, whose manifest depends on it; not on its own.
        #expect(!packages.provides("Palette_Kit", declared: ["https://example.org/broken"], available: none))
        #expect(packages.provides("Badges", declared: ["https://example.org/badges"], available: none))
        #expect(!packages.provides("Broken", available: none))
        #expect(!packages.provides("NoSuchModule", available: none))
        let tried = packages.tried
        // Palette_Kit (the target `Palette-Kit`) was compiled first, for Badges.
        #expect(tried.map(\.module) == ["Badges", "Broken", "Palette_Kit"])
        #expect(tried.map(\.package) == ["Badges", "Broken", "palette-kit"])
        #expect(tried.map(\.compiled) == [true, false, true])
        let error = try #require(tried[1].firstError)
        #expect(error.hasPrefix("Broken/Sources/Broken/Broken.swift:1:"))
        #expect(error.contains("cannot convert value of type 'String'"))
    }

    /// Xcode generates asset symbols for a package target's catalogs, as for an app's: a
    /// package whose files say `Color(.brandBlue)` (SWDesignSystem's `Color(.swBackground)`)
    /// compiles, and a name its catalog lacks is still an error.
    @Test("A package target's asset catalogs give its files their symbols")
    func packageAssetSymbols() throws {
        let colorset = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}
        """
        let checkouts = try FixtureApp([
            "Look/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Look\")\n",
            "Look/Sources/Look/Brand.swift": "import SwiftUI\n\npublic extension Color {\n    static let brand = Color(.brandBlue)\n}\n",
            "Look/Sources/Look/Resources/Media.xcassets/Contents.json": #"{"info":{"version":1,"author":"xcode"}}"#,
            "Look/Sources/Look/Resources/Media.xcassets/BrandBlue.colorset/Contents.json": colorset,
            "Typo/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Typo\")\n",
            "Typo/Sources/Typo/Brand.swift": "import SwiftUI\n\npublic let brand = Color(.brandGreen)\n",
            "Typo/Sources/Typo/Media.xcassets/BrandBlue.colorset/Contents.json": colorset,
        ])
        let text = try #require(StandIns.packageAssetSymbolsSource(targetFolder: checkouts.folder.path + "/Look/Sources/Look"))
        #expect(text.contains("static let brandBlue = ColorResource(name: \"BrandBlue\""))
        #expect(!text.contains("extension Color {"), "Xcode adds no extension members for a package")
        #expect(StandIns.packageAssetSymbolsSource(targetFolder: checkouts.folder.path + "/Look/Sources") != nil)
        #expect(StandIns.packageAssetSymbolsSource(targetFolder: checkouts.folder.path + "/Look") != nil)

        var options = CheckOptions()
        options.packages = checkouts.folder.path
        let engine = try FixtureApp.engine(work: checkouts.folder.appending(path: ".work"))
        let packages = DependencyPackages(checkouts: checkouts.folder.path, engine: engine, options: options, log: .silent)
        let none: (Set<String>) -> [String: Bool] = { Dictionary(uniqueKeysWithValues: $0.map { ($0, $0 == "SwiftUI") }) }
        #expect(packages.provides("Look", available: none), "\(packages.tried.map { $0.firstError ?? "" })")
        #expect(!packages.provides("Typo", available: none))
        #expect(packages.tried.first { $0.module == "Typo" }?.firstError?.contains("brandGreen") == true)
    }

    @Test("packages.tsv names each module's checkout, its address and commit, and why it does not compile")
    func table() {
        let outcomes = [
            DependencyPackages.Outcome(module: "Broken", package: "Broken", compiled: false, firstError: "Broken.swift:1:18: error: cannot convert\tvalue"),
            DependencyPackages.Outcome(module: "Badges", package: "Badges", compiled: true, firstError: nil),
        ]
        let manifest = "# checked out 2026-11-27\nBadges\thttps://example.org/badges\tabc123\tpinned\n"
        #expect(DependencyPackages.tsv(outcomes, manifest: manifest) == """
        module\tpackage\taddress\tcommit\tcompiles\tfirst_error
        Badges\tBadges\thttps://example.org/badges\tabc123\tyes\t
        Broken\tBroken\t\t\tno\tBroken.swift:1:18: error: cannot convert value

        """)
    }

    @Test("A target the manifest places elsewhere than Sources/<name> is found at its path")
    func manifestPaths() {
        let manifest = """
        let package = Package(name: "SwiftOpenAI", targets: [
            .target(name: "SwiftOpenAI", dependencies: [.product(name: "X", package: "x")], path: "Sources/OpenAI"),
            .target(name: "Plain"),
            .testTarget(name: "SwiftOpenAITests", dependencies: ["SwiftOpenAI"], path: "Tests/T"),
        ])
        """
        let targets = DependencyPackages.declaredTargets(in: manifest)
        #expect(targets.map(\.name) == ["SwiftOpenAI", "Plain"])
        #expect(targets.map(\.path) == ["Sources/OpenAI", nil])
    }
}

import Foundation
import Testing
import ViewEngine
import TestSupport

/// Legacy strings tables (`xx.lproj/Localizable.strings`) read as string tables: by a host
/// that names them (``HostConfiguration/stringCatalogs``), by every host and by
/// `String(localized:)` when they lie beside the program (the test target copies
/// `Localization/StringsFixture/en.lproj` and `de.lproj` into its resources). Each test's
/// files are written into a temporary folder of `.lproj` folders.
@MainActor
@Suite("Strings tables show in the locale's language, like string catalogs")
struct StringsTableTests {
    /// A temporary folder holding `files` (a path such as `de.lproj/Localizable.strings`
    /// and its bytes); removed by `body`'s end.
    static func withFolder<T>(_ files: [String: Data], _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StringsTableTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try body(folder)
    }

    /// The strings `Text(key)` shows for each key in `locale`, from a host that names the
    /// tables in `files` (`named`, the files named; the others are found beside them).
    static func shown(_ keys: [LocalizedStringKey], locale: String, files: [String: Data], named: [String]) throws -> [String] {
        try withFolder(files) { folder in
            let host = StringCatalogTests.host(VStack { ForEach(keys.indices, id: \.self) { Text(keys[$0]) } }, locale: locale,
                                               catalogs: named.map { folder.appendingPathComponent($0) })
            return StringCatalogTests.texts(host)
        }
    }

    static func utf8(_ text: String) -> Data { Data(text.utf8) }

    static let english = utf8("""
        /* Onboarding */
        "introFirstTitle" = "Welcome";
        "skipButton" = "Skip"; // the first screen's button
        "onlyEnglish" = "Only in English";
        "%lld photos" = "%lld photos";
        """)
    static let german = utf8("""
        "introFirstTitle" = "Willkommen";
        "skipButton" = "Überspringen";
        "%lld photos" = "%lld Fotos";
        """)

    /// Apple's `Bundle.localizedString(forKey:value:table:)`: "If `tableName` is `nil` or is
    /// an empty string, the method attempts to use the table in `Localizable.strings`":
    /// a literal key finds the table's string in the locale's language, `en` and `de`.
    @Test func aTextShowsTheTablesStringInTheLocalesLanguage() throws {
        let files = ["en.lproj/Localizable.strings": Self.english, "de.lproj/Localizable.strings": Self.german]
        let named = ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"]
        #expect(try Self.shown(["introFirstTitle", "skipButton"], locale: "en", files: files, named: named) == ["Welcome", "Skip"])
        #expect(try Self.shown(["introFirstTitle", "skipButton"], locale: "de", files: files, named: named)
                == ["Willkommen", "Überspringen"])
        #expect(try Self.shown(["introFirstTitle"], locale: "de_AT", files: files, named: named) == ["Willkommen"])
        #expect(try Self.shown(["\(3) photos"], locale: "de", files: files, named: named) == ["3 Fotos"])
        // Naming one language's file brings the table's other languages, as a bundle has them.
        #expect(try Self.shown(["skipButton"], locale: "de", files: files, named: ["en.lproj/Localizable.strings"]) == ["Überspringen"])
        // Another table is looked up by `tableName`, and a key no table has shows itself.
        let onboarding = ["en.lproj/Onboarding.strings": Self.utf8(#""next" = "Next";"#)]
        let host = try Self.withFolder(onboarding) { folder in
            StringCatalogTests.texts(StringCatalogTests.host(VStack { Text("next", tableName: "Onboarding"); Text("next") },
                                                             catalogs: [folder.appendingPathComponent("en.lproj/Onboarding.strings")]))
        }
        #expect(host == ["Next", "next"])
        // "… nil or is an empty string": an empty table name is `Localizable`.
        let empty = try Self.withFolder(files) { folder in
            StringCatalogTests.texts(StringCatalogTests.host(Text("skipButton", tableName: ""), catalogs: named.map { folder.appendingPathComponent($0) }))
        }
        #expect(empty == ["Skip"])
    }

    /// `CFBundleCopyLocalizedString`'s key: "Typically the key is identical to the value
    /// of the localized string in the development language." No sentence of Apple's says
    /// how a key one language lacks falls back; this encodes the engine's rule, the one its
    /// string catalogs follow: the development language's value — English when the table
    /// has it, else `Base.lproj`'s, else the first language's by name. `pt-BR.lproj` is
    /// matched by `pt_BR`.
    @Test func aKeyTheLanguageLacksFallsBackToTheDevelopmentLanguage() throws {
        let files = ["en.lproj/Localizable.strings": Self.english, "de.lproj/Localizable.strings": Self.german,
                     "Base.lproj/Localizable.strings": Self.utf8(#""onlyBase" = "From Base"; "skipButton" = "Base skip";"#),
                     "pt-BR.lproj/Localizable.strings": Self.utf8(#""skipButton" = "Pular";"#)]
        let named = ["en.lproj/Localizable.strings"]
        #expect(try Self.shown(["onlyEnglish", "onlyBase", "skipButton", "missing"], locale: "de", files: files, named: named)
                == ["Only in English", "From Base", "Überspringen", "missing"])
        #expect(try Self.shown(["skipButton"], locale: "en", files: files, named: named) == ["Skip"])
        #expect(try Self.shown(["skipButton"], locale: "pt_BR", files: files, named: named) == ["Pular"])
        let baseOnly = ["Base.lproj/Localizable.strings": Self.utf8(#""skipButton" = "Base skip";"#),
                        "fr.lproj/Localizable.strings": Self.utf8(#""skipButton" = "Passer";"#)]
        #expect(try Self.shown(["skipButton"], locale: "de", files: baseOnly, named: ["fr.lproj/Localizable.strings"]) == ["Base skip"])
        #expect(try Self.shown(["skipButton"], locale: "fr", files: baseOnly, named: ["fr.lproj/Localizable.strings"]) == ["Passer"])
        let neither = ["fr.lproj/Localizable.strings": Self.utf8(#""skipButton" = "Passer";"#),
                       "es.lproj/Localizable.strings": Self.utf8(#""skipButton" = "Omitir";"#)]
        #expect(try Self.shown(["skipButton"], locale: "de", files: neither, named: ["fr.lproj/Localizable.strings"]) == ["Omitir"])
    }

    /// The strings file format as Xcode writes and Foundation reads it (no one sentence of
    /// Apple's documentation states it): `"key" = "value";` pairs, C comments, backslash
    /// escapes (`\"`, `\n`, `\\`, `\U00E9`), a key with no value that stands for itself,
    /// unquoted words; UTF-8 with or without a byte order mark, and UTF-16 with one.
    @Test func commentsEscapesAndEncodingsAreRead() throws {
        let text = #"""
            /* A block comment
               over two lines with "quotes" = "in it"; */
            // A line comment "x" = "y";
            "quote" = "Say \"hi\"";
            "lines" = "one\ntwo\ttab";
            "slash" = "back\\slash";
            "accent" = "caf\U00E9 \u00FC";
            "emoji" = "\UD83D\UDE00";
            "octal" = "\101";
            "sameAsKey";
            plain = word.with-dots;
            "spread"
                =
                "over lines" ;
            "twice" = "first";
            "twice" = "last";
            """#
        let keys: [LocalizedStringKey] = ["slash", "accent", "emoji", "octal", "sameAsKey", "plain", "spread", "twice",
                                          "/* A block comment", "x"]
        let expected = ["back\\slash", "café ü", "😀", "A", "sameAsKey", "word.with-dots", "over lines", "last",
                        "/* A block comment", "x"]
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(text.data(using: .utf16LittleEndian)!)
        var utf16BigEndian = Data([0xFE, 0xFF])
        utf16BigEndian.append(text.data(using: .utf16BigEndian)!)
        let utf8WithMark = Data([0xEF, 0xBB, 0xBF]) + Self.utf8(text)
        for data in [Self.utf8(text), utf16, utf16BigEndian, utf8WithMark] {
            try Self.withFolder(["en.lproj/Localizable.strings": data]) { folder in
                let host = StringCatalogTests.host(VStack {
                    ForEach(keys.indices, id: \.self) { Text(keys[$0]) }
                    // A quote or a line break is checked by the title a driver taps.
                    Button("quote") {}
                    Button("lines") {}
                }, catalogs: [folder.appendingPathComponent("en.lproj/Localizable.strings")])
                #expect(StringCatalogTests.texts(host) == expected)
                #expect(host.diagnostics.isEmpty)
                try host.tap("Say \"hi\"")
                try host.tap("one\ntwo\ttab")
            }
        }
    }

    /// Bad input: a file that is not a strings file is named, with its `.lproj` folder and
    /// the line, in one diagnostic per file, as an unreadable string catalog is; the
    /// table's other languages are still shown.
    @Test func aMalformedFileIsNamedWithItsLine() throws {
        let files = ["en.lproj/Localizable.strings": Self.english,
                     "de.lproj/Localizable.strings": Self.utf8("\"introFirstTitle\" = \"Willkommen\"\n\"skipButton\" = \"Überspringen\";\n"),
                     "fr.lproj/Localizable.strings": Self.utf8("/* ok */\n\"skipButton\" = \"Passer;\n"),
                     "es.lproj/Localizable.strings": Self.utf8("\"skipButton\" = \"Omitir\";\n\n\"a\" = \"\\U00\";"),
                     "it.lproj/Localizable.strings": Self.utf8("\"skipButton\" = Salta = ;"),
                     "ja.lproj/Localizable.strings": Data([0x22, 0xC3, 0x28, 0x22])]
        let result = try Self.withFolder(files) { folder in
            let host = StringCatalogTests.host(VStack { Text("introFirstTitle"); Text("skipButton") }, locale: "de",
                                               catalogs: [folder.appendingPathComponent("en.lproj/Localizable.strings")])
            return (StringCatalogTests.texts(host), host.diagnostics.map(\.message), host.diagnostics.map(\.kind))
        }
        #expect(result.0 == ["Welcome", "Skip"])
        let tail = ". Its keys show in the table's other languages, or as they are written."
        #expect(result.1 == [
            "The strings file 'de.lproj/Localizable.strings' was not read, line 1: the entry \"introFirstTitle\" does not end with ';'" + tail,
            "The strings file 'es.lproj/Localizable.strings' was not read, line 3: \\U is not followed by four hexadecimal digits" + tail,
            "The strings file 'fr.lproj/Localizable.strings' was not read, line 2: the string that begins here is not closed with '\"'" + tail,
            "The strings file 'it.lproj/Localizable.strings' was not read, line 1: the entry \"skipButton\" does not end with ';'" + tail,
            "The strings file 'ja.lproj/Localizable.strings' was not read: it is neither UTF-8 nor UTF-16 with a byte order mark" + tail,
        ])
        #expect(Set(result.2) == [.resourceNotFound])
    }

    /// The strings files of the `.lproj` folders in a resource bundle beside the program
    /// are found, with the string catalogs; a `.strings` file outside an `.lproj` folder
    /// is not a table.
    @Test func stringsFilesInResourceBundlesAreFound() throws {
        let files = ["App_AppTests.resources/en.lproj/Localizable.strings": Self.english,
                     "App_AppTests.resources/de.lproj/Localizable.strings": Self.german,
                     "App_AppTests.resources/Localizable.xcstrings": Self.utf8("{}"),
                     "Other.resources/Golden/Stray.strings": Self.english]
        let found = try Self.withFolder(files) { folder in
            ViewHost<EmptyView>.discoveredStringTables(in: folder).map { $0.pathComponents.suffix(2).joined(separator: "/") }
        }
        #expect(found == ["App_AppTests.resources/Localizable.xcstrings", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
    }

    /// An app's own `.lproj` folders, where `Bundle.main` has them (beside the executable
    /// of a launched app's bundle), are found first: `Bundle`'s `localizedString(forKey:
    /// value:table:)` "Returns a localized version of the string designated by the specified
    /// key and residing in the specified table" of the bundle's own localizations.
    @Test func anAppsOwnLocalizationsAreFoundFirst() throws {
        let files = ["en.lproj/Localizable.strings": Self.english,
                     "Kit.resources/de.lproj/Localizable.strings": Self.german]
        let found = try Self.withFolder(files) { folder in
            ViewHost<EmptyView>.discoveredStringTables(in: folder).map { $0.pathComponents.suffix(2).joined(separator: "/") }
        }
        #expect(found == ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"])
    }

    /// A host that names no tables reads the ones beside the program: the test target's
    /// fixture (StringsFixture/README.md).
    @Test func aHostFindsTheTablesBesideTheProgram() {
        func shown(_ locale: String) -> [String] {
            var configuration = HostConfiguration()
            configuration.echoesDiagnosticsToStandardError = false
            let host = ViewHost(testing: VStack { Text("fixture.greeting"); Text("\(2) fixture files") }
                .environment(\.locale, Locale(identifier: locale)), configuration: configuration)
            #expect(host.diagnostics.isEmpty)
            return StringCatalogTests.texts(host)
        }
        #expect(shown("en_US") == ["Hello from a strings table", "2 files in the fixture"])
        #expect(shown("de") == ["Hallo aus einer Strings-Tabelle", "2 Dateien im Fixture"])
    }

    /// `String(localized:table:bundle:locale:comment:)`: `keyAndValue` "provides the
    /// localization key to look up. This parameter also serves as the default value if the
    /// system can't find a localized string"; and "If `table` is `nil` or is an empty
    /// string, the method attempts to use the table named `Localizable`." The key of an
    /// interpolation is its format (`%lld fixture files`), and the found string is written
    /// with the interpolation's values. `Locale.current` on Linux (`en_001`,
    /// `en_US_POSIX`) finds the English table.
    @Test func stringLocalizedLooksUpTheTablesBesideTheProgram() {
        let german = Locale(identifier: "de")
        #expect(String(localized: "fixture.greeting", locale: Locale(identifier: "en")) == "Hello from a strings table")
        #expect(String(localized: "fixture.greeting", locale: german) == "Hallo aus einer Strings-Tabelle")
        #expect(String(localized: "fixture.greeting", table: "", locale: german) == "Hallo aus einer Strings-Tabelle")
        #expect(String(localized: "fixture.greeting", locale: Locale(identifier: "en_US_POSIX")) == "Hello from a strings table")
        #expect(String(localized: "fixture.greeting", locale: Locale(identifier: "en_001")) == "Hello from a strings table")
        #expect(String(localized: "fixture.greeting", locale: Locale(identifier: "fr")) == "Hello from a strings table")
        #expect(String(localized: "fixture.onlyEnglish", locale: german) == "Only in English")
        let count = 4
        #expect(String(localized: "\(count) fixture files", locale: german) == "4 Dateien im Fixture")
        #expect(String(localized: "\(count) fixture files", locale: Locale(identifier: "en")) == "4 files in the fixture")
        // The key's own text where no table has it, or where the table named has none.
        #expect(String(localized: "fixture.absent \(count)", locale: german) == "fixture.absent 4")
        #expect(String(localized: "fixture.greeting", table: "Other", locale: german) == "fixture.greeting")
    }

    /// `String(localized:defaultValue:table:bundle:locale:comment:)`: `defaultValue` is "A
    /// default value to use if looking up a localized string from the bundle fails"; a
    /// string found for the key is written with the default value's interpolations.
    @Test func stringLocalizedWithADefaultValueLooksUpTheKey() {
        let german = Locale(identifier: "de")
        #expect(String(localized: "fixture.greeting", defaultValue: "Hi", locale: german) == "Hallo aus einer Strings-Tabelle")
        #expect(String(localized: "fixture.absent", defaultValue: "Hi", locale: german) == "Hi")
        let things = 7
        #expect(String(localized: "fixture.count", defaultValue: "\(things) things", locale: german) == "7 Dinge gezählt")
        #expect(String(localized: "fixture.count", defaultValue: "\(things) things", table: "Other", locale: german) == "7 things")
    }

    /// `String(localized:)` with a resource: "Call this initializer to look up the
    /// localization that `resource` indicates from a string catalog or `strings` file in
    /// your app bundle. Alter the resource's `locale` prior to calling this method if you
    /// want to localize this string in a different locale".
    @Test func aResourceIsLookedUpInItsLocale() {
        var resource = LocalizedStringResource("fixture.greeting")
        resource.locale = Locale(identifier: "de")
        #expect(String(localized: resource) == "Hallo aus einer Strings-Tabelle")
        resource.locale = Locale(identifier: "en")
        #expect(String(localized: resource) == "Hello from a strings table")
        var counted = LocalizedStringResource("fixture.count", defaultValue: "\(2) things")
        counted.locale = Locale(identifier: "de")
        #expect(String(localized: counted) == "2 Dinge gezählt")
        #expect(String(localized: LocalizedStringResource("fixture.absent", defaultValue: "Fallback")) == "Fallback")
    }
}

import Foundation
import Testing
import ViewEngine
import TestSupport

/// Localized keys and string catalogs (``HostConfiguration/stringCatalogs``), from
/// `LocalizedStringKey`'s documentation: "Initializers for several SwiftUI types – such as
/// Text, Toggle, Picker and others – implicitly look up a localized string when you
/// provide a string literal." The catalog is `Tests/Fixtures/Localizable.xcstrings`.
@MainActor
@Suite("Localized keys show the string catalog's string in the environment's locale")
struct StringCatalogTests {
    static let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Localizable.xcstrings")

    /// A host of `view` in `locale` (the engine's default, `en_US`, when `nil`), reading the
    /// fixture catalog.
    static func host<V: View>(_ view: V, locale: String? = nil, catalogs: [URL] = [catalog]) -> ViewHost<some View> {
        var configuration = HostConfiguration()
        configuration.stringCatalogs = catalogs
        configuration.echoesDiagnosticsToStandardError = false
        return ViewHost(testing: view.environment(\.locale, Locale(identifier: locale ?? "en_US")), configuration: configuration)
    }

    /// The strings of the `Text` lines the host renders, in order.
    static func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.render().split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("Text \""), let end = trimmed.dropFirst(6).firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 6)..<end])
        }
    }

    /// "When you use the initializer `Text("Hello")`, SwiftUI creates a
    /// `LocalizedStringKey` for you and uses that to look up a localization of the `Hello`
    /// string." The locale's language is matched most exactly first (`pt-BR`); a language
    /// the catalog lacks shows the key.
    @Test func aLiteralIsLookedUpInTheLocalesLanguage() {
        #expect(Self.texts(Self.host(Text("Overview"), locale: "es")) == ["Descripción"])
        #expect(Self.texts(Self.host(Text("Overview"), locale: "es_MX")) == ["Descripción"])
        #expect(Self.texts(Self.host(Text("Overview"), locale: "pt_BR")) == ["Visão geral"])
        #expect(Self.texts(Self.host(Text("Overview"), locale: "fr_CA")) == ["Aperçu"])
        #expect(Self.texts(Self.host(Text("Overview"), locale: "pt_PT")) == ["Overview"])
        #expect(Self.texts(Self.host(Text("Overview"))) == ["Overview"])
    }

    /// "Passing a `String` variable to these initializers avoids localization […] In the
    /// case where you want to localize the value of a string variable, use the string to
    /// create a new `LocalizedStringKey` instance."
    @Test func aStringVariableIsShownAsItIsUnlessMadeAKey() {
        let title = "Overview"
        #expect(Self.texts(Self.host(Text(title), locale: "es")) == ["Overview"])
        #expect(Self.texts(Self.host(Text(verbatim: "Overview"), locale: "es")) == ["Overview"])
        #expect(Self.texts(Self.host(Text(LocalizedStringKey(title)), locale: "es")) == ["Descripción"])
    }

    /// A key with a value in the catalog's source language shows that value where the
    /// locale's language has none, as an app falls back to its development language.
    @Test func theSourceLanguagesValueIsTheFallback() {
        #expect(Self.texts(Self.host(Text("welcome_title"))) == ["Welcome!"])
        #expect(Self.texts(Self.host(Text("welcome_title"), locale: "de")) == ["Welcome!"])
        #expect(Self.texts(Self.host(Text("welcome_title"), locale: "es")) == ["¡Bienvenido!"])
    }

    /// `init(stringInterpolation:)`: "Swift matches the parameter types in the expression
    /// to one of the `appendInterpolation` methods": a string is `%@` in the key, an `Int`
    /// `%lld`, a `specifier:` itself, and a literal `%` `%%`; a translation may place its
    /// arguments by position.
    @Test func anInterpolationIsAKeyWithSpecifiers() {
        let name = "Ana"
        #expect(Self.texts(Self.host(Text("Hello, \(name)"), locale: "es")) == ["Hola, Ana"])
        #expect(Self.texts(Self.host(Text("Hello, \(name)"))) == ["Hello, Ana"])
        #expect(Self.texts(Self.host(Text("\(name) sent \(3) photos"), locale: "es")) == ["3 fotos de Ana"])
        #expect(Self.texts(Self.host(Text("Progress: \(0.25, specifier: "%.1f")%"), locale: "es")) == ["Progreso: 0.2 %"])
        #expect(Self.texts(Self.host(Text("Progress: \(0.25, specifier: "%.1f")%"))) == ["Progress: 0.2%"])
    }

    /// A plural variation is chosen by the key's integer argument and the language's plural
    /// rule; English's `zero` case is used for 0.
    @Test func aPluralIsChosenByTheCount() {
        func shown(_ count: Int, _ locale: String) -> [String] { Self.texts(Self.host(Text("\(count) items"), locale: locale)) }
        #expect(shown(0, "en") == ["No items"])
        #expect(shown(1, "en") == ["1 item"])
        #expect(shown(2, "en") == ["2 items"])
        #expect(shown(1, "es") == ["1 elemento"])
        #expect(shown(0, "es") == ["0 elementos"])
        #expect(shown(21, "ru") == ["21 файл"])
        #expect(shown(3, "ru") == ["3 файла"])
        #expect(shown(11, "ru") == ["11 файлов"])
    }

    /// The controls' titles, a section's header and the navigation title are keys when
    /// they are literals, and a driver finds a control by the title it shows.
    @Test func titlesAreLocalizedAndTappedByWhatTheyShow() throws {
        struct Settings: View {
            @State var sounds = false
            @State var saved = 0
            var body: some View {
                NavigationStack {
                    Form {
                        Section("Account") {
                            Toggle("Sounds", isOn: $sounds)
                            Button("Save") { saved += 1 }
                            Label("Inbox", systemImage: "tray")
                            Text("saved \(saved)")
                        }
                    }
                    .navigationTitle("Trending Movies")
                }
            }
        }
        let host = Self.host(Settings(), locale: "es")
        #expect(host.render() == """
            NavigationStack
              navigationTitle "Películas Populares"
              Form
                Section "Cuenta"
                  Toggle "Sonidos" off
                  Button "Guardar"
                  Text "Bandeja de entrada"
                  Text "saved 0"
            """)
        try host.tap("Guardar")
        #expect(Self.texts(host).last == "saved 1")
    }

    /// A navigation link's, a picker's, a menu's, a stepper's and a date picker's literal
    /// titles are keys too.
    @Test func linksPickersAndMenusTakeKeys() {
        struct Screen: View {
            @State var choice = 0
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Inbox") { Text(verbatim: "messages") }
                        Picker("Account", selection: $choice) { Text(verbatim: "Ana").tag(0) }
                        Menu("Save") { Button {} label: { Text(verbatim: "x") } }
                        Stepper("Sounds", value: $choice, in: 0...3)
                        DatePicker("Overview", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                    }
                }
            }
        }
        let rendered = Self.host(Screen(), locale: "es").render()
        for shown in ["Bandeja de entrada", "Cuenta", "Guardar", "Sonidos", "Descripción"] { #expect(rendered.contains("\"\(shown)\""), "\(shown)") }
        for key in ["Inbox", "Account", "Save", "Sounds", "Overview"] { #expect(!rendered.contains("\"\(key)\""), "\(key)") }
    }

    /// The picture draws the string the layout measured.
    @Test func thePictureDrawsTheLocalizedString() {
        let svg = Self.host(Text("Overview"), locale: "es").snapshot()
        #expect(svg.contains(">Descripción</text>"))
        #expect(!svg.contains(">Overview</text>"))
    }

    /// A device variation shows the iPhone's string; a string with substitutions, which the
    /// engine does not resolve, shows the key rather than its placeholder.
    @Test func variationsTheEngineDoesNotResolveShowTheKey() {
        #expect(Self.texts(Self.host(Text("Continue"), locale: "es")) == ["Seguir"])
        #expect(Self.texts(Self.host(Text("Storage"), locale: "es")) == ["Storage"])
    }

    /// Bad input: a key whose text has the packing's separator (U+001F) in it is shown as
    /// it is, with its argument, and not looked up; nothing of it is lost.
    @Test func aKeyWithTheSeparatorShowsAsWritten() {
        let name = "Ana\u{1F}Bo"
        #expect(Self.texts(Self.host(Text("Hello, \(name)"), locale: "es")) == ["Hello, Ana\u{1F}Bo"])
        #expect(Self.texts(Self.host(Text("Over\u{1F}view"), locale: "es")) == ["Over\u{1F}view"])
    }

    /// Bad input: a catalog that is not JSON, or not a string catalog, is named in a
    /// diagnostic once, and every key shows as it is written.
    @Test func aCatalogThatCannotBeReadIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("StringCatalogTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xcstrings")
        try Data("{ not json".utf8).write(to: broken)
        let other = folder.appendingPathComponent("Other.xcstrings")
        try Data(#"{"version": "1.0"}"#.utf8).write(to: other)
        let host = Self.host(VStack { Text("Overview"); Text("Save") }, locale: "es", catalogs: [broken, other, Self.catalog])
        #expect(Self.texts(host) == ["Descripción", "Guardar"])
        #expect(host.diagnostics.map(\.message) == [
            "The string catalog 'Broken.xcstrings' was not read: it is not JSON. Its keys show as they are written.",
            "The string catalog 'Other.xcstrings' was not read: it has no \"strings\" object, so it is not a string catalog. Its keys show as they are written.",
        ])
        #expect(host.diagnostics.map(\.kind) == [.resourceNotFound, .resourceNotFound])
    }
}

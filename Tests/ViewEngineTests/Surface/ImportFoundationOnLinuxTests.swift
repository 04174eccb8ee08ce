import Foundation
import FoundationOnLinux
import Testing

// This file imports Foundation and FoundationOnLinux alone (and Testing), as a model file of
// an iOS app imports Foundation alone: what it uses of Apple's Foundation that corelibs
// lacks comes through FoundationOnLinux, which the check imports into every file.

/// `import FoundationOnLinux` brings the names `ViewEngine` declares where
/// swift-corelibs-foundation lacks them, shadowing corelibs' own.
@Suite("Surface: Foundation-only files see Apple's Foundation names")
struct ImportFoundationOnLinuxTests {
    /// The formatters corelibs declares unavailable or without `init()` work in a file
    /// that imports only Foundation (HabitMinder's `AppleSignInAccount`, SwiftUITMDb's
    /// `Movie`).
    @Test func theFormattersCompileAndFormatWithOnlyFoundationImported() {
        var name = PersonNameComponents()
        name.givenName = "Alex"
        name.familyName = "Doe"
        #expect(PersonNameComponentsFormatter().string(from: name) == "Alex Doe")
        let duration = DateComponentsFormatter()
        duration.unitsStyle = .full
        duration.allowedUnits = [.hour, .minute]
        #expect(duration.string(from: 3900) == "1 hour, 5 minutes")
        #expect(UndoManager().canUndo == false)
        let resource: LocalizedStringResource = "Done"
        #expect(String(localized: resource) == "Done")
    }

    /// Apple, Dispatch's `NSEC_PER_SEC`: "The number of nanoseconds in one second", a
    /// `UInt64`; Scrumdinger's `Task.sleep(seconds:)` multiplies by it in a file that
    /// imports Foundation alone.
    @Test func dispatchTimeConstantsAreUInt64Counts() {
        let twoSeconds: UInt64 = 2 * NSEC_PER_SEC
        #expect(twoSeconds == 2_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        #expect(NSEC_PER_SEC == NSEC_PER_MSEC * 1_000)
    }

    /// Apple, `autoreleasepool(invoking:)`: it returns what its body returns and rethrows
    /// what the body throws (CardTracker's image transformer returns `Data?` through it).
    @Test func anAutoreleasePoolReturnsAndRethrowsWhatItsBodyDoes() throws {
        struct Failure: Error, Equatable {}
        var calls: [String] = []
        let data: Data? = autoreleasepool {
            calls.append("body")
            return Data([1, 2])
        }
        #expect(data == Data([1, 2]))
        #expect(calls == ["body"])
        #expect(throws: Failure()) { try autoreleasepool { () throws -> Int in throw Failure() } }
    }

    /// Apple, `CFGetTypeID(_:)`: "returns a value that uniquely identifies the opaque type of
    /// any Core Foundation object. You can compare this value with the known CFTypeID
    /// identifier obtained with a “GetTypeID” function specific to a type" — so a JSON
    /// `true` (a CFBoolean) is told from a JSON `1` (a CFNumber), though both are `NSNumber`
    /// (JWTDecode's `Claim.boolean`, in a file that imports Foundation alone).
    @Test func aJSONBooleanHasTheBooleanTypeIDAndANumberTheNumberTypeID() throws {
        let json = try JSONSerialization.jsonObject(with: Data(#"{"t":true,"f":false,"one":1,"half":0.5,"s":"x","a":[1],"d":{},"n":null}"#.utf8))
        let claims = try #require(json as? [String: Any])
        func typeID(_ key: String) -> CFTypeID { CFGetTypeID(claims[key] as CFTypeRef?) }
        #expect(typeID("t") == CFBooleanGetTypeID())
        #expect(typeID("f") == CFBooleanGetTypeID())
        #expect(typeID("one") == CFNumberGetTypeID())
        #expect(typeID("half") == CFNumberGetTypeID())
        #expect(typeID("s") == CFStringGetTypeID())
        #expect(typeID("a") == CFArrayGetTypeID())
        #expect(typeID("d") == CFDictionaryGetTypeID())
        #expect(typeID("n") == CFNullGetTypeID())
        #expect(CFBooleanGetTypeID() != CFNumberGetTypeID())
        let swiftBool: Any? = true
        #expect(CFGetTypeID(swiftBool as CFTypeRef?) == CFBooleanGetTypeID())
        #expect(CFGetTypeID(NSNumber(value: 1)) == CFNumberGetTypeID())
        #expect(CFGetTypeID(nil) == 0)
    }

    /// `NSUserActivity`, which corelibs lacks, in a model file that imports Foundation
    /// alone (its behaviour: UserActivityTests); `NSUserActivityRestoring` with it.
    @Test func aUserActivityCompilesWithOnlyFoundationImported() {
        let activity = NSUserActivity(activityType: "com.example.notes.viewing")
        activity.title = "Groceries"
        activity.webpageURL = URL(string: "https://example.com/notes/1")
        activity.targetContentIdentifier = "note-1"
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        activity.addUserInfoEntries(from: ["id": "1"])
        let restoring: Any.Type = (any NSUserActivityRestoring).self
        #expect(activity.activityType == "com.example.notes.viewing" && activity.title == "Groceries")
        #expect(activity.userInfo?["id"] as? String == "1" && restoring != Int.self)
    }

    /// Reads an OPML document's outlines, as a feed reader's model file does.
    final class OPMLReader: NSObject, XMLParserDelegate {
        var events: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let attributes = attributeDict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            events.append(([elementName] + attributes).joined(separator: " "))
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            events.append("/\(elementName)")
        }
    }

    /// `XMLParser` and `XMLParserDelegate` with Foundation alone (on Linux they are
    /// FoundationXML's): parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)
    /// is "Sent by a parser object to its delegate when it encounters a start tag for a
    /// given element", with the element's attributes, in document order.
    @Test func anOPMLDocumentParsesWithOnlyFoundationImported() {
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0">
              <head><title>Feeds</title></head>
              <body>
                <outline text="Swift" type="rss" xmlUrl="https://swift.org/atom.xml"/>
                <outline text="News"><outline text="Apple" type="rss" xmlUrl="https://apple.com/rss"/></outline>
              </body>
            </opml>
            """
        let parser = XMLParser(data: Data(opml.utf8))
        let reader = OPMLReader()
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.events == ["opml version=2.0", "head", "title", "/title", "/head", "body",
                                  "outline text=Swift type=rss xmlUrl=https://swift.org/atom.xml", "/outline",
                                  "outline text=News", "outline text=Apple type=rss xmlUrl=https://apple.com/rss",
                                  "/outline", "/outline", "/body", "/opml"])
    }

    /// `DateFormatter.defaultFormatterBehavior`: "For iOS and for macOS applications linked
    /// against macOS 10.5 and later, the default is NSDateFormatterBehavior10_4." — the only
    /// behaviour there is: setting another changes neither the answer nor the formatting.
    @Test func aDateFormatterBehavesAs10_4WhateverItIsSetTo() {
        let formatter = DateFormatter()
        #expect(DateFormatter.defaultFormatterBehavior == .behavior10_4 && formatter.formatterBehavior == .behavior10_4)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        var written: [String] = []
        for behavior in [DateFormatter.Behavior.default, .behavior10_0, .behavior10_4] {
            formatter.formatterBehavior = behavior
            DateFormatter.defaultFormatterBehavior = behavior
            written.append("\(behavior.rawValue) \(formatter.formatterBehavior.rawValue) "
                           + "\(DateFormatter.defaultFormatterBehavior.rawValue) \(formatter.string(from: date))")
        }
        #expect(written == ["0 1040 1040 1971-01-01 00:00", "1000 1040 1040 1971-01-01 00:00",
                            "1040 1040 1040 1971-01-01 00:00"])
    }

    /// Every top-level name of `Sources/ViewEngine/PlatformTypes/Foundation/` is re-exported
    /// by `Sources/FoundationOnLinux/FoundationOnLinux.swift`, and nothing else is.
    @Test func theModuleReExportsEveryFoundationNameTheEngineDeclares() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appending(path: "Sources/ViewEngine/PlatformTypes/Foundation")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            let names = source.matches(of: /(?m)^(?:open class|public (?:final class|class|struct|enum|protocol|func|var|let|typealias)) (\w+)/)
            declared.formUnion(names.map { String($0.1) })
        }
        let module = try String(contentsOf: root.appending(path: "Sources/FoundationOnLinux/FoundationOnLinux.swift"), encoding: .utf8)
        let exported = Set(module.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(declared.count >= 12)
        #expect(declared.subtracting(exported).sorted() == [], "declared in PlatformTypes/Foundation, not re-exported")
        #expect(exported.subtracting(declared).sorted() == [], "re-exported, not declared there")
    }
}

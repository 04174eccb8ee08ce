import Foundation
import Testing
import UniformTypeIdentifiers

/// UTType: the system's declarations, conformance, tags and an app's own types, each test
/// naming the sentence of Apple's documentation it checks.
@Suite("UTType")
struct UTTypeTests {
    @Test("\"Each instance has a unique identifier\": the system's types by identifier")
    func identifiers() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("com.example.nobody-declared-this") == nil)
    }

    @Test("conforms(to:): \"a type conforms to another type\" through the hierarchy of system-declared types")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.commaSeparatedText.conforms(to: .delimitedText))
        #expect(UTType.movie.conforms(to: .audiovisualContent))
        #expect(UTType.mpeg4Movie.conforms(to: .movie))
        #expect(UTType.mp3.conforms(to: .audio))
        #expect(!UTType.mp3.conforms(to: .movie))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.heic.conforms(to: .image))
    }

    @Test("isSupertype(of:) and isSubtype(of:) exclude the type itself; supertypes is every ancestor")
    func supertypes() {
        #expect(UTType.image.isSupertype(of: .png))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    }

    @Test("init(filenameExtension:): \"If the system recognizes the filename extension, the initializer returns the corresponding type\"")
    func filenameExtensions() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "JPEG") == .jpeg)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "txt", conformingTo: .image) != .plainText)
    }

    @Test("\"otherwise, the initializer returns a dynamic type whose isDeclared and isPublic properties are both set to false\"")
    func dynamicTypes() throws {
        let opml = try #require(UTType(filenameExtension: "opml"))
        #expect(opml.isDynamic)
        #expect(!opml.isDeclared)
        #expect(!opml.isPublic)
        #expect(opml.identifier.hasPrefix("dyn."))
        #expect(opml.preferredFilenameExtension == "opml")
        #expect(opml.conforms(to: .data))
        #expect(UTType(opml.identifier) == opml)
        #expect(UTType(opml.identifier)?.preferredFilenameExtension == "opml")
        #expect(UTType.png.isDeclared && UTType.png.isPublic && !UTType.png.isDynamic)
        #expect(!UTType.pdf.isPublic)
    }

    @Test("\"The initializer returns nil if the parameters aren't valid\"")
    func invalidTags() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "tar.gz") == nil)
        #expect(UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(mimeType: "not a mime type") == nil)
        #expect(UTType(mimeType: "image/") == nil)
    }

    @Test("preferredFilenameExtension and preferredMIMEType, and the lookup by MIME type")
    func tags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
        #expect(UTType.image.preferredMIMEType == nil)
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(mimeType: "Application/JSON") == .json)
        #expect(UTType(mimeType: "text/xml") == .xml)
        #expect(UTType(mimeType: "application/x-unknown")?.isDynamic == true)
        #expect(UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil) == [.xml])
        #expect(UTType(tag: "mp4", tagClass: .filenameExtension, conformingTo: .movie) == .mpeg4Movie)
    }

    @Test("init(exportedAs:): an app's own type, found by its identifier afterwards, conforming to its parent")
    func exportedTypes() {
        let donut = UTType(exportedAs: "com.example.apple-samplecode.donut")
        #expect(donut.identifier == "com.example.apple-samplecode.donut")
        #expect(donut.isDeclared && !donut.isPublic && !donut.isDynamic)
        #expect(donut.conforms(to: .data))
        #expect(UTType("com.example.apple-samplecode.donut") == donut)
        let note = UTType(importedAs: "com.example.note", conformingTo: .json)
        #expect(note.conforms(to: .text))
        #expect(UTType(exportedAs: "public.png").preferredMIMEType == "image/png")
    }

    @Test("a type is Codable as its identifier; an undeclared identifier is a decoding error")
    func codable() throws {
        let data = try JSONEncoder().encode([UTType.png, .json])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UTType.self, from: Data(#""com.example.never""#.utf8))
        }
    }
}

// The system's types as static members of UTType, each found in the declarations by its
// identifier.

extension UTType {
    /// The system type with `identifier` (declared in `SystemTypes`).
    static func system(_ identifier: String) -> UTType {
        UTType(SystemTypes.all.first { $0.identifier == identifier } ?? TypeDeclaration(identifier, []))
    }

    /// The base type of every file, folder and data item (`public.item`).
    public static let item = system("public.item")
    /// The base type of everything a document holds: text, images, audio, video (`public.content`).
    public static let content = system("public.content")
    /// Composite content (`public.composite-content`).
    public static let compositeContent = system("public.composite-content")
    /// Disk image (`public.disk-image`; extension `dmg`).
    public static let diskImage = system("public.disk-image")
    /// Data (`public.data`).
    public static let data = system("public.data")
    /// Directory (`public.directory`).
    public static let directory = system("public.directory")
    /// Resolvable (`com.apple.resolvable`).
    public static let resolvable = system("com.apple.resolvable")
    /// Symbolic link (`public.symlink`).
    public static let symbolicLink = system("public.symlink")
    /// Executable (`public.executable`).
    public static let executable = system("public.executable")
    /// Mount point (`com.apple.mount-point`).
    public static let mountPoint = system("com.apple.mount-point")
    /// Alias (`com.apple.alias-file`).
    public static let aliasFile = system("com.apple.alias-file")
    /// URL bookmark data (`com.apple.bookmark`).
    public static let urlBookmarkData = system("com.apple.bookmark")
    /// A URL (`public.url`).
    public static let url = system("public.url")
    /// File URL (`public.file-url`).
    public static let fileURL = system("public.file-url")
    /// Text (`public.text`).
    public static let text = system("public.text")
    /// Plain text (`public.plain-text`; extension `txt`, MIME type `text/plain`).
    public static let plainText = system("public.plain-text")
    /// Unicode text (UTF-8) (`public.utf8-plain-text`).
    public static let utf8PlainText = system("public.utf8-plain-text")
    /// Unicode text (UTF-16 with byte-order mark) (`public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = system("public.utf16-external-plain-text")
    /// Unicode text (UTF-16) (`public.utf16-plain-text`).
    public static let utf16PlainText = system("public.utf16-plain-text")
    /// Delimited text (`public.delimited-values-text`).
    public static let delimitedText = system("public.delimited-values-text")
    /// Comma-separated values (`public.comma-separated-values-text`; extension `csv`, MIME type `text/csv`).
    public static let commaSeparatedText = system("public.comma-separated-values-text")
    /// Tab-separated values (`public.tab-separated-values-text`; extension `tsv`, MIME type `text/tab-separated-values`).
    public static let tabSeparatedText = system("public.tab-separated-values-text")
    /// Tab-separated values (UTF-8) (`public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text")
    /// Rich text (`public.rtf`; extension `rtf`, MIME type `text/rtf`).
    public static let rtf = system("public.rtf")
    /// HTML (`public.html`; extension `html`, MIME type `text/html`).
    public static let html = system("public.html")
    /// XML (`public.xml`; extension `xml`, MIME type `application/xml`).
    public static let xml = system("public.xml")
    /// YAML (`public.yaml`; extension `yaml`, MIME type `application/x-yaml`).
    public static let yaml = system("public.yaml")
    /// CSS (`public.css`; extension `css`, MIME type `text/css`).
    public static let css = system("public.css")
    /// Source code (`public.source-code`).
    public static let sourceCode = system("public.source-code")
    /// Assembly source (`public.assembly-source`; extension `s`, MIME type `text/x-asm`).
    public static let assemblyLanguageSource = system("public.assembly-source")
    /// C source (`public.c-source`; extension `c`, MIME type `text/x-c`).
    public static let cSource = system("public.c-source")
    /// Objective-C source (`public.objective-c-source`; extension `m`).
    public static let objectiveCSource = system("public.objective-c-source")
    /// Swift source (`public.swift-source`; extension `swift`, MIME type `text/x-swift`).
    public static let swiftSource = system("public.swift-source")
    /// C++ source (`public.c-plus-plus-source`; extension `cpp`, MIME type `text/x-c++`).
    public static let cPlusPlusSource = system("public.c-plus-plus-source")
    /// Objective-C++ source (`public.objective-c-plus-plus-source`; extension `mm`).
    public static let objectiveCPlusPlusSource = system("public.objective-c-plus-plus-source")
    /// C header (`public.c-header`; extension `h`, MIME type `text/x-chdr`).
    public static let cHeader = system("public.c-header")
    /// C++ header (`public.c-plus-plus-header`; extension `hpp`).
    public static let cPlusPlusHeader = system("public.c-plus-plus-header")
    /// Script (`public.script`).
    public static let script = system("public.script")
    /// AppleScript (`com.apple.applescript.text`; extension `applescript`).
    public static let appleScript = system("com.apple.applescript.text")
    /// Compiled AppleScript (`com.apple.applescript.script`; extension `scpt`).
    public static let osaScript = system("com.apple.applescript.script")
    /// AppleScript bundle (`com.apple.applescript.script-bundle`; extension `scptd`).
    public static let osaScriptBundle = system("com.apple.applescript.script-bundle")
    /// JavaScript (`com.netscape.javascript-source`; extension `js`, MIME type `text/javascript`).
    public static let javaScript = system("com.netscape.javascript-source")
    /// Shell script (`public.shell-script`; extension `sh`, MIME type `application/x-sh`).
    public static let shellScript = system("public.shell-script")
    /// Perl script (`public.perl-script`; extension `pl`, MIME type `text/x-perl-script`).
    public static let perlScript = system("public.perl-script")
    /// Python script (`public.python-script`; extension `py`, MIME type `text/x-python-script`).
    public static let pythonScript = system("public.python-script")
    /// Ruby script (`public.ruby-script`; extension `rb`, MIME type `text/x-ruby-script`).
    public static let rubyScript = system("public.ruby-script")
    /// PHP script (`public.php-script`; extension `php`, MIME type `text/php`).
    public static let phpScript = system("public.php-script")
    /// Makefile (`public.make-source`; extension `mk`).
    public static let makefile = system("public.make-source")
    /// JSON (`public.json`; extension `json`, MIME type `application/json`).
    public static let json = system("public.json")
    /// Property list (`com.apple.property-list`; extension `plist`).
    public static let propertyList = system("com.apple.property-list")
    /// XML property list (`com.apple.xml-property-list`).
    public static let xmlPropertyList = system("com.apple.xml-property-list")
    /// Binary property list (`com.apple.binary-property-list`).
    public static let binaryPropertyList = system("com.apple.binary-property-list")
    /// PDF document (`com.adobe.pdf`; extension `pdf`, MIME type `application/pdf`).
    public static let pdf = system("com.adobe.pdf")
    /// Rich text with attachments (`com.apple.rtfd`; extension `rtfd`).
    public static let rtfd = system("com.apple.rtfd")
    /// Flat rich text with attachments (`com.apple.flat-rtfd`).
    public static let flatRTFD = system("com.apple.flat-rtfd")
    /// Web archive (`com.apple.webarchive`; extension `webarchive`, MIME type `application/x-webarchive`).
    public static let webArchive = system("com.apple.webarchive")
    /// Image (`public.image`).
    public static let image = system("public.image")
    /// JPEG image (`public.jpeg`; extension `jpeg`, MIME type `image/jpeg`).
    public static let jpeg = system("public.jpeg")
    /// TIFF image (`public.tiff`; extension `tiff`, MIME type `image/tiff`).
    public static let tiff = system("public.tiff")
    /// GIF image (`com.compuserve.gif`; extension `gif`, MIME type `image/gif`).
    public static let gif = system("com.compuserve.gif")
    /// PNG image (`public.png`; extension `png`, MIME type `image/png`).
    public static let png = system("public.png")
    /// Apple icon image (`com.apple.icns`; extension `icns`).
    public static let icns = system("com.apple.icns")
    /// Windows bitmap image (`com.microsoft.bmp`; extension `bmp`, MIME type `image/bmp`).
    public static let bmp = system("com.microsoft.bmp")
    /// Windows icon image (`com.microsoft.ico`; extension `ico`, MIME type `image/vnd.microsoft.icon`).
    public static let ico = system("com.microsoft.ico")
    /// Raw image (`public.camera-raw-image`).
    public static let rawImage = system("public.camera-raw-image")
    /// SVG image (`public.svg-image`; extension `svg`, MIME type `image/svg+xml`).
    public static let svg = system("public.svg-image")
    /// Live Photo (`com.apple.live-photo`).
    public static let livePhoto = system("com.apple.live-photo")
    /// HEIF image (`public.heif-standard`; extension `heif`, MIME type `image/heif`).
    public static let heif = system("public.heif-standard")
    /// HEIC image (`public.heic`; extension `heic`, MIME type `image/heic`).
    public static let heic = system("public.heic")
    /// WebP image (`org.webmproject.webp`; extension `webp`, MIME type `image/webp`).
    public static let webP = system("org.webmproject.webp")
    /// 3D content (`public.3d-content`).
    public static let threeDContent = system("public.3d-content")
    /// Universal Scene Description (`com.pixar.universal-scene-description`; extension `usd`).
    public static let usd = system("com.pixar.universal-scene-description")
    /// USDZ (`com.pixar.universal-scene-description-mobile`; extension `usdz`, MIME type `model/vnd.usdz+zip`).
    public static let usdz = system("com.pixar.universal-scene-description-mobile")
    /// Reality file (`com.apple.reality`; extension `reality`).
    public static let realityFile = system("com.apple.reality")
    /// SceneKit scene (`com.apple.scenekit.scene`; extension `scn`).
    public static let sceneKitScene = system("com.apple.scenekit.scene")
    /// AR reference object (`com.apple.arobject`; extension `arobject`).
    public static let arReferenceObject = system("com.apple.arobject")
    /// Audiovisual content (`public.audiovisual-content`).
    public static let audiovisualContent = system("public.audiovisual-content")
    /// Movie (`public.movie`).
    public static let movie = system("public.movie")
    /// Video (`public.video`).
    public static let video = system("public.video")
    /// Audio (`public.audio`).
    public static let audio = system("public.audio")
    /// QuickTime movie (`com.apple.quicktime-movie`; extension `mov`, MIME type `video/quicktime`).
    public static let quickTimeMovie = system("com.apple.quicktime-movie")
    /// MPEG movie (`public.mpeg`; extension `mpg`, MIME type `video/mpeg`).
    public static let mpeg = system("public.mpeg")
    /// MPEG-2 video (`public.mpeg-2-video`; extension `m2v`, MIME type `video/mpeg2`).
    public static let mpeg2Video = system("public.mpeg-2-video")
    /// MPEG-2 transport stream (`public.mpeg-2-transport-stream`; extension `ts`, MIME type `video/mp2t`).
    public static let mpeg2TransportStream = system("public.mpeg-2-transport-stream")
    /// MP3 audio (`public.mp3`; extension `mp3`, MIME type `audio/mpeg`).
    public static let mp3 = system("public.mp3")
    /// MPEG-4 movie (`public.mpeg-4`; extension `mp4`, MIME type `video/mp4`).
    public static let mpeg4Movie = system("public.mpeg-4")
    /// MPEG-4 audio (`public.mpeg-4-audio`; extension `m4a`, MIME type `audio/mp4`).
    public static let mpeg4Audio = system("public.mpeg-4-audio")
    /// Protected MPEG-4 audio (`com.apple.protected-mpeg-4-audio`; extension `m4p`).
    public static let appleProtectedMPEG4Audio = system("com.apple.protected-mpeg-4-audio")
    /// Protected MPEG-4 video (`com.apple.protected-mpeg-4-video`; extension `m4v`).
    public static let appleProtectedMPEG4Video = system("com.apple.protected-mpeg-4-video")
    /// AVI movie (`public.avi`; extension `avi`, MIME type `video/avi`).
    public static let avi = system("public.avi")
    /// AIFF audio (`public.aiff-audio`; extension `aiff`, MIME type `audio/aiff`).
    public static let aiff = system("public.aiff-audio")
    /// Waveform audio (`com.microsoft.waveform-audio`; extension `wav`, MIME type `audio/wav`).
    public static let wav = system("com.microsoft.waveform-audio")
    /// MIDI audio (`public.midi-audio`; extension `mid`, MIME type `audio/midi`).
    public static let midi = system("public.midi-audio")
    /// Playlist (`public.playlist`).
    public static let playlist = system("public.playlist")
    /// M3U playlist (`public.m3u-playlist`; extension `m3u`, MIME type `audio/mpegurl`).
    public static let m3uPlaylist = system("public.m3u-playlist")
    /// Folder (`public.folder`).
    public static let folder = system("public.folder")
    /// Volume (`public.volume`).
    public static let volume = system("public.volume")
    /// Package (`com.apple.package`).
    public static let package = system("com.apple.package")
    /// Bundle (`com.apple.bundle`).
    public static let bundle = system("com.apple.bundle")
    /// Plug-in (`com.apple.plugin`; extension `plugin`).
    public static let pluginBundle = system("com.apple.plugin")
    /// Spotlight importer (`com.apple.metadata-importer`; extension `mdimporter`).
    public static let spotlightImporter = system("com.apple.metadata-importer")
    /// Quick Look generator (`com.apple.quicklook-generator`; extension `qlgenerator`).
    public static let quickLookGenerator = system("com.apple.quicklook-generator")
    /// XPC service (`com.apple.xpc-service`; extension `xpc`).
    public static let xpcService = system("com.apple.xpc-service")
    /// Framework (`com.apple.framework`; extension `framework`).
    public static let framework = system("com.apple.framework")
    /// Application (`com.apple.application`).
    public static let application = system("com.apple.application")
    /// Application bundle (`com.apple.application-bundle`; extension `app`).
    public static let applicationBundle = system("com.apple.application-bundle")
    /// Application extension (`com.apple.application-and-system-extension`; extension `appex`).
    public static let applicationExtension = system("com.apple.application-and-system-extension")
    /// Unix executable (`public.unix-executable`).
    public static let unixExecutable = system("public.unix-executable")
    /// Windows executable (`com.microsoft.windows-executable`; extension `exe`, MIME type `application/x-msdownload`).
    public static let exe = system("com.microsoft.windows-executable")
    /// System Settings pane (`com.apple.systempreference.prefpane`; extension `prefPane`).
    public static let systemPreferencesPane = system("com.apple.systempreference.prefpane")
    /// Archive (`public.archive`).
    public static let archive = system("public.archive")
    /// Gzip archive (`org.gnu.gnu-zip-archive`; extension `gz`, MIME type `application/x-gzip`).
    public static let gzip = system("org.gnu.gnu-zip-archive")
    /// Bzip2 archive (`public.bzip2-archive`; extension `bz2`, MIME type `application/x-bzip2`).
    public static let bz2 = system("public.bzip2-archive")
    /// ZIP archive (`public.zip-archive`; extension `zip`, MIME type `application/zip`).
    public static let zip = system("public.zip-archive")
    /// Apple archive (`com.apple.archive`; extension `aar`).
    public static let appleArchive = system("com.apple.archive")
    /// Tar archive (`public.tar-archive`; extension `tar`, MIME type `application/x-tar`).
    public static let tarArchive = system("public.tar-archive")
    /// Spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = system("public.spreadsheet")
    /// Presentation (`public.presentation`).
    public static let presentation = system("public.presentation")
    /// Database (`public.database`).
    public static let database = system("public.database")
    /// Message (`public.message`).
    public static let message = system("public.message")
    /// Contact (`public.contact`).
    public static let contact = system("public.contact")
    /// VCard (`public.vcard`; extension `vcf`, MIME type `text/vcard`).
    public static let vCard = system("public.vcard")
    /// To-do item (`public.to-do-item`).
    public static let toDoItem = system("public.to-do-item")
    /// Calendar event (`public.calendar-event`).
    public static let calendarEvent = system("public.calendar-event")
    /// Email message (`com.apple.mail.email`; extension `eml`, MIME type `message/rfc822`).
    public static let emailMessage = system("com.apple.mail.email")
    /// Internet location (`com.apple.internet-location`; extension `webloc`).
    public static let internetLocation = system("com.apple.internet-location")
    /// Internet shortcut (`com.microsoft.internet-shortcut`; extension `url`).
    public static let internetShortcut = system("com.microsoft.internet-shortcut")
    /// Font (`public.font`; extension `ttf`, MIME type `font/ttf`).
    public static let font = system("public.font")
    /// Bookmark (`public.bookmark`).
    public static let bookmark = system("public.bookmark")
    /// PKCS #12 archive (`com.rsa.pkcs-12`; extension `p12`, MIME type `application/x-pkcs12`).
    public static let pkcs12 = system("com.rsa.pkcs-12")
    /// X.509 certificate (`public.x509-certificate`; extension `cer`, MIME type `application/x-x509-ca-cert`).
    public static let x509Certificate = system("public.x509-certificate")
    /// EPUB document (`org.idpf.epub-container`; extension `epub`, MIME type `application/epub+zip`).
    public static let epub = system("org.idpf.epub-container")
    /// Log file (`public.log`; extension `log`).
    public static let log = system("public.log")
    /// Apple haptics pattern (`com.apple.haptics.ahap`; extension `ahap`).
    public static let ahap = system("com.apple.haptics.ahap")
    /// GeoJSON (`public.geojson`; extension `geojson`, MIME type `application/geo+json`).
    public static let geoJSON = system("public.geojson")
    /// Link metadata (`com.apple.linkpresentation.metadata`).
    public static let linkPresentationMetadata = system("com.apple.linkpresentation.metadata")
}

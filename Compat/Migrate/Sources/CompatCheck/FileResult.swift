/// What the check found for one Swift file.
public struct FileResult: Sendable, Codable, Equatable {
    /// The verdict on a file.
    public enum Status: String, Sendable, Codable {
        /// Type-checked with no error.
        case compiled
        /// Errors that are the engine's to fix.
        case failed
        /// It imports a module missing here, or needs app code not compiled here.
        case blocked
        /// A test file: not checked.
        case test
        /// Its function bodies took longer than the file time limit.
        case timeout
        /// Not decided yet (only while the check runs).
        case pending
    }

    /// The app's name.
    public var app: String
    /// The file, relative to the app folder.
    public var rel: String
    /// Whether it imports SwiftUI.
    public var view: Bool
    /// The verdict.
    public var status: Status
    /// The module it was compiled in.
    public var module = ""
    /// The modules it imports that are missing here.
    public var blockedBy: [String] = []
    /// The app names it needs that are not compiled here.
    public var through: [String] = []
    /// The compiler's errors in it.
    public var errors: [CompilerDiagnostic] = []
    /// Milliseconds the type checker spent on its function bodies; `nil` when it was not
    /// type-checked (blocked, a test, timed out).
    public var typecheckMilliseconds: Double?

    /// A result not decided yet.
    public init(app: String, rel: String, view: Bool, status: Status = .pending) {
        self.app = app
        self.rel = rel
        self.view = view
        self.status = status
    }

    enum CodingKeys: String, CodingKey {
        case app, rel, view, status, module, through, errors
        case blockedBy = "blocked_by"
        case typecheckMilliseconds = "typecheck_ms"
    }

    /// A view file that imports nothing missing here and none of whose errors names app code
    /// not compiled here.
    public var selfContained: Bool { view && [.compiled, .failed, .timeout].contains(status) }

    /// Whether the type checker gave up on an expression of it, or on its bodies (time-out).
    public var givesUp: Bool { status == .timeout || errors.contains(where: \.givesUp) }
}

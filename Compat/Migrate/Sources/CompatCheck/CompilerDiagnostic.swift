/// One error the compiler reported, with what the check made of it.
public struct CompilerDiagnostic: Sendable, Codable, Equatable {
    /// Whose the error is.
    public enum Cause: String, Sendable, Codable {
        /// A gap of the engine: the name, member or overload the file needs is not there.
        case engine
        /// The file needs code of the app that is not compiled here (a blocked file's, another
        /// target's, an inactive `#if` branch's, a name Xcode generates).
        case app
        /// It follows from another error on the same line.
        case cascade
    }

    /// The file, relative to the app folder; empty when the compiler named none.
    public var file: String
    /// 1-based line (0 without a file).
    public var line: Int
    /// 1-based UTF-8 column.
    public var column: Int
    /// The compiler's message.
    public var message: String
    /// What kind of error (see ``ErrorShapes``): `missing`, `missing member`, `no matching
    /// overload`, `too complex`...
    public var shape: String = ""
    /// The name it is about, where there is one.
    public var symbol: String = ""
    /// Whose it is.
    public var cause: Cause = .engine

    /// An error at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String, shape: String = "", symbol: String = "", cause: Cause = .engine) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.shape = shape
        self.symbol = symbol
        self.cause = cause
    }

    /// Whether the type checker gave up on an expression here ("unable to type-check this
    /// expression in reasonable time").
    public var givesUp: Bool { shape == ErrorShapes.tooComplex }
}

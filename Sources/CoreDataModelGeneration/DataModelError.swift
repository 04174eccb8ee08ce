/// Why a Core Data model could not be read, naming the file: no such model, no version
/// inside, or XML that is not a Core Data model.
public struct DataModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence that names the file.
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

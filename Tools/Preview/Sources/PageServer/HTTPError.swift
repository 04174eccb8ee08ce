// A request the server cannot take, with the status it answers and a sentence that says
// why: what was wrong, and what a request may be.

/// Why a request was refused: the status to answer with and a sentence for its body.
package struct HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The status of the answer.
    package let status: HTTPStatus
    /// What was wrong, as one sentence.
    package let message: String

    /// A refusal with this status and sentence.
    package init(_ status: HTTPStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// `400 Bad Request: ...`.
    package var description: String { "\(status): \(message)" }
}

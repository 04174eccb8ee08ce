/// A protocol that describes how a type interacts with transport APIs such as drag and
/// drop — CoreTransferable's `Transferable`, as far as the engine carries items: an item
/// dragged with ``View/draggable(_:)`` reaches a ``View/dropDestination(for:action:isTargeted:)``
/// for its type as the same value, so the engine needs no representation of it.
///
/// ```swift
/// Text(task.title).draggable(task.title)                 // String is Transferable
/// ```
///
/// `String`, `URL`, `Data`, `AttributedString` and `Image` conform, as on Apple's platforms. Your
/// own types conform with an empty conformance; their `transferRepresentation` (which
/// needs `UniformTypeIdentifiers`, not here) is not used.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

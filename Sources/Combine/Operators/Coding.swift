import Foundation

/// A type that defines methods for decoding — Combine's `TopLevelDecoder`: what
/// ``Publisher/decode(type:decoder:)`` needs of a decoder.
///
/// ```swift
/// let article = try JSONDecoder().decode(Article.self, from: data)   // a TopLevelDecoder
/// ```
///
/// `JSONDecoder` and `PropertyListDecoder` conform; a decoder of your own conforms by
/// declaring its ``Input`` and ``decode(_:from:)``.
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    ///
    /// ```swift
    /// let input: JSONDecoder.Input = Data("{}".utf8)
    /// ```
    associatedtype Input

    /// Decodes an instance of the indicated type.
    ///
    /// ```swift
    /// let point = try JSONDecoder().decode(Point.self, from: Data(#"{"x":1,"y":2}"#.utf8))
    /// ```
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding — Combine's `TopLevelEncoder`: what
/// ``Publisher/encode(encoder:)`` needs of an encoder.
///
/// ```swift
/// let data = try JSONEncoder().encode(article)   // a TopLevelEncoder
/// ```
///
/// `JSONEncoder` and `PropertyListEncoder` conform.
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    ///
    /// ```swift
    /// let output: JSONEncoder.Output = try JSONEncoder().encode([1, 2])
    /// ```
    associatedtype Output

    /// Encodes an instance of the indicated type.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Point(x: 1, y: 2))
    /// ```
    func encode<T: Encodable>(_ value: T) throws -> Output
}

// Foundation's coders, as Combine makes them top-level coders where Foundation does not.
extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// A publisher that decodes elements received from an upstream publisher, using a
    /// given decoder — Combine's `Publishers.Decode`.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url)
    ///     .map(\.data)
    ///     .decode(type: [Article].self, decoder: JSONDecoder())
    /// ```
    ///
    /// An element that does not decode ends the stream with the decoder's error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// Any error: the upstream's or the decoder's.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let decoder: Coder

        /// Creates a publisher that decodes elements received from an upstream publisher,
        /// using a given decoder.
        ///
        /// ```swift
        /// Publishers.Decode<_, Article, _>(upstream: payloads, decoder: JSONDecoder())
        /// ```
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Subscribes to the upstream, decoding each element; a decoding error fails the
        /// stream.
        ///
        /// ```swift
        /// payloads.decode(type: Article.self, decoder: JSONDecoder()).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let decoder = decoder
            upstream.subscribe(TryStepInner(subscriber, description: "Decode") { input in
                .emit(try decoder.decode(Output.self, from: input))
            })
        }
    }

    /// A publisher that encodes elements received from an upstream publisher, using a
    /// given encoder — Combine's `Publishers.Encode`.
    ///
    /// ```swift
    /// drafts.encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }, receiveValue: { upload($0) })
    /// ```
    ///
    /// An element that does not encode ends the stream with the encoder's error.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The encoder's output.
        public typealias Output = Coder.Output
        /// Any error: the upstream's or the encoder's.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let encoder: Coder

        /// Creates a publisher that encodes elements received from an upstream publisher,
        /// using a given encoder.
        ///
        /// ```swift
        /// Publishers.Encode(upstream: drafts, encoder: JSONEncoder())
        /// ```
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Subscribes to the upstream, encoding each element; an encoding error fails the
        /// stream.
        ///
        /// ```swift
        /// drafts.encode(encoder: JSONEncoder()).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == any Error {
            let encoder = encoder
            upstream.subscribe(TryStepInner(subscriber, description: "Encode") { input in
                .emit(try encoder.encode(input))
            })
        }
    }
}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder — Combine's
    /// `decode(type:decoder:)`.
    ///
    /// ```swift
    /// struct Article: Codable {
    ///     let title: String
    ///     let author: String
    ///     let pubDate: Date
    /// }
    ///
    /// let dataProvider = PassthroughSubject<Data, Never>()
    /// cancellable = dataProvider
    ///     .decode(type: Article.self, decoder: JSONDecoder())
    ///     .sink(receiveCompletion: { print("Completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    ///
    /// dataProvider.send(Data(#"{"pubDate":1574273638.575666, "title":"My First Article", "author":"Gita Kumar"}"#.utf8))
    /// // value: Article(title: "My First Article", author: "Gita Kumar", pubDate: 2050-11-20 18:13:58 +0000)
    /// ```
    ///
    /// An element the decoder rejects ends the stream with its error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Encodes the output from upstream using a specified encoder — Combine's
    /// `encode(encoder:)`.
    ///
    /// ```swift
    /// let dataProvider = PassthroughSubject<Article, Never>()
    /// let cancellable = dataProvider
    ///     .encode(encoder: JSONEncoder())
    ///     .sink(receiveCompletion: { print("Completion: \($0)") },
    ///           receiveValue: { data in print(String(decoding: data, as: UTF8.self)) })
    ///
    /// dataProvider.send(Article(title: "My First Article", author: "Gita Kumar", pubDate: Date()))
    /// ```
    ///
    /// An element the encoder rejects ends the stream with its error.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

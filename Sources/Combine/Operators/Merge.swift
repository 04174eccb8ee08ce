extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers —
    /// Combine's `Publishers.Merge`.
    ///
    /// ```swift
    /// let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
    /// let cancellable = a.merge(with: b).sink { print($0) }
    /// a.send(1); b.send(2)   // 1, 2
    /// ```
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream
        /// publishers.
        ///
        /// ```swift
        /// Publishers.Merge(taps, keys)
        /// ```
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both; publishes their elements as they come, finishes when both
        /// finished, fails when either fails.
        ///
        /// ```swift
        /// taps.merge(with: keys).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input {
            let core = MergeCore(subscriber, count: 2)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
            }
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers —
    /// Combine's `Publishers.Merge3`.
    ///
    /// ```swift
    /// a.merge(with: b, c).sink { print($0) }
    /// ```
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C

        /// Creates a publisher that merges three upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge3(a, b, c)
        /// ```
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the three; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, C.Output == S.Input {
            let core = MergeCore(subscriber, count: 3)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
            }
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers —
    /// Combine's `Publishers.Merge4`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d).sink { print($0) }
    /// ```
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D

        /// Creates a publisher that merges four upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge4(a, b, c, d)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to the four; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c, d).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where D.Failure == S.Failure, D.Output == S.Input {
            let core = MergeCore(subscriber, count: 4)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
                core.attach(d, at: 3)
            }
        }
    }

    /// A publisher created by applying the merge function to five upstream publishers —
    /// Combine's `Publishers.Merge5`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e).sink { print($0) }
    /// ```
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D
        /// A fifth publisher to merge.
        public let e: E

        /// Creates a publisher that merges five upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge5(a, b, c, d, e)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Subscribes to the five; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c, d, e).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where E.Failure == S.Failure, E.Output == S.Input {
            let core = MergeCore(subscriber, count: 5)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
                core.attach(d, at: 3)
                core.attach(e, at: 4)
            }
        }
    }

    /// A publisher created by applying the merge function to six upstream publishers —
    /// Combine's `Publishers.Merge6`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f).sink { print($0) }
    /// ```
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D
        /// A fifth publisher to merge.
        public let e: E
        /// A sixth publisher to merge.
        public let f: F

        /// Creates a publisher that merges six upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge6(a, b, c, d, e, f)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Subscribes to the six; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c, d, e, f).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where F.Failure == S.Failure, F.Output == S.Input {
            let core = MergeCore(subscriber, count: 6)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
                core.attach(d, at: 3)
                core.attach(e, at: 4)
                core.attach(f, at: 5)
            }
        }
    }

    /// A publisher created by applying the merge function to seven upstream publishers —
    /// Combine's `Publishers.Merge7`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f, g).sink { print($0) }
    /// ```
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D
        /// A fifth publisher to merge.
        public let e: E
        /// A sixth publisher to merge.
        public let f: F
        /// A seventh publisher to merge.
        public let g: G

        /// Creates a publisher that merges seven upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge7(a, b, c, d, e, f, g)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        /// Subscribes to the seven; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c, d, e, f, g).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where G.Failure == S.Failure, G.Output == S.Input {
            let core = MergeCore(subscriber, count: 7)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
                core.attach(d, at: 3)
                core.attach(e, at: 4)
                core.attach(f, at: 5)
                core.attach(g, at: 6)
            }
        }
    }

    /// A publisher created by applying the merge function to eight upstream publishers —
    /// Combine's `Publishers.Merge8`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f, g, h).sink { print($0) }
    /// ```
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output,
          G.Failure == H.Failure, G.Output == H.Output {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D
        /// A fifth publisher to merge.
        public let e: E
        /// A sixth publisher to merge.
        public let f: F
        /// A seventh publisher to merge.
        public let g: G
        /// An eighth publisher to merge.
        public let h: H

        /// Creates a publisher that merges eight upstream publishers.
        ///
        /// ```swift
        /// Publishers.Merge8(a, b, c, d, e, f, g, h)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Subscribes to the eight; publishes their elements as they come.
        ///
        /// ```swift
        /// a.merge(with: b, c, d, e, f, g, h).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where H.Failure == S.Failure, H.Output == S.Input {
            let core = MergeCore(subscriber, count: 8)
            core.start {
                core.attach(a, at: 0)
                core.attach(b, at: 1)
                core.attach(c, at: 2)
                core.attach(d, at: 3)
                core.attach(e, at: 4)
                core.attach(f, at: 5)
                core.attach(g, at: 6)
                core.attach(h, at: 7)
            }
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of
    /// upstream publishers — Combine's `Publishers.MergeMany`.
    ///
    /// ```swift
    /// Publishers.MergeMany(feeds).sink { print($0) }
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstreams'.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstreams'.
        public typealias Failure = Upstream.Failure

        /// The publishers that this publisher receives elements from.
        public let publishers: [Upstream]

        /// Creates a publisher that merges the given publishers.
        ///
        /// ```swift
        /// Publishers.MergeMany(a, b, c)
        /// ```
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher that merges a sequence of publishers.
        ///
        /// ```swift
        /// Publishers.MergeMany(feeds)
        /// ```
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
            publishers = Array(upstream)
        }

        /// Subscribes to every publisher; publishes their elements as they come.
        ///
        /// ```swift
        /// Publishers.MergeMany(feeds).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let core = MergeCore(subscriber, count: publishers.count)
            core.start {
                for (index, publisher) in publishers.enumerated() { core.attach(publisher, at: index) }
            }
        }

        /// Adds another publisher to merge.
        ///
        /// ```swift
        /// Publishers.MergeMany(a, b).merge(with: c)
        /// ```
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

/// The machinery of `merge`: every upstream's values go to the subscriber as they come;
/// the stream finishes when all upstreams finished, fails when one fails (the others are
/// cancelled).
final class MergeCore<Downstream: Subscriber>: FanInCore<Downstream> {
    /// invariant: read and written only under `lock`.
    private var finishedCount = 0

    init(_ downstream: Downstream, count: Int) {
        super.init(downstream, count: count, description: "Merge")
    }

    /// Subscribes to `publisher`, the upstream at `index`: its values go to the subscriber.
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
        link(publisher, at: index) { [self] value in send(value) }
    }

    override func upstreamFinished(at index: Int) {
        let allFinished: Bool = lock.withLock {
            finishedCount += 1
            return finishedCount == count
        }
        if allFinished { finish() }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering
    /// an interleaved sequence of elements — Combine's `merge(with:)`.
    ///
    /// ```swift
    /// let publisher = PassthroughSubject<Int, Never>()
    /// let pub2 = PassthroughSubject<Int, Never>()
    /// cancellable = publisher
    ///     .merge(with: pub2)
    ///     .sink { print("\($0)", terminator: " " )}
    /// publisher.send(2)
    /// pub2.send(2)
    /// publisher.send(3)
    /// pub2.send(22)
    /// publisher.send(45)
    /// pub2.send(22)
    /// publisher.send(17)
    /// // Prints: "2 2 3 22 45 22 17"
    /// ```
    ///
    /// The merged publisher finishes when both finish, and fails as soon as either fails.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from two other publishers —
    /// Combine's `merge(with:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from three other publishers —
    /// Combine's `merge(with:_:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// Combines elements from this publisher with those from four other publishers —
    /// Combine's `merge(with:_:_:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Combines elements from this publisher with those from five other publishers —
    /// Combine's `merge(with:_:_:_:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from six other publishers —
    /// Combine's `merge(with:_:_:_:_:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f, g).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from seven other publishers —
    /// Combine's `merge(with:_:_:_:_:_:_:)`.
    ///
    /// ```swift
    /// a.merge(with: b, c, d, e, f, g, h).sink { print($0) }
    /// ```
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output,
          G.Failure == H.Failure, G.Output == H.Output {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}

/// A publisher that allows for recording a series of inputs and a completion, for later
/// playback to each subscriber — Combine's `Record`.
///
/// ```swift
/// let record = Record<Int, Never> { recording in
///     recording.receive(1)
///     recording.receive(2)
///     recording.receive(completion: .finished)
/// }
/// let cancellable = record.sink { print($0) }   // 1, 2
/// ```
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion.
    ///
    /// ```swift
    /// Record<String, Never> { $0.receive("a"); $0.receive(completion: .finished) }
    /// ```
    ///
    /// A recording that the closure did not complete finishes.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        recording.receive(completion: .finished)
        self.recording = recording
    }

    /// Creates a record publisher from an existing recording.
    ///
    /// ```swift
    /// Record(recording: saved)
    /// ```
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a record publisher to publish the provided output and completion.
    ///
    /// ```swift
    /// Record<Int, Never>(output: [1, 2], completion: .finished)
    /// ```
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        self.init(recording: Recording(output: output, completion: completion))
    }

    /// Plays the recording to the subscriber: the outputs as it demands them, then the
    /// completion.
    ///
    /// ```swift
    /// record.subscribe(subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let completion = recording.completion
        Publishers.Sequence<[Output], Failure>(sequence: recording.output)
            .receive(subscriber: RecordTail(subscriber, completion: completion))
    }

    /// A recorded sequence of outputs, followed by a completion value.
    public struct Recording {
        /// The failure type of the recording.
        public typealias Input = Output

        /// The output which will be sent to a subscriber.
        public private(set) var output: [Output]
        /// The completion which will be sent to a subscriber.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isCompleted = false

        /// Creates a new, empty recording (it finishes unless told otherwise).
        ///
        /// ```swift
        /// var recording = Record<Int, Never>.Recording()
        /// ```
        public init() {
            output = []
            completion = .finished
        }

        /// Creates a recording with the given output and completion.
        ///
        /// ```swift
        /// Record<Int, Never>.Recording(output: [1], completion: .finished)
        /// ```
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isCompleted = true
        }

        /// Adds an output to the recording; after a completion it is ignored (Combine
        /// stops the program).
        ///
        /// ```swift
        /// recording.receive(1)
        /// ```
        public mutating func receive(_ input: Input) {
            guard !isCompleted else { return }
            output.append(input)
        }

        /// Adds a completion to the recording; only the first one counts.
        ///
        /// ```swift
        /// recording.receive(completion: .finished)
        /// ```
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isCompleted else { return }
            self.completion = completion
            isCompleted = true
        }
    }
}

/// Replaces the `finished` of a record's outputs with the recorded completion.
struct RecordTail<Downstream: Subscriber>: Subscriber {
    let downstream: Downstream
    let completion: Subscribers.Completion<Downstream.Failure>
    let combineIdentifier = CombineIdentifier()

    init(_ downstream: Downstream, completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.completion = completion
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Downstream.Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        if case .failure = completion { return downstream.receive(completion: completion) }
        downstream.receive(completion: self.completion)
    }
}

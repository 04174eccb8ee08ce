// Two of a PDF's function types (ISO 32000, §7.10), by which shadings give their colors
// along their axis (PDFPageDrawing.swift samples them into gradient stops): a sampled
// function (type 0), a table of values interpolated linearly, as most design tools
// export a gradient's ramp; and a PostScript calculator function (type 4), a program in
// braces that maps its inputs on an operand stack to its outputs, with PostScript's
// arithmetic, relational, boolean and stack operators and `if`/`ifelse`. What cannot be
// read or run (a table too short, an unknown operator, a stack that runs short) gives
// `nil`, never a trap.

import Foundation

struct PostScriptCalculator {
    indirect enum Item {
        case number(Double)
        case `operator`(String)
        case procedure([Item])
    }

    let program: [Item]

    /// The program in `text`: its outermost `{ … }`.
    init?(_ text: [UInt8]) {
        var tokens: [String] = []
        var current = ""
        for byte in text {
            let character = Character(UnicodeScalar(byte))
            if character == "{" || character == "}" {
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(String(character))
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        guard tokens.first == "{" else { return nil }
        var index = 1
        guard let program = Self.procedure(tokens, &index) else { return nil }
        self.program = program
    }

    /// The items up to the `}` that closes the procedure `index` is inside.
    private static func procedure(_ tokens: [String], _ index: inout Int) -> [Item]? {
        var items: [Item] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case "}": return items
            case "{":
                guard let inner = procedure(tokens, &index) else { return nil }
                items.append(.procedure(inner))
            case "true": items.append(.number(1))
            case "false": items.append(.number(0))
            default:
                items.append(Double(token).map(Item.number) ?? .operator(token))
            }
        }
        return nil
    }

    /// The outputs for `inputs`: the stack the program leaves.
    func evaluate(_ inputs: [Double]) -> [Double]? {
        var stack = inputs
        var budget = 100_000
        return Self.run(program, &stack, &budget) ? stack : nil
    }

    private static func run(_ items: [Item], _ stack: inout [Double], _ budget: inout Int) -> Bool {
        var pending: [[Item]] = []
        for item in items {
            budget -= 1
            guard budget > 0 else { return false }
            switch item {
            case .number(let value): stack.append(value)
            case .procedure(let procedure): pending.append(procedure)
            case .operator("if"):
                guard let procedure = pending.popLast(), let condition = stack.popLast() else { return false }
                if condition != 0, !run(procedure, &stack, &budget) { return false }
            case .operator("ifelse"):
                guard let otherwise = pending.popLast(), let then = pending.popLast(), let condition = stack.popLast() else { return false }
                guard run(condition != 0 ? then : otherwise, &stack, &budget) else { return false }
            case .operator(let name):
                guard apply(name, &stack) else { return false }
            }
        }
        return true
    }

    private static func apply(_ name: String, _ stack: inout [Double]) -> Bool {
        func pop() -> Double? { stack.popLast() }
        func unary(_ body: (Double) -> Double) -> Bool {
            guard let a = pop() else { return false }
            stack.append(body(a))
            return true
        }
        func binary(_ body: (Double, Double) -> Double) -> Bool {
            guard let b = pop(), let a = pop() else { return false }
            stack.append(body(a, b))
            return true
        }
        func truth(_ value: Bool) -> Double { value ? 1 : 0 }
        switch name {
        case "add": return binary(+)
        case "sub": return binary(-)
        case "mul": return binary(*)
        case "div": return binary { $1 == 0 ? 0 : $0 / $1 }
        case "idiv": return binary { $1 == 0 ? 0 : (($0 / $1).rounded(.towardZero)) }
        case "mod": return binary { $1 == 0 ? 0 : $0.truncatingRemainder(dividingBy: $1) }
        case "neg": return unary { -$0 }
        case "abs": return unary(abs)
        case "ceiling": return unary { $0.rounded(.up) }
        case "floor": return unary { $0.rounded(.down) }
        case "round": return unary { $0.rounded(.toNearestOrAwayFromZero) }
        case "truncate", "cvi": return unary { $0.rounded(.towardZero) }
        case "cvr": return unary { $0 }
        case "sqrt": return unary { $0 < 0 ? 0 : $0.squareRoot() }
        case "sin": return unary { sin($0 * .pi / 180) }
        case "cos": return unary { cos($0 * .pi / 180) }
        case "atan": return binary { (atan2($0, $1) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360) }
        case "exp": return binary { pow($0, $1) }
        case "ln": return unary { $0 > 0 ? log($0) : 0 }
        case "log": return unary { $0 > 0 ? log10($0) : 0 }
        case "eq": return binary { truth($0 == $1) }
        case "ne": return binary { truth($0 != $1) }
        case "gt": return binary { truth($0 > $1) }
        case "ge": return binary { truth($0 >= $1) }
        case "lt": return binary { truth($0 < $1) }
        case "le": return binary { truth($0 <= $1) }
        case "and": return binary { Double(Int($0) & Int($1)) }
        case "or": return binary { Double(Int($0) | Int($1)) }
        case "xor": return binary { Double(Int($0) ^ Int($1)) }
        case "not": return unary { $0 == 0 ? 1 : ($0 == 1 ? 0 : Double(~Int($0))) }
        case "bitshift": return binary { $1 >= 0 ? Double(Int($0) << Int($1)) : Double(Int($0) >> -Int($1)) }
        case "pop": return pop() != nil
        case "exch":
            guard let b = pop(), let a = pop() else { return false }
            stack += [b, a]
            return true
        case "dup":
            guard let a = stack.last else { return false }
            stack.append(a)
            return true
        case "copy":
            guard let count = pop(), count >= 0, Int(count) <= stack.count else { return false }
            stack += stack.suffix(Int(count))
            return true
        case "index":
            guard let position = pop(), position >= 0, Int(position) < stack.count else { return false }
            stack.append(stack[stack.count - 1 - Int(position)])
            return true
        case "roll":
            guard let shift = pop(), let count = pop(), count >= 0, Int(count) <= stack.count else { return false }
            let n = Int(count)
            guard n > 0 else { return true }
            let top = Array(stack.suffix(n))
            let by = ((Int(shift) % n) + n) % n
            stack.removeLast(n)
            stack += Array(top[(n - by)...] + top[..<(n - by)])
            return true
        default:
            return false
        }
    }
}

/// A sampled function of one input (§7.10.2): `Size` samples of `BitsPerSample` bits for
/// each output, mapped through `Encode`, `Decode` and `Range`, interpolated linearly.
struct SampledFunction {
    let sampleCount: Int
    private let outputs: Int
    private let samples: [Double]
    private let domain: (Double, Double)
    private let encode: (Double, Double)

    init?(_ dictionary: [String: PDFObject], _ data: [UInt8]) {
        let numbers: (String) -> [Double] = { dictionary[$0]?.array?.compactMap(\.number) ?? [] }
        let size = numbers("Size"), range = numbers("Range")
        guard size.count == 1, size[0] >= 1, range.count >= 2, range.count % 2 == 0,
              let bits = dictionary["BitsPerSample"]?.number, [1, 2, 4, 8, 12, 16, 24, 32].contains(Int(bits)) else { return nil }
        sampleCount = Int(size[0])
        outputs = range.count / 2
        let domainValues = numbers("Domain"), encodeValues = numbers("Encode")
        domain = domainValues.count >= 2 ? (domainValues[0], domainValues[1]) : (0, 1)
        encode = encodeValues.count >= 2 ? (encodeValues[0], encodeValues[1]) : (0, Double(sampleCount - 1))
        let decodeValues = numbers("Decode").count == range.count ? numbers("Decode") : range
        let bitCount = Int(bits), maximum = Double((1 << bitCount) - 1)
        var values: [Double] = []
        var bitOffset = 0
        for index in 0..<(sampleCount * outputs) {
            var raw = 0
            for _ in 0..<bitCount {
                let byte = bitOffset / 8
                guard byte < data.count else { return nil }
                raw = raw << 1 | Int(data[byte] >> (7 - bitOffset % 8) & 1)
                bitOffset += 1
            }
            let output = index % outputs
            let low = decodeValues[2 * output], high = decodeValues[2 * output + 1]
            let value = low + Double(raw) / maximum * (high - low)
            values.append(min(max(value, min(range[2 * output], range[2 * output + 1])), max(range[2 * output], range[2 * output + 1])))
        }
        samples = values
    }

    /// The outputs at `input`: the two nearest samples interpolated.
    func evaluate(_ input: Double) -> [Double] {
        let clamped = min(max(input, min(domain.0, domain.1)), max(domain.0, domain.1))
        let span = domain.1 - domain.0
        var position = span == 0 ? encode.0 : encode.0 + (clamped - domain.0) / span * (encode.1 - encode.0)
        position = min(max(position, 0), Double(sampleCount - 1))
        let lower = Int(position.rounded(.down)), upper = min(lower + 1, sampleCount - 1)
        let fraction = position - Double(lower)
        return (0..<outputs).map { output in
            let a = samples[lower * outputs + output], b = samples[upper * outputs + output]
            return a + (b - a) * fraction
        }
    }
}

"""A small Swift lexer and the syntactic facts the compatibility check and the inventory
read from a file: its imports, what it declares, and the names it uses.

It is not a parser. It knows comments, string literals (with interpolations, whose code it
lexes), raw strings, identifiers, attributes, `#` directives and punctuation, and reads
declarations and uses from the token stream with local rules. Its limits are stated in
Inventory/README.md.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

KEYWORDS = frozenset("""
associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw
switch where while as Any false is nil self Self super throws true try await async some any
convenience dynamic final indirect lazy mutating nonmutating optional override required unowned
weak willSet didSet get set package consuming borrowing actor nonisolated isolated macro each
""".split())

# Compiler attributes: written with `@`, not names of any framework's API.
COMPILER_ATTRIBUTES = frozenset("""
available objc nonobjc objcMembers escaping autoclosure discardableResult main frozen inlinable
usableFromInline testable dynamicMemberLookup dynamicCallable propertyWrapper resultBuilder
Sendable unchecked preconcurrency warn_unqualified_access _exported _implementationOnly retroactive
backDeployed attached freestanding globalActor unknown convention noDerivative differentiable
derivative transpose inline section used specialize _spi NSManaged NSCopying IBAction IBOutlet
IBDesignable IBInspectable IBSegueAction GKInspectable UIApplicationMain NSApplicationMain
requires_stored_property_inits _silgen_name _cdecl _dynamicReplacement unsafe isolated concurrent
execution _disfavoredOverload _transparent _alwaysEmitIntoClient _effects _optimize _semantics
_marker _typeEraser _nonoverride _originallyDefinedIn _unsafeInheritExecutor _implements
_documentation _objcRuntimeName _staticInitializeObjCMetadata _borrowed _show_in_interface
_fixed_layout _functionBuilder _nonSendable _noImplicitCopy _eagerMove _lexicalLifetimes
_exclusivity exclusivity _spi_available _specialize _inheritsConvenienceInitializers _weakLinked
_hasMissingDesignatedInitializers _hasInitialValue _hasStorage _private objc_non_lazy_realization
_compilerInitialized _local _noMetadata _rawLayout _extern _expose _section _used _lifetime
lifetime _unsafeNonescapableResult _nonexhaustive nonexhaustive unsafeSendable
""".split())

# `#` directives and built-in expressions, not macros of a framework.
POUND_BUILTINS = frozenset("""
if else elseif endif available unavailable selector keyPath file fileID filePath line column
function dsohandle warning error sourceLocation colorLiteral imageLiteral fileLiteral
externalMacro isolation
""".split())

_IDENT_START = re.compile(r"[A-Za-z_\u00c0-\uffff]")
_IDENT = re.compile(r"[A-Za-z0-9_\u00c0-\uffff]*")
_NUMBER = re.compile(r"0[xX][0-9a-fA-F_]+(?:\.[0-9a-fA-F_]+)?(?:[pP][+-]?[0-9]+)?|0[bB][01_]+|0[oO][0-7_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?")
_OPCHARS = set("/=-+!*%<>&|^~?")


@dataclass(slots=True)
class Token:
    kind: str          # ident, attr (@X), pound (#X), str, num, op, punct, keypath (\)
    text: str
    offset: int        # character offset in the file
    nl_before: bool    # a newline between this token and the previous one
    space_before: bool


class Lexer:
    def __init__(self, src: str):
        self.src = src
        self.n = len(src)
        self.tokens: list[Token] = []
        self._nl = False
        self._sp = False

    def emit(self, kind, text, offset):
        self.tokens.append(Token(kind, text, offset, self._nl, self._sp or self._nl))
        self._nl = False
        self._sp = False

    def run(self) -> list[Token]:
        self.lex(0, stop_at_paren=False)
        return self.tokens

    def skip_block_comment(self, i):
        depth = 1
        i += 2
        while i < self.n and depth:
            if self.src.startswith("/*", i):
                depth += 1
                i += 2
            elif self.src.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                if self.src[i] == "\n":
                    self._nl = True
                i += 1
        return i

    def lex(self, i: int, stop_at_paren: bool) -> int:
        """Lexes from i; with stop_at_paren, returns at the `)` closing an interpolation."""
        src, n = self.src, self.n
        depth = 0
        while i < n:
            c = src[i]
            if c == "\n":
                self._nl = True
                i += 1
                continue
            if c in " \t\r\f\v":
                self._sp = True
                i += 1
                continue
            if c == "/" and i + 1 < n and src[i + 1] == "/":
                j = src.find("\n", i)
                i = n if j < 0 else j
                continue
            if c == "/" and i + 1 < n and src[i + 1] == "*":
                i = self.skip_block_comment(i)
                continue
            if c == '"' or (c == "#" and self._raw_string_at(i)):
                i = self.string(i)
                continue
            if c == "#":
                m = _IDENT.match(src, i + 1)
                word = m.group(0)
                if word:
                    self.emit("pound", word, i)
                    i = m.end()
                    continue
                self.emit("punct", "#", i)
                i += 1
                continue
            if c == "@":
                m = _IDENT.match(src, i + 1)
                if m.group(0):
                    self.emit("attr", m.group(0), i)
                    i = m.end()
                    continue
                self.emit("punct", "@", i)
                i += 1
                continue
            if c == "`":
                j = src.find("`", i + 1)
                if j < 0 or "\n" in src[i:j]:
                    self.emit("punct", "`", i)
                    i += 1
                    continue
                self.emit("ident", src[i + 1:j], i)
                i = j + 1
                continue
            if c == "$":
                m = _IDENT.match(src, i + 1)
                self.emit("ident", "$" + m.group(0), i)
                i = m.end()
                continue
            if _IDENT_START.match(c):
                m = _IDENT.match(src, i)
                self.emit("ident", m.group(0), i)
                i = m.end()
                continue
            if c.isdigit():
                m = _NUMBER.match(src, i)
                self.emit("num", m.group(0), i)
                i = m.end()
                continue
            if c == "\\":
                self.emit("keypath", "\\", i)
                i += 1
                continue
            if c == ".":
                if src.startswith("...", i):
                    self.emit("op", "...", i)
                    i += 3
                elif src.startswith("..<", i):
                    self.emit("op", "..<", i)
                    i += 3
                else:
                    self.emit("punct", ".", i)
                    i += 1
                continue
            if c in _OPCHARS:
                j = i
                while j < n and src[j] in _OPCHARS:
                    # `?.` and `!.` chain: stop before the dot (the dot is never in the run)
                    j += 1
                    if src[j - 1] in "?!" and j < n and src[j] not in _OPCHARS:
                        break
                self.emit("op", src[i:j], i)
                i = j
                continue
            if c in "([{":
                if c == "(":
                    depth += 1
                self.emit("punct", c, i)
                i += 1
                continue
            if c in ")]}":
                if c == ")":
                    if stop_at_paren and depth == 0:
                        return i + 1
                    depth -= 1
                self.emit("punct", c, i)
                i += 1
                continue
            self.emit("punct", c, i)
            i += 1
        return i

    def _raw_string_at(self, i):
        j = i
        while j < self.n and self.src[j] == "#":
            j += 1
        return j < self.n and self.src[j] == '"'

    def string(self, i: int) -> int:
        """Lexes a string literal at i (with its interpolations) and returns the index after it."""
        src, n = self.src, self.n
        start = i
        hashes = 0
        while src[i] == "#":
            hashes += 1
            i += 1
        multiline = src.startswith('"""', i)
        i += 3 if multiline else 1
        close = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        self.emit("str", '"', start)
        while i < n:
            if src.startswith(close, i):
                return i + len(close)
            if src.startswith(escape, i):
                k = i + len(escape)
                if k < n and src[k] == "(":
                    i = self.lex(k + 1, stop_at_paren=True)
                    continue
                i = k + 1
                continue
            if src[i] == "\n":
                if not multiline:
                    return i
                self._nl = True
            i += 1
        return i


def lex(src: str) -> list[Token]:
    return Lexer(src).run()


class LineIndex:
    """Maps character offsets to 1-based (line, UTF-8 byte column), as swiftc counts them."""

    def __init__(self, src: str):
        self.src = src
        self.starts = [0]
        for m in re.finditer("\n", src):
            self.starts.append(m.end())

    def line(self, offset: int) -> int:
        lo, hi = 0, len(self.starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    def position(self, offset: int) -> tuple[int, int]:
        line = self.line(offset)
        start = self.starts[line - 1]
        return line, len(self.src[start:offset].encode("utf-8")) + 1

    def offset(self, line: int, column: int) -> int:
        if line - 1 >= len(self.starts):
            return len(self.src)
        start = self.starts[line - 1]
        end = self.starts[line] if line < len(self.starts) else len(self.src)
        raw = self.src[start:end].encode("utf-8")[: max(column - 1, 0)]
        return start + len(raw.decode("utf-8", errors="ignore"))


# --- facts about one file -------------------------------------------------------------

@dataclass
class Import:
    module: str
    line: int
    conditional: bool   # inside an #if block: the compiler decides
    testable: bool
    condition: list = field(default_factory=list)  # [(condition tokens, taken)]: each must evaluate to taken


@dataclass
class Use:
    """One use of a name that the file does not itself declare as a local."""
    kind: str      # type, free, attribute, macro, member, implicit, qualified, keypath, envkey
    name: str      # the member or type name
    base: str      # for qualified members, the qualifier (`Color` in `Color.red`); else ""
    line: int
    call: bool     # followed by `(`, `{` or a trailing closure
    chained: bool  # a member on the result of a call or closure: `...).name`, `}.name`


@dataclass
class FileFacts:
    path: str
    imports: list[Import] = field(default_factory=list)
    # declared names: type names (types, typealiases, generic parameters, associated types)
    types: set[str] = field(default_factory=set)
    # functions (methods, free functions), by name
    funcs: set[str] = field(default_factory=set)
    # properties, locals, parameters, enum cases, bound pattern names
    values: set[str] = field(default_factory=set)
    # static members and enum cases (reachable as `.name` with a contextual type)
    statics: set[str] = field(default_factory=set)
    # names declared inside an #if block (maybe inactive on this platform)
    conditional: set[str] = field(default_factory=set)
    # top-level type declarations (for module-splitting by name collisions)
    toplevel: set[str] = field(default_factory=set)
    has_main: bool = False
    uses: list[Use] = field(default_factory=list)
    tokens: list[Token] = field(default_factory=list, repr=False)
    index: LineIndex | None = field(default=None, repr=False)

    @property
    def declared(self) -> set[str]:
        return self.types | self.funcs | self.values

    def imports_module(self, name: str) -> bool:
        return any(i.module == name for i in self.imports)


_TYPE_DECL = {"class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype"}
_EXPR_END_PUNCT = {")", "]", "}"}


def analyse(path: str, src: str) -> FileFacts:
    tokens = lex(src)
    index = LineIndex(src)
    facts = FileFacts(path=path, tokens=tokens, index=index)
    n = len(tokens)
    brace = 0
    if_depth = 0
    # brace depth at which each open type/extension body starts, to tell top level
    declared_at: dict[int, str] = {}   # token index -> "decl" for declaration sites
    type_body_depths: list[int] = []

    def add(kind_set: set[str], name: str):
        kind_set.add(name)
        if if_depth:
            facts.conditional.add(name)

    def skip_generic(j):
        """Records generic parameters `<T: P, U>` starting at tokens[j] == '<'; returns the index after '>'."""
        depth = 0
        expect_name = True
        while j < n:
            t = tokens[j]
            if t.kind == "op" and set(t.text) <= {"<", ">"}:
                for ch in t.text:
                    depth += 1 if ch == "<" else -1
                if depth <= 0:
                    return j + 1
                expect_name = "<" in t.text
            elif t.kind == "punct" and t.text == ",":
                expect_name = depth == 1
            elif t.kind == "ident" and expect_name and depth == 1:
                add(facts.types, t.text)
                declared_at[j] = "decl"
                expect_name = False
            elif t.kind == "punct" and t.text in "{(":
                return j
            else:
                expect_name = False
            j += 1
        return j

    def record_pattern(j, stops=("=", "{", "in", ":")):
        """Records bound names in a pattern after let/var/case let; returns the index where it stops."""
        depth = 0
        while j < n:
            t = tokens[j]
            if t.kind == "punct" and t.text in "([":
                depth += 1
            elif t.kind == "punct" and t.text in ")]":
                if depth == 0:
                    return j
                depth -= 1
            elif depth == 0 and ((t.kind == "op" and t.text == "=") or (t.kind == "punct" and t.text in "{:,;")
                                 or (t.kind == "ident" and t.text in ("in", "where", "else"))):
                return j
            elif t.kind == "ident" and t.text not in KEYWORDS:
                prev = tokens[j - 1] if j else None
                if not (prev and prev.kind == "punct" and prev.text == "."):
                    if not t.text[:1].isupper():
                        add(facts.values, t.text)
                        declared_at[j] = "decl"
            if t.nl_before and depth == 0 and j > 0:
                return j
            j += 1
        return j

    def record_params(j):
        """Records parameter labels and names in a parameter clause starting at '(' (tokens[j])."""
        depth = 0
        before_colon = True
        while j < n:
            t = tokens[j]
            if t.kind == "punct" and t.text in "([":
                depth += 1
            elif t.kind == "punct" and t.text in ")]":
                depth -= 1
                if depth == 0:
                    return j + 1
            elif t.kind == "op" and set(t.text) <= {"<", ">"}:
                pass
            elif depth == 1 and t.kind == "punct" and t.text == ",":
                before_colon = True
            elif depth == 1 and t.kind == "punct" and t.text == ":":
                before_colon = False
            elif depth == 1 and before_colon and t.kind == "ident" and t.text not in KEYWORDS:
                add(facts.values, t.text)
                declared_at[j] = "decl"
            j += 1
        return j

    frames: list[list[list[Token]]] = []   # per open #if: the conditions of its branches so far
    else_taken: list[bool] = []

    def condition_tokens(j):
        out = []
        while j < n and not tokens[j].nl_before:
            out.append(tokens[j])
            declared_at[j] = "directive"
            j += 1
        return out, j

    def current_condition():
        conds = []
        for frame, is_else in zip(frames, else_taken):
            for k, c in enumerate(frame):
                last = k == len(frame) - 1
                conds.append((c, last and not is_else))
        return conds

    i = 0
    while i < n:
        t = tokens[i]
        if t.kind == "pound":
            if t.text == "if":
                if_depth += 1
                cond, j = condition_tokens(i + 1)
                frames.append([cond])
                else_taken.append(False)
                i = j
                continue
            if t.text == "elseif" and frames:
                cond, j = condition_tokens(i + 1)
                frames[-1].append(cond)
                i = j
                continue
            if t.text == "else" and frames:
                else_taken[-1] = True
            elif t.text == "endif":
                if_depth = max(0, if_depth - 1)
                if frames:
                    frames.pop()
                    else_taken.pop()
            i += 1
            continue
        if t.kind == "punct":
            if t.text == "{":
                brace += 1
            elif t.text == "}":
                brace -= 1
                while type_body_depths and type_body_depths[-1] > brace:
                    type_body_depths.pop()
            i += 1
            continue
        if t.kind == "attr" and t.text == "main":
            facts.has_main = True
        if t.kind != "ident":
            i += 1
            continue
        word = t.text
        nxt = tokens[i + 1] if i + 1 < n else None
        if word == "import" and brace == 0:
            # import [kind] Module[.Sub]
            j = i + 1
            if j < n and tokens[j].kind == "ident" and tokens[j].text in ("struct", "class", "enum", "protocol", "func", "var", "let", "typealias"):
                j += 1
            if j < n and tokens[j].kind == "ident":
                testable = i > 0 and tokens[i - 1].kind == "attr" and tokens[i - 1].text == "testable"
                facts.imports.append(Import(tokens[j].text, index.line(t.offset), if_depth > 0, testable,
                                            [([x.text for x in c], taken) for c, taken in current_condition()]))
                declared_at[j] = "import"
                while j + 2 < n and tokens[j + 1].text == "." and tokens[j + 2].kind == "ident" and not tokens[j + 2].nl_before:
                    declared_at[j + 2] = "import"
                    j += 2
            i = j + 1
            continue
        if word in _TYPE_DECL and nxt and nxt.kind == "ident" and not (word == "class" and nxt.text in ("func", "var", "let", "subscript", "override", "final", "private", "public", "internal", "fileprivate", "open", "static")):
            add(facts.types, nxt.text)
            declared_at[i + 1] = "decl"
            if brace == 0 and word != "associatedtype":
                facts.toplevel.add(nxt.text)
            j = i + 2
            if j < n and tokens[j].kind == "op" and tokens[j].text.startswith("<"):
                j = skip_generic(j)
            i = j
            continue
        if word == "func" and nxt:
            j = i + 1
            if nxt.kind == "ident":
                add(facts.funcs, nxt.text)
                declared_at[i + 1] = "decl"
                if _is_static(tokens, i):
                    add(facts.statics, nxt.text)
                j = i + 2
            elif nxt.kind == "op":
                j = i + 2
            if j < n and tokens[j].kind == "op" and tokens[j].text.startswith("<"):
                j = skip_generic(j)
            if j < n and tokens[j].kind == "punct" and tokens[j].text == "(":
                j = record_params(j)
            i = j
            continue
        if word in ("init", "subscript") and not (i > 0 and tokens[i - 1].text == "."):
            j = i + 1
            if j < n and tokens[j].kind == "op" and tokens[j].text in ("?", "!"):
                j += 1
            if j < n and tokens[j].kind == "op" and tokens[j].text.startswith("<"):
                j = skip_generic(j)
            if j < n and tokens[j].kind == "punct" and tokens[j].text == "(":
                j = record_params(j)
            i = j
            continue
        if word in ("var", "let") and nxt:
            if nxt.kind == "ident" and nxt.text not in KEYWORDS:
                add(facts.values, nxt.text)
                declared_at[i + 1] = "decl"
                if _is_static(tokens, i):
                    add(facts.statics, nxt.text)
                # `let a = 1, b = 2` and `if let a, let b`: later names are found by their own let
                i += 2
                continue
            i = record_pattern(i + 1)
            continue
        if word == "case" and nxt:
            # an enum case declaration inside a type body, or a pattern in a switch/if/for
            j = i + 1
            if nxt.kind == "ident" and nxt.text in ("let", "var"):
                i = record_pattern(j + 1)
                continue
            if nxt.kind == "ident" and nxt.text not in KEYWORDS:
                # `case a, b(String), c = 1` — names at paren depth 0 separated by commas
                depth = 0
                expect = True
                while j < n:
                    tj = tokens[j]
                    if tj.nl_before and j > i + 1 and depth == 0 and tokens[j - 1].text != ",":
                        break
                    if tj.kind == "punct" and tj.text in "([":
                        depth += 1
                        if depth == 1 and tj.text == "(":
                            # a pattern's bindings `case .x(let a)` are handled by let
                            pass
                    elif tj.kind == "punct" and tj.text in ")]":
                        depth -= 1
                    elif depth == 0 and tj.kind == "punct" and tj.text == ",":
                        expect = True
                    elif depth == 0 and tj.kind == "punct" and tj.text in ":{;":
                        break
                    elif depth == 0 and expect and tj.kind == "ident" and tj.text not in KEYWORDS:
                        add(facts.values, tj.text)
                        add(facts.statics, tj.text)
                        declared_at[j] = "decl"
                        expect = False
                    else:
                        expect = False
                    j += 1
                i = j
                continue
            i += 1
            continue
        if word == "for":
            j = i + 1
            while j < n and not (tokens[j].kind == "ident" and tokens[j].text == "in"):
                tj = tokens[j]
                if tj.kind == "ident" and tj.text not in KEYWORDS and not (tokens[j - 1].text == "."):
                    add(facts.values, tj.text)
                    declared_at[j] = "decl"
                if tj.kind == "punct" and tj.text == "{":
                    break
                j += 1
            i = j + 1
            continue
        if word == "in" and i > 0:
            # closure parameters: between the `{` that opens this closure and `in`
            j = i - 1
            depth = 0
            while j >= 0:
                tj = tokens[j]
                if tj.kind == "punct" and tj.text in ")]":
                    depth += 1
                elif tj.kind == "punct" and tj.text in "([":
                    depth -= 1
                elif tj.kind == "punct" and tj.text == "{":
                    break
                elif tj.kind == "punct" and tj.text == "}":
                    j = -1
                    break
                j -= 1
            if j >= 0:
                for k in range(j + 1, i):
                    tk = tokens[k]
                    if tk.kind != "ident" or tk.text in KEYWORDS:
                        continue
                    prev, after = tokens[k - 1], tokens[k + 1]
                    if prev.text in ("{", "(", ",", "[") or (prev.kind == "ident" and prev.text not in KEYWORDS and after.text == ":"):
                        if after.text in (",", ")", ":", "in", "]") or after.kind == "ident":
                            add(facts.values, tk.text)
                            declared_at[k] = "decl"
            i += 1
            continue
        if word == "catch":
            facts.values.add("error")
        i += 1

    facts.values.update(("newValue", "oldValue", "error", "$0", "$1", "$2", "$3"))
    _collect_uses(facts, declared_at)
    return facts


def _is_static(tokens, i):
    for k in range(i - 1, max(i - 6, -1), -1):
        t = tokens[k]
        if t.kind == "ident" and t.text in ("static", "class"):
            return True
        if t.nl_before and t.kind == "ident" and t.text not in ("private", "public", "internal", "fileprivate", "open", "final", "nonisolated", "override", "lazy"):
            break
        if t.kind != "ident" and t.kind != "attr":
            break
    return False


def _expression_end(t: Token) -> bool:
    if t.kind in ("ident", "str", "num"):
        return t.text not in KEYWORDS or t.text in ("self", "Self", "super", "true", "false", "nil")
    if t.kind == "punct" and t.text in _EXPR_END_PUNCT:
        return True
    if t.kind == "op" and t.text in ("?", "!", ">"):
        return True
    return False


def _collect_uses(facts: FileFacts, declared_at: dict[int, str]):
    tokens = facts.tokens
    index = facts.index
    n = len(tokens)
    paren_stack: list[tuple[str, str]] = []  # (bracket, callee name before it)
    for i, t in enumerate(tokens):
        if t.kind == "punct" and t.text in "([":
            callee = ""
            if i > 0 and tokens[i - 1].kind in ("ident", "attr") and not t.space_before:
                callee = tokens[i - 1].text
            paren_stack.append((t.text, callee))
            continue
        if t.kind == "punct" and t.text in ")]":
            if paren_stack:
                paren_stack.pop()
            continue
        if t.kind == "attr":
            if t.text not in COMPILER_ATTRIBUTES:
                facts.uses.append(Use("attribute", t.text, "", index.line(t.offset), _is_call(tokens, i), False))
            continue
        if t.kind == "pound":
            if t.text not in POUND_BUILTINS:
                facts.uses.append(Use("macro", t.text, "", index.line(t.offset), _is_call(tokens, i), False))
            continue
        if t.kind != "ident" or i in declared_at:
            continue
        word = t.text
        if word in KEYWORDS or word.startswith("$"):
            continue
        prev = tokens[i - 1] if i else None
        line = index.line(t.offset)
        call = _is_call(tokens, i)
        if call and prev is not None and (prev.text in (":", ",", "->") or prev.text in ("some", "any")):
            call = tokens[i + 1].text == "("
        if prev is not None and prev.kind == "punct" and prev.text == ".":
            before = tokens[i - 2] if i >= 2 else None
            if before is not None and before.kind == "keypath":
                # \.name: an environment key inside @Environment( / .environment( / .transformEnvironment(
                inside = paren_stack[-1][1] if paren_stack else ""
                kind = "envkey" if inside in ("Environment", "environment", "transformEnvironment", "FocusedValue", "focusedValue") else "keypath"
                facts.uses.append(Use(kind, word, "", line, call, False))
                continue
            if before is not None and _expression_end(before) and not (before.kind == "op" and before.text == ">" and prev.space_before):
                chained = before.kind == "punct" and before.text in ")}" or (prev.nl_before and before.kind == "punct")
                base = ""
                if before.kind == "ident" and before.text[:1].isupper() and before.text not in KEYWORDS:
                    base = before.text
                    # a nested qualifier: Font.Weight.bold -> base "Font.Weight"
                    k = i - 2
                    while k >= 2 and tokens[k - 1].text == "." and tokens[k - 2].kind == "ident" and tokens[k - 2].text[:1].isupper():
                        base = tokens[k - 2].text + "." + base
                        k -= 2
                if before.kind == "ident" and before.text in ("self", "super"):
                    continue
                if base:
                    facts.uses.append(Use("qualified", word, base, line, call, False))
                else:
                    facts.uses.append(Use("member", word, "", line, call, chained))
                continue
            # an implicit member: .title, .red
            facts.uses.append(Use("implicit", word, "", line, call, False))
            continue
        if prev is not None and prev.kind == "keypath":
            # \Type.member: the type is a use
            facts.uses.append(Use("type", word, "", line, False, False))
            continue
        nxt = tokens[i + 1] if i + 1 < n else None
        if nxt is not None and nxt.kind == "punct" and nxt.text == ":" and paren_stack and paren_stack[-1][0] == "(":
            continue  # an argument label or a tuple label
        if word[:1].isupper():
            facts.uses.append(Use("type", word, "", line, call, False))
        else:
            facts.uses.append(Use("free", word, "", line, call, False))


def _is_call(tokens, i):
    if i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    if nxt.kind == "punct" and nxt.text == "(" and not nxt.space_before:
        return True
    if nxt.kind == "punct" and nxt.text == "{" and not nxt.nl_before:
        return True
    if nxt.kind == "op" and nxt.text.startswith("<"):
        return True
    return False


def enclosing_callee(facts: FileFacts, line: int, column: int) -> str:
    """The name of the call whose parentheses enclose (line, column): `frame` for an error
    on an argument of `.frame(...)`, `Text` for one inside `Text(...)`; "" if none."""
    if facts.index is None:
        return ""
    offset = facts.index.offset(line, column)
    tokens = facts.tokens
    # the token at or after the position
    lo, hi = 0, len(tokens)
    while lo < hi:
        mid = (lo + hi) // 2
        if tokens[mid].offset < offset:
            lo = mid + 1
        else:
            hi = mid
    k = lo
    if k < len(tokens) and tokens[k].offset == offset and tokens[k].kind in ("ident", "attr"):
        # the error points at the callee itself
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if nxt is not None and nxt.text in ("(", "{"):
            return _qualified(tokens, k)
    if k < len(tokens) and tokens[k].offset == offset and tokens[k].text == "(" and k > 0 and tokens[k - 1].kind in ("ident", "attr"):
        return _qualified(tokens, k - 1)   # the error points at the call's parenthesis
    depth = 0
    j = k - 1
    while j >= 0:
        t = tokens[j]
        if t.kind == "punct" and t.text in ")]":
            depth += 1
        elif t.kind == "punct" and t.text in "([":
            if depth == 0:
                if t.text == "(" and j > 0 and tokens[j - 1].kind in ("ident", "attr"):
                    return _qualified(tokens, j - 1)
                return ""
            depth -= 1
        elif t.kind == "punct" and t.text in "{}" and depth == 0:
            return ""
        j -= 1
    return ""


def _qualified(tokens, k):
    t = tokens[k]
    name = ("@" if t.kind == "attr" else "") + t.text
    if k >= 2 and tokens[k - 1].text == "." and tokens[k - 2].kind == "ident" and tokens[k - 2].text[:1].isupper():
        return tokens[k - 2].text + "." + name
    if k >= 1 and tokens[k - 1].text == ".":
        return "." + name
    return name


def token_at(facts: FileFacts, line: int, column: int) -> Token | None:
    """The first token at or after (line, column)."""
    if facts.index is None:
        return None
    offset = facts.index.offset(line, column)
    k = bisect.bisect_left([t.offset for t in facts.tokens], offset) if len(facts.tokens) < 64 else _bisect_tokens(facts.tokens, offset)
    return facts.tokens[k] if k < len(facts.tokens) else None


def _bisect_tokens(tokens, offset):
    lo, hi = 0, len(tokens)
    while lo < hi:
        mid = (lo + hi) // 2
        if tokens[mid].offset < offset:
            lo = mid + 1
        else:
            hi = mid
    return lo


def evaluate_condition(words: list[str], can_import) -> bool | None:
    """Evaluates an #if condition as the compiler would here (Linux); None when unknown."""
    pos = 0

    def peek():
        return words[pos] if pos < len(words) else ""

    def take():
        nonlocal pos
        pos += 1
        return words[pos - 1]

    def primary():
        w = take() if pos < len(words) else ""
        if w == "!":
            v = primary()
            return None if v is None else not v
        if w.startswith("!") and len(w) > 1:  # lexed as one operator run, e.g. "!"
            v = primary()
            return None if v is None else not v
        if w == "(":
            v = expr()
            if peek() == ")":
                take()
            return v
        if w in ("true", "false"):
            return w == "true"
        if peek() == "(":
            take()
            args = []
            depth = 1
            while pos < len(words) and depth:
                a = take()
                if a == "(":
                    depth += 1
                elif a == ")":
                    depth -= 1
                    if depth == 0:
                        break
                args.append(a)
            arg = "".join(args)
            if w == "os":
                return arg == "Linux"
            if w == "canImport":
                return can_import(arg.split(",")[0].split(".")[0])
            if w == "arch":
                return arg in ("x86_64", "arm64")
            if w == "targetEnvironment":
                return False
            if w in ("swift", "compiler"):
                return True
            if w == "hasFeature" or w == "hasAttribute":
                return None
            return None
        if w == "DEBUG":
            return True
        return False  # a custom flag the project's build settings define: not here

    def conj():
        v = primary()
        while peek() == "&&":
            take()
            w = primary()
            v = (v and w) if (v is not None and w is not None) else (False if v is False or w is False else None)
        return v

    def expr():
        v = conj()
        while peek() == "||":
            take()
            w = conj()
            v = (v or w) if (v is not None and w is not None) else (True if v or w else None)
        return v

    try:
        return expr()
    except IndexError:
        return None

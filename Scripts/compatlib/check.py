"""The compatibility check: type-checks an app's Swift files, unchanged, against the
engine, with `import SwiftUI` resolved to `ViewEngine` by `-module-alias`, and says of
each file whether it compiled, failed (and on what), or is blocked.
"""
from __future__ import annotations

import concurrent.futures
import functools
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

from .project import App, Module, SwiftFile, Unit, split_modules
from .swiftlex import enclosing_callee, evaluate_condition

# Modules the engine stands in for, and what the toolchain provides on Linux.
ENGINE_ALIAS = {"SwiftUI": "ViewEngine"}
# iOS 17's onChange(of:initial:_:), as the SDK has it; Combine, because Apple's Foundation
# declares `ObservableObject` and `Published` (typealiases of Combine's); and Observation,
# because files of the sample that import Foundation alone use `@Observable` (view models
# beside a database package). Importing all of both gives a file more names than Apple's
# Foundation does, which cannot make a file that builds with Xcode fail here.
# FoundationNetworking, because on Linux URLSession and its types live there, where Apple's
# Foundation has them.
IMPLICIT_IMPORTS = ["OnChangeCompat", "Combine", "Observation", "FoundationNetworking"]
SOLVER_SCOPES = int(os.environ.get("COMPAT_CHECK_SOLVER_SCOPES", "100000"))

# Apple's frameworks, to tell them from third-party packages in the tallies.
APPLE_FRAMEWORKS = set("""
UIKit AppKit MapKit SwiftData Charts WidgetKit CoreData CoreLocation CoreLocationUI AVFoundation AVKit
PhotosUI Photos StoreKit WebKit CloudKit os OSLog CoreImage CoreGraphics UserNotifications
ActivityKit AppIntents TipKit GameKit SpriteKit SceneKit RealityKit RealityKitContent ARKit HealthKit EventKit
EventKitUI Contacts ContactsUI LocalAuthentication CryptoKit Network NaturalLanguage Vision
CoreML WeatherKit MessageUI SafariServices QuickLook QuickLookThumbnailing AuthenticationServices
Intents IntentsUI CoreMotion CoreHaptics AudioToolbox MediaPlayer MusicKit LinkPresentation
UniformTypeIdentifiers CoreTransferable Accelerate Metal MetalKit QuartzCore CoreText CoreServices
Security SystemConfiguration BackgroundTasks GameController PencilKit VisionKit WatchKit
WatchConnectivity ClockKit CoreSpotlight CoreBluetooth CoreNFC DeviceActivity FamilyControls
ManagedSettings ExtensionKit ServiceManagement Carbon Cocoa IOKit Speech SoundAnalysis
CoreAudio CoreMedia CoreVideo ImageIO MobileCoreServices AdSupport AppTrackingTransparency
BackgroundAssets CarPlay Combine GroupActivities ShazamKit SharedWithYou Translation
FoundationModels ScreenCaptureKit Virtualization NetworkExtension PassKit JavaScriptCore
DeveloperToolsSupport SwiftUICore _MapKit_SwiftUI _AuthenticationServices_SwiftUI
_StoreKit_SwiftUI _PhotosUI_SwiftUI _AVKit_SwiftUI os_log UserNotificationsUI AVRouting
CoreAnimation Social Twitter iAd Messages Sparkle
""".split()) - {"Sparkle"}


@dataclass
class Diagnostic:
    file: str        # relative to the app folder; "" when the compiler gave no file
    line: int
    column: int
    message: str
    shape: str = ""  # what kind of error: missing, missing member, overload, ...
    symbol: str = ""  # the name it is about, where there is one
    cause: str = "engine"  # engine | app (code of the app not compiled here) | cascade

    def to_json(self):
        return self.__dict__


@dataclass
class FileResult:
    app: str
    rel: str
    view: bool
    status: str                 # compiled, failed, blocked, test, timeout
    module: str = ""
    blocked_by: list[str] = field(default_factory=list)     # modules not available here
    through: list[str] = field(default_factory=list)        # app names it needs that are not compiled
    errors: list[Diagnostic] = field(default_factory=list)

    @property
    def self_contained(self) -> bool:
        return self.view and self.status in ("compiled", "failed", "timeout")

    def to_json(self):
        d = dict(self.__dict__)
        d["errors"] = [e.to_json() for e in self.errors]
        return d


@dataclass
class Engine:
    repo: str
    modules_dir: str
    work: str
    alias: str = "ViewEngine"      # the module `import SwiftUI` stands for
    plugin: str | None = None      # with --macros: the macros' compiler plugin (an executable)


MACROS_PLUGIN = "ViewEngineMacrosPlugin"


def build_engine(repo: str, scratch: str | None, log, macros: bool = False) -> Engine:
    """Builds the engine's modules once (debug) and returns where they are. With `macros`,
    builds the opt-in package in Macros/ instead, whose ViewEngineMacros module re-exports
    the engine and declares #Preview, @Previewable and @Entry (their plugin is built too)."""
    package = os.path.join(repo, "Macros") if macros else repo
    targets = ["ViewEngineMacros", "OnChangeCompat"] if macros else ["OnChangeCompat"]
    scratch_args = ["--scratch-path", scratch] if scratch else []
    started = time.time()
    for target in targets:
        args = ["swift", "build", "--target", target] + scratch_args
        log(f"building the engine: {' '.join(args)}" + (" (in Macros/)" if macros else ""))
        proc = subprocess.run(args, cwd=package, capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit("compat-check: the engine did not build:\n" + proc.stdout[-4000:] + proc.stderr[-4000:])
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"] + scratch_args,
                              cwd=package, capture_output=True, text=True).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules):
        modules = bin_path
    work = os.path.join(os.path.dirname(bin_path), "compat-check")
    os.makedirs(work, exist_ok=True)
    log(f"engine ready in {time.time() - started:.0f}s: {modules}")
    if not macros:
        return Engine(repo=repo, modules_dir=modules, work=work)
    plugin = os.path.join(bin_path, MACROS_PLUGIN + "-tool")
    if not os.path.exists(plugin):
        raise SystemExit(f"compat-check: the macros' plugin is not at {plugin}")
    return Engine(repo=repo, modules_dir=modules, work=work, alias="ViewEngineMacros", plugin=plugin)


def base_flags(engine: Engine, swift_version: str) -> list[str]:
    # -wmo: one compiler process per module (per-file processes would each load the engine
    # again), which also reports every file's errors instead of stopping at the first file.
    flags = ["-typecheck", "-wmo", "-swift-version", swift_version, "-D", "DEBUG",
             "-I", engine.modules_dir, "-diagnostic-style", "llvm", "-suppress-warnings"]
    for alias, real in ENGINE_ALIAS.items():
        flags += ["-module-alias", f"{alias}={engine.alias if real == 'ViewEngine' else real}"]
    if engine.plugin:
        flags += ["-load-plugin-executable", f"{engine.plugin}#{MACROS_PLUGIN}"]
    for m in IMPLICIT_IMPORTS:
        flags += ["-Xfrontend", "-import-module", "-Xfrontend", m]
    if SOLVER_SCOPES:
        # The type checker gives up on an expression after this many solver scopes (the
        # default is a million): a call that fails to match can otherwise take a minute to
        # diagnose. Such an expression is reported as "too complex".
        flags += ["-Xfrontend", f"-solver-scope-threshold={SOLVER_SCOPES}"]
    return flags


class ModuleProbe:
    """Which imported modules exist here (through the engine, the toolchain), cached."""

    def __init__(self, engine: Engine, swift_version: str):
        self.engine = engine
        self.flags = base_flags(engine, swift_version)
        self.cache_path = os.path.join(engine.work, "modules-available.json")
        try:
            self.cache = json.load(open(self.cache_path))
        except (OSError, ValueError):
            self.cache = {}
        stamp = str(os.path.getmtime(os.path.join(engine.modules_dir, "ViewEngine.swiftmodule")))
        if self.cache.get("__stamp") != stamp:
            self.cache = {"__stamp": stamp}

    def probe(self, names: set[str]) -> dict[str, bool]:
        todo = sorted(n for n in names if n not in self.cache)
        if todo:
            with tempfile.TemporaryDirectory() as tmp:
                def one(name):
                    src = os.path.join(tmp, f"probe_{name}.swift")
                    with open(src, "w") as f:
                        f.write(f"import {name}\n")
                    try:
                        p = subprocess.run(["swiftc"] + self.flags + ["-module-name", "Probe_" + name, src],
                                           capture_output=True, text=True, timeout=60)
                        return name, p.returncode == 0
                    except subprocess.TimeoutExpired:
                        return name, False
                with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
                    for name, ok in pool.map(one, todo):
                        self.cache[name] = ok
            with open(self.cache_path, "w") as f:
                json.dump(self.cache, f, indent=1, sort_keys=True)
        return {n: self.cache[n] for n in names}


# --- diagnostics ------------------------------------------------------------------------

_DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*)$")
_PLAIN_ERROR = re.compile(r"^(?:<unknown>:0: )?error: (.*)$")

_SHAPES = [
    (re.compile(r"^cannot find type '([^']+)' in scope"), "missing", "{0}"),
    (re.compile(r"^cannot find '([^']+)' in scope"), "missing", "{0}"),
    (re.compile(r"^cannot find operator '([^']+)' in scope"), "missing", "operator {0}"),
    (re.compile(r"^no macro named '([^']+)'"), "missing", "#{0}"),
    (re.compile(r"^unknown attribute '([^']+)'"), "missing", "@{0}"),
    (re.compile(r"^no such module '([^']+)'"), "no module", "{0}"),
    (re.compile(r"^value of type '(.+)' has no member '([^']+)'"), "missing member", "{0}.{1}"),
    (re.compile(r"^type '(.+)' has no member '([^']+)'"), "missing member", "{0}.{1}"),
    (re.compile(r"^module '([^']+)' has no member named '([^']+)'"), "missing member", "{0}.{1}"),
    (re.compile(r"^static member '([^']+)' cannot be used on instance of type '(.+)'"), "static member on instance", "{1}.{0}"),
    (re.compile(r"^instance member '([^']+)' cannot be used on type '(.+)'"), "instance member on type", "{1}.{0}"),
    (re.compile(r"^no exact matches in call to (initializer|instance method '[^']+'|static method '[^']+'|global function '[^']+'|subscript|local function '[^']+')"), "no matching overload", "{0}"),
    (re.compile(r"^no exact matches in reference to (static method|instance method|property|static property) '([^']+)'"), "no matching overload", "{1}"),
    (re.compile(r"^extra arguments? (?:'([^']+)' )?(?:at positions? [#0-9, ]+ )?in call"), "extra argument", "{0}"),
    (re.compile(r"^extra trailing closures? passed in call"), "extra trailing closure", ""),
    (re.compile(r"^missing arguments? for parameters? (.+) in call"), "missing argument", "{0}"),
    (re.compile(r"^(?:incorrect argument labels? in call|missing argument labels? '([^']*)' in call|extraneous argument labels? '([^']*)' in call)"), "argument labels", ""),
    (re.compile(r"^argument '([^']+)' must precede argument '([^']+)'"), "argument labels", ""),
    (re.compile(r"^'([^']+)' is unavailable: This type has moved to the FoundationNetworking module"), "Foundation on Linux", "{0} (in FoundationNetworking on Linux)"),
    (re.compile(r"^type '([^']+)' \(aka 'AnyObject'\) has no member"), "Foundation on Linux", "{0} (in FoundationNetworking on Linux)"),
    (re.compile(r"^'[^']+' is annotated with '@main' and must provide a main static function"), "cascade", "@main without App"),
    (re.compile(r"^'([^']+)' is unavailable"), "unavailable", "{0}"),
    (re.compile(r"^'([^']+)' (?:has been renamed|has been explicitly marked unavailable)"), "unavailable", "{0}"),
    (re.compile(r"^type '(.+)' does not conform to protocol '([^']+)'"), "conformance", "{1}"),
    (re.compile(r"^(?:generic (?:struct|class|enum|type alias)|instance method|initializer|static method|referencing [^']+) '([^']+)'.* requires that '.+' conform to '([^']+)'"), "requirement", "{0}: {1}"),
    (re.compile(r"^(?:referencing (?:instance method|initializer|static method|static property|property|subscript) '([^']+)' on '([^']+)') requires"), "requirement", "{1}.{0}"),
    (re.compile(r"^cannot convert value of type '(.+)' to expected argument type '(.+)'"), "type mismatch", "{0} -> {1}"),
    (re.compile(r"^cannot convert (?:return expression|value) of type '(.+)' to (?:return type|specified type|type) '(.+)'"), "type mismatch", "{0} -> {1}"),
    (re.compile(r"^cannot assign value of type '(.+)' to type '(.+)'"), "type mismatch", "{0} -> {1}"),
    (re.compile(r"^ambiguous use of '([^']+)'"), "ambiguous", "{0}"),
    (re.compile(r"^(?:cannot infer contextual base in reference to member|reference to member) '([^']+)'"), "cascade", "{0}"),
    (re.compile(r"^generic parameter '([^']+)' could not be inferred"), "cascade", ""),
    (re.compile(r"^cannot infer key path type from context"), "cascade", ""),
    (re.compile(r"^unable to infer (?:complex )?closure return type"), "cascade", ""),
    (re.compile(r"^the compiler is unable to type-check this expression in reasonable time"), "too complex", ""),
    (re.compile(r"^invalid redeclaration of '([^']+)'"), "redeclaration", "{0} (declared twice in one module)"),
]

_QUOTED = re.compile(r"'[^']*'")


def classify(message: str) -> tuple[str, str]:
    for pattern, shape, template in _SHAPES:
        m = pattern.search(message)
        if m:
            groups = [g or "" for g in m.groups()]
            return shape, template.format(*groups) if groups else template
    return "other", _QUOTED.sub("'…'", message)[:120]


def simplify_type(t: str) -> str:
    """A type as a reader names it: `ModifiedContent<...>` and `some View` are a view."""
    t = t.strip()
    if t.startswith(("some View", "ModifiedContent<", "_ConditionalContent<", "TupleView<", "some Shape")) or t.endswith("some View"):
        return "View"
    t = re.sub(r"^(?:some |any )", "", t)
    depth = 0
    out = []
    for ch in t:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out).rstrip("?!").strip() or t


def parse_output(text: str, folder: str) -> list[Diagnostic]:
    diags = []
    for line in text.splitlines():
        m = _DIAG.match(line)
        if m:
            if m.group(4) != "error":
                continue
            path = m.group(1)
            rel = os.path.relpath(path, folder) if os.path.isabs(path) else path
            diags.append(Diagnostic(rel, int(m.group(2)), int(m.group(3)), m.group(5).strip()))
            continue
        m = _PLAIN_ERROR.match(line)
        if m:
            diags.append(Diagnostic("", 0, 0, m.group(1).strip()))
    return diags


# --- the check --------------------------------------------------------------------------

@dataclass
class CheckOptions:
    swift_version: str = "5"
    timeout: float = 120.0       # the whole module in one process
    file_timeout: float = 60.0   # one file (its function bodies), when the module ran out of time
    jobs: int = 1


def check_app(app: App, engine: Engine, probe: ModuleProbe, options: CheckOptions, log=lambda s: None,
              combine_names: set[str] | None = None) -> list[FileResult]:
    """Checks every unit of an app; returns a result for every Swift file."""
    imported = {i.module for f in app.files for i in f.facts.imports}
    for f in app.files:
        for i in f.facts.imports:
            for words, _ in i.condition:
                imported.update(w for k, w in enumerate(words) if k >= 2 and words[k - 2] == "canImport")
    available = probe.probe(imported)

    def active(imp) -> bool:
        for words, taken in imp.condition:
            value = evaluate_condition(words, lambda m: available.get(m, False))
            if value is not None and value != taken:
                return False
        return True
    # what the app declares, where: to tell "needs app code not compiled here" from engine gaps
    results: dict[str, FileResult] = {}
    for f in app.files:
        results[f.rel] = FileResult(app=app.name, rel=f.rel, view=f.is_view, status="pending")

    jobs = []
    for unit in app.units:
        compiled: list[SwiftFile] = []
        for f in unit.files:
            r = results[f.rel]
            if f.is_test:
                r.status = "test"
                continue
            blockers = sorted({i.module for i in f.facts.imports
                               if active(i) and i.module not in unit.local_modules and not available.get(i.module, False)})
            if blockers:
                r.status = "blocked"
                r.blocked_by = blockers
                continue
            compiled.append(f)
        if not compiled:
            continue
        module_name = next(iter(sorted(m for m in unit.local_modules if m == _unit_module_name(unit))), _unit_module_name(unit))
        for module in split_modules(unit, compiled, module_name):
            jobs.append((unit, module))

    def run(job):
        unit, module = job
        return module, _compile_module(app, unit, module, engine, probe, options, log)

    if options.jobs > 1:
        with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
            outcomes = list(pool.map(run, jobs))
    else:
        outcomes = [run(j) for j in jobs]

    declared_outside: dict[str, set[str]] = {}
    for module, (diags, removed, timed_out) in outcomes:
        for rel, blockers in removed.items():
            results[rel].status = "blocked"
            results[rel].blocked_by = blockers
        home = {f.rel for f in module.home}
        for f in module.home:
            r = results[f.rel]
            if r.status == "pending":
                r.status = "timeout" if f.rel in timed_out else "compiled"
                r.module = module.name
        for d in diags:
            if d.file in home and results[d.file].status not in ("blocked",):
                results[d.file].errors.append(d)
    _attribute(app, results, combine_names or set())
    for r in results.values():
        if r.status == "pending":
            r.status = "compiled"
        if r.status in ("compiled", "failed"):
            engine_errors = [e for e in r.errors if e.cause != "app"]
            app_errors = [e for e in r.errors if e.cause == "app"]
            if app_errors:
                r.status = "blocked"
                r.through = sorted({e.symbol for e in app_errors})
            elif engine_errors:
                r.status = "failed"
    return [results[f.rel] for f in app.files]


def _unit_module_name(unit: Unit) -> str:
    from .project import _sanitize
    base = os.path.basename(unit.folder) if unit.folder != "." else unit.app
    return _sanitize(base)


def frontend_flags(engine: Engine, swift_version: str) -> list[str]:
    """The compiler's own command line for type-checking one module (what `swiftc -###`
    prints for it), without the inputs and the module name."""
    key = ("frontend", swift_version)
    if key in _FRONTEND_CACHE:
        return _FRONTEND_CACHE[key]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "probe.swift")
        open(src, "w").close()
        out = subprocess.run(["swiftc", "-###"] + [f for f in base_flags(engine, swift_version) if f != "-wmo"]
                             + ["-module-name", "ProbeModule", "-parse-as-library", src], capture_output=True, text=True).stdout
    words = shlex.split(out.splitlines()[0])
    flags = []
    skip = False
    for k, w in enumerate(words):
        if skip:
            skip = False
            continue
        if k < 3 or w == src or w == "-primary-file":
            continue
        if w == "-module-name":
            skip = True
            continue
        if w == "-parse-as-library":
            continue
        flags.append(w)
    _FRONTEND_CACHE[key] = [words[0], "-frontend", "-typecheck"] + flags
    return _FRONTEND_CACHE[key]


_FRONTEND_CACHE: dict = {}


def _run_frontend(cmd: list[str], cwd: str, timeout: float):
    """Runs one compiler process; its output, or None when it ran out of time."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
                            errors="replace", start_new_session=True, cwd=cwd)
    try:
        out, _ = proc.communicate(timeout=timeout)
        return out
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None


def _compile_module(app: App, unit: Unit, module: Module, engine: Engine, probe: ModuleProbe,
                    options: CheckOptions, log) -> tuple[list[Diagnostic], dict[str, list[str]], set[str]]:
    """Type-checks one module: the whole module in one compiler process; if that runs out of
    time, its home files in eighths (each part type-checks only its own function bodies),
    down to single files, so that one slow file costs only its own result. Files whose
    imports turn out missing are dropped and the module is tried again. Returns the errors,
    the dropped files, and the files that ran out of time."""
    files = list(module.home) + list(module.support)
    removed: dict[str, list[str]] = {}
    stub_dir = os.path.join(engine.work, "stubs")
    os.makedirs(stub_dir, exist_ok=True)
    for name in sorted({i.module for f in files for i in f.facts.imports if i.module in unit.local_modules}):
        _stub_module(name, stub_dir, engine)
    generated = [_resource_bundle_accessor(engine)] if _has_package_resources(app.folder, files) else []
    for attempt in range(6):
        if not files:
            return [], removed, set()
        main = any(os.path.basename(f.rel) == "main.swift" for f in files)
        base = frontend_flags(engine, options.swift_version) + ["-I", stub_dir, "-module-name", module.name] + ([] if main else ["-parse-as-library"])
        started = time.time()
        out = _run_frontend(base + [f.path for f in files] + generated, app.folder, options.timeout)
        timed_out: set[str] = set()
        if out is None:
            log(f"  {app.name}/{module.name}: {len(files)} files, over {options.timeout:.0f}s: checking its files in parts")
            outputs = []
            home_paths = [f.path for f in module.home if f in files]

            def part(paths):
                cmd = base[:3] + [x for f in files for x in (["-primary-file", f.path] if f.path in paths else [f.path])] + generated + base[3:]
                result = _run_frontend(cmd, app.folder, options.file_timeout)
                if result is not None:
                    outputs.append(result)
                elif len(paths) > 1:
                    split(paths)
                else:
                    timed_out.add(os.path.relpath(paths[0], app.folder))

            def split(paths):
                # eight parts at a time: a slow file costs few timeouts before it is found
                size = -(-len(paths) // 8)
                for k in range(0, len(paths), size):
                    part(paths[k:k + size])
            split(home_paths)
            out = "\n".join(outputs)
        diags = parse_output(out, app.folder)
        log(f"  {app.name}/{module.name}: {len(files)} files, {len(diags)} errors, {time.time() - started:.1f}s"
            + (f", {len(timed_out)} over {options.file_timeout:.0f}s" if timed_out else ""))
        missing = {}
        for d in diags:
            shape, symbol = classify(d.message)
            if shape == "no module" and d.file:
                missing.setdefault(d.file, []).append(symbol)
        if not missing:
            for d in diags:
                d.shape, d.symbol = classify(d.message)
            return diags, removed, timed_out
        for rel, mods in missing.items():
            removed[rel] = sorted(set(mods))
        files = [f for f in files if f.rel not in missing]
    return [], removed, set()


# What SwiftPM treats as a target's resources (asset and string catalogs and localizations
# without any declaration in the manifest; the rest when declared, as apps do).
_RESOURCE_DIRS = (".xcassets", ".rkassets", ".lproj", ".xcdatamodeld", ".xcmappingmodel", ".scnassets", ".bundle")
_RESOURCE_FILES = (".xcstrings", ".strings", ".stringsdict", ".json", ".png", ".jpg", ".jpeg", ".pdf", ".svg", ".gif",
                   ".ttf", ".otf", ".mp3", ".m4a", ".wav", ".mov", ".mp4", ".plist", ".xib", ".storyboard", ".txt", ".csv")


def _has_package_resources(app_folder: str, files: list[SwiftFile]) -> bool:
    """Whether a file of the module belongs to a Swift package with resources, for whose
    targets SwiftPM generates the `Bundle.module` accessor."""
    seen = set()
    for f in files:
        folder = os.path.dirname(f.path)
        while folder.startswith(app_folder) and folder not in seen:
            seen.add(folder)
            if os.path.exists(os.path.join(folder, "Package.swift")):
                if _package_has_resources(folder):
                    return True
                break
            folder = os.path.dirname(folder)
    return False


@functools.lru_cache(maxsize=None)
def _package_has_resources(folder: str) -> bool:
    """Whether the package in `folder` has resources (walked once per package, though
    each of an app's modules asks)."""
    from .project import SKIP_DIRS
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.endswith("Tests")]
        if any(d.endswith(_RESOURCE_DIRS) for d in dirnames) or any(n.endswith(_RESOURCE_FILES) for n in filenames):
            return True
    return False


def _resource_bundle_accessor(engine: Engine) -> str:
    """A file declaring `Bundle.module`, as SwiftPM generates for a target with resources."""
    path = os.path.join(engine.work, "generated", "resource_bundle_accessor.swift")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("import Foundation\n\n"
                    "// What SwiftPM generates for a target with resources (the check has no bundle).\n"
                    "extension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n")
    return path


def _stub_module(name: str, stub_dir: str, engine: Engine):
    target = os.path.join(stub_dir, name + ".swiftmodule")
    if os.path.exists(target):
        return
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "empty.swift")
        open(src, "w").close()
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, src, "-o", target],
                       capture_output=True, text=True, timeout=120)


def _attribute(app: App, results: dict[str, FileResult], combine_names: set[str]):
    """Decides, for each error, whether it is the engine's (a gap), the app's (it needs app code
    that is not compiled here: a blocked file, another target, an inactive #if branch, a
    local module's qualifier, a name Xcode generates from the app's resources), or a
    consequence of another error on the same line."""
    compiled = {rel for rel, r in results.items() if r.status not in ("blocked", "test")}
    facts = {f.rel: f.facts for f in app.files}
    for unit in app.units:
        types, values, active, conditional = set(app.generated_types), set(app.generated_members), set(), set()
        for f in unit.files:
            types |= f.facts.types
            values |= f.facts.values | f.facts.funcs | f.facts.statics
            conditional |= f.facts.conditional
            if f.rel in compiled:
                active |= (f.facts.types | f.facts.values | f.facts.funcs | f.facts.statics) - f.facts.conditional
        outside = ((types | values) - active) | conditional | app.generated_members
        for f in unit.files:
            r = results[f.rel]
            imports = {i.module for i in f.facts.imports}
            for e in r.errors:
                name = e.symbol.rsplit(".", 1)[-1] if e.symbol else ""
                name = name.lstrip("#@")
                if e.shape == "missing":
                    if name in combine_names and not imports & {"SwiftUI", "Combine"}:
                        # Apple's Foundation re-exports Combine's ObservableObject, @Published...
                        e.shape = "Foundation re-export"
                        e.symbol = f"{e.symbol} in a file importing Foundation only"
                    elif (name in types) if name[:1].isupper() else (name in values):
                        e.cause = "app"
                elif e.shape == "missing member":
                    base = e.symbol.rsplit(".", 1)[0]
                    e.symbol = simplify_type(base) + "." + name
                    if name in outside:
                        e.cause = "app"
                elif e.shape in ("no matching overload", "extra argument", "missing argument", "argument labels", "extra trailing closure"):
                    callee = enclosing_callee(facts[r.rel], e.line, e.column) if r.rel in facts else ""
                    what = e.symbol
                    if e.shape == "extra argument" and what:
                        what = f"{callee or '?'}({what}:)"
                    elif callee:
                        what = callee + (f" [{what}]" if what and what != "initializer" and not what.endswith(f"'{callee.lstrip('.')}'") else "")
                    e.symbol = what or "?"
                    base = callee.lstrip(".@").rsplit(".", 1)[-1]
                    if base and base in outside:
                        e.cause = "app"
                elif e.shape == "other":
                    m = re.match(r"no type named '([^']+)' in module '([^']+)'", e.message)
                    if m and m.group(2) in unit.local_modules:
                        e.cause = "app"
                        e.symbol = m.group(1)
                elif e.shape == "cascade":
                    e.cause = "cascade"
                elif e.shape == "redeclaration":
                    e.cause = "app"   # two targets' files in one module: the split did not see it
            gap_lines = {e.line for e in r.errors if e.cause == "engine" and e.shape in ("missing", "missing member")}
            for e in r.errors:
                if e.cause == "engine" and e.shape in ("type mismatch", "ambiguous", "requirement", "other", "no matching overload") and e.line in gap_lines:
                    e.cause = "cascade"

"""How a folder of Swift sources is cut into the modules the check compiles.

An *app* is the folder given (or each of its subfolders with `--each`). Inside it, a
*unit* is a project: the folder of an `.xcodeproj`, or of a `Package.swift` outside any
Xcode project, or the app folder itself when it has neither; each Swift file belongs to the
deepest unit that holds it. A unit's local packages (`Package.swift` inside it) and its
top-level folders are *groups*. Groups are compiled together as one module, except that
groups which declare the same top-level type (an iOS and a macOS target each with its own
`ContentView`) go to separate modules; each such module also compiles the groups that do
not collide with it (shared code), and a file's result is taken from its home module only.
`import X` of a module the unit itself provides (a local package's target, a folder of the
unit) resolves to an empty stand-in module: the code is compiled in the same module.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from .swiftlex import FileFacts, analyse

SKIP_DIRS = {".build", ".git", "Pods", "Carthage", "DerivedData", "checkouts", "node_modules", ".swiftpm", "SourcePackages", "xcuserdata"}
TEST_DIR = re.compile(r"(^|[\s_-])(Tests?|UITests|Specs?|TestSupport|Testing|Snapshots?)$|Tests$|UITests|TestPlan", re.I)
TEST_MODULES = {"XCTest", "Testing", "Quick", "Nimble", "ViewInspector", "SnapshotTesting", "XCUIAutomation"}


@dataclass
class SwiftFile:
    rel: str                # path relative to the app folder
    path: str               # absolute path
    facts: FileFacts
    unit: str = ""          # the unit's folder, relative to the app folder ("." for the app itself)
    group: str = ""
    is_test: bool = False
    package_module: str = ""  # the local package target it belongs to, if any

    @property
    def is_view(self) -> bool:
        return self.facts.imports_module("SwiftUI")


@dataclass
class Module:
    name: str
    groups: list[str]
    home: list[SwiftFile] = field(default_factory=list)
    support: list[SwiftFile] = field(default_factory=list)


@dataclass
class Unit:
    app: str
    folder: str
    files: list[SwiftFile]
    local_modules: set[str]
    modules: list[Module] = field(default_factory=list)


@dataclass
class App:
    name: str
    folder: str
    files: list[SwiftFile]
    units: list[Unit]
    # names Xcode generates from the app's resources: asset catalog symbols
    # (`Color(.brand)`, `ImageResource.building1`) and Core Data entity classes
    generated_members: set[str] = field(default_factory=set)
    generated_types: set[str] = field(default_factory=set)


def asset_symbol_names(name: str) -> set[str]:
    """The names Xcode's asset symbol generation may give an asset called `name`."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    if not words:
        return set()
    camel = words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:])
    out = {camel}
    for suffix in ("Color", "Image", "Colour"):
        if camel.endswith(suffix) and len(camel) > len(suffix):
            out.add(camel[: -len(suffix)])
    return out


def _resources(folder: str, app: "App"):
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        base = os.path.basename(dirpath)
        m = re.match(r"(.+)\.(colorset|imageset|symbolset|dataset)$", base)
        if m:
            app.generated_members |= asset_symbol_names(m.group(1))
            # folders of the catalog that provide a namespace: `.GrocyColors.grocyBlue`
            parts = dirpath.split(os.sep)
            inside = [k for k, p in enumerate(parts) if p.endswith(".xcassets")]
            if inside:
                for p in parts[inside[-1] + 1:-1]:
                    app.generated_members.add(p)
                    app.generated_members |= asset_symbol_names(p)
        if base.endswith(".xcdatamodel") and "contents" in filenames:
            try:
                xml = open(os.path.join(dirpath, "contents"), encoding="utf-8", errors="replace").read()
            except OSError:
                continue
            for entity in re.finditer(r"<entity\b[^>]*>", xml):
                tag = entity.group(0)
                cls = re.search(r'representedClassName="([^"]+)"', tag) or re.search(r'name="([^"]+)"', tag)
                if cls:
                    app.generated_types.add(cls.group(1).split(".")[-1])
            app.generated_members |= set(re.findall(r'<(?:attribute|relationship)\b[^>]*\bname="([^"]+)"', xml))


def _sanitize(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name).strip("_") or "App"
    return ("App_" + s) if s[0].isdigit() else s


def load_app(folder: str, name: str | None = None) -> App:
    folder = os.path.abspath(folder)
    roots: dict[str, str] = {}         # unit folder (abs) -> module name
    packages: list[str] = []           # folders with a Package.swift
    swift_paths: list[str] = []
    for dirpath, dirnames, filenames in os.walk(folder):
        keep = []
        for d in sorted(dirnames):
            if d in SKIP_DIRS or d.startswith("."):
                continue
            if d.endswith(".xcodeproj") or d.endswith(".xcworkspace"):
                if d.endswith(".xcodeproj"):
                    roots.setdefault(dirpath, _sanitize(d[: -len(".xcodeproj")]))
                continue
            keep.append(d)
        dirnames[:] = keep
        if "Package.swift" in filenames:
            packages.append(dirpath)
        for f in sorted(filenames):
            if f.endswith(".swift") and f != "Package.swift":
                swift_paths.append(os.path.join(dirpath, f))
    for p in packages:
        # a package outside every Xcode project is a unit of its own
        if not any(_inside(p, r) for r in roots):
            roots[p] = _sanitize(os.path.basename(p))
    if folder not in roots:
        roots[folder] = _sanitize(name or os.path.basename(folder))

    files: list[SwiftFile] = []
    for path in swift_paths:
        try:
            src = open(path, encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        rel = os.path.relpath(path, folder)
        files.append(SwiftFile(rel=rel, path=path, facts=analyse(rel, src)))

    by_unit: dict[str, list[SwiftFile]] = {}
    for f in files:
        unit = max((r for r in roots if _inside(f.path, r)), key=len)
        f.unit = os.path.relpath(unit, folder)
        by_unit.setdefault(unit, []).append(f)

    units = []
    for unit_dir, unit_files in sorted(by_unit.items()):
        local = set()
        unit_packages = [p for p in packages if _inside(p, unit_dir)]
        for p in unit_packages:
            local.update(_package_targets(p))
        for f in unit_files:
            rel_to_unit = os.path.relpath(f.path, unit_dir)
            parts = rel_to_unit.split(os.sep)
            pkg = max((p for p in unit_packages if _inside(f.path, p)), key=len, default=None)
            if pkg is not None:
                prel = os.path.relpath(f.path, pkg).split(os.sep)
                if len(prel) >= 3 and prel[0] in ("Sources", "Tests"):
                    f.package_module = prel[1]
                    f.group = os.path.relpath(os.path.join(pkg, prel[0], prel[1]), unit_dir)
                    local.add(prel[1])
                else:
                    f.group = os.path.relpath(pkg, unit_dir)
            else:
                f.group = parts[0] if len(parts) > 1 else "."
            if len(parts) > 1 and parts[0] not in (".",):
                local.add(_sanitize(parts[0]))
            f.is_test = any(TEST_DIR.search(p) for p in parts[:-1]) or any(i.module in TEST_MODULES for i in f.facts.imports)
        local.add(roots[unit_dir])
        units.append(Unit(app=name or os.path.basename(folder), folder=os.path.relpath(unit_dir, folder), files=unit_files, local_modules=local))
    app = App(name=name or os.path.basename(folder), folder=folder, files=files, units=units)
    _resources(folder, app)
    return app


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def _package_targets(pkg: str) -> set[str]:
    names = set()
    src = os.path.join(pkg, "Sources")
    if os.path.isdir(src):
        names.update(d for d in os.listdir(src) if os.path.isdir(os.path.join(src, d)))
    try:
        manifest = open(os.path.join(pkg, "Package.swift"), encoding="utf-8", errors="replace").read()
        names.update(re.findall(r"\.(?:target|executableTarget|macro)\(\s*name:\s*\"([^\"]+)\"", manifest))
    except OSError:
        pass
    return names


def split_modules(unit: Unit, compiled: list[SwiftFile], module_name: str) -> list[Module]:
    """Cuts a unit's compiled files into modules by top-level name collisions (see above)."""
    groups: dict[str, list[SwiftFile]] = {}
    for f in compiled:
        groups.setdefault(f.group, []).append(f)

    def names(files):
        s = set()
        for f in files:
            s |= f.facts.toplevel - f.facts.conditional
            if f.facts.has_main:
                s.add("@main")
        return s

    order = sorted(groups, key=lambda g: (-len(groups[g]), g))
    modules: list[tuple[list[str], set[str]]] = []
    for g in order:
        gn = names(groups[g])
        for mg, mn in modules:
            if not (gn & mn):
                mg.append(g)
                mn |= gn
                break
        else:
            modules.append(([g], set(gn)))
    result = []
    for k, (mg, mn) in enumerate(modules):
        m = Module(name=module_name if k == 0 else f"{module_name}_{k}", groups=mg)
        for g in mg:
            m.home.extend(groups[g])
        if k:
            taken = set(mn)
            for g in order:
                if g in mg:
                    continue
                gn = names(groups[g])
                if not (gn & taken):
                    m.support.extend(groups[g])
                    taken |= gn
        result.append(m)
    return result

"""What the engine and the toolchain declare, read from their symbol graphs
(`swift-symbolgraph-extract`), reduced to the names the inventory compares uses with."""
from __future__ import annotations

import glob
import json
import os
import subprocess
import tempfile
from dataclasses import dataclass, field

ENGINE_MODULES = ["ViewEngine", "Combine", "OnChangeCompat"]
OBSERVATION_MODULES = ["Observation"]
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
                     "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization", "RegexBuilder"]
# The engine's own API, not SwiftUI's.
ENGINE_OWN = {"ViewHost", "HostConfiguration", "HostError", "Diagnostic", "FrameTrace", "AppStorageValue", "VirtualClock"}


def base_name(component: str) -> str:
    return component.split("(", 1)[0]


@dataclass
class Declarations:
    """Names one set of modules declares."""
    top: dict[str, str] = field(default_factory=dict)          # top-level name -> kind (struct, protocol, func...)
    members: dict[str, set[str]] = field(default_factory=dict)  # member base name -> parent paths ("Font", "View")
    member_kinds: dict[str, set[str]] = field(default_factory=dict)  # "Parent.name" -> kinds
    conforms: dict[str, set[str]] = field(default_factory=dict)  # type -> protocols (by name)
    module_of: dict[str, str] = field(default_factory=dict)      # top-level name -> module

    def add_graph(self, path: str, module: str):
        data = json.load(open(path))
        by_id = {}
        for s in data.get("symbols", []):
            comps = [base_name(c) for c in s.get("pathComponents", [])]
            if not comps or any(c.startswith("_") for c in comps):
                continue
            by_id[s["identifier"]["precise"]] = comps
            kind = s["kind"]["identifier"].removeprefix("swift.")
            if len(comps) == 1:
                self.top.setdefault(comps[0], kind)
                self.module_of.setdefault(comps[0], module)
            else:
                parent = ".".join(comps[:-1])
                self.members.setdefault(comps[-1], set()).add(parent)
                self.member_kinds.setdefault(parent + "." + comps[-1], set()).add(kind)
        for r in data.get("relationships", []):
            if r.get("kind") in ("conformsTo", "inheritsFrom"):
                src = by_id.get(r["source"])
                target = r.get("targetFallback") or ".".join(by_id.get(r["target"], []))
                if src and target:
                    self.conforms.setdefault(".".join(src), set()).add(base_name(target.split(".")[-1]))

    def static_names(self) -> set[str]:
        """Members reachable as `.name` with a contextual type: static members, enum cases."""
        if not hasattr(self, "_statics"):
            self._statics = {key.rsplit(".", 1)[-1] for key, kinds in self.member_kinds.items()
                             if kinds & {"type.property", "type.method", "enum.case", "type.subscript"}}
        return self._statics

    def has_member(self, parent: str, name: str) -> bool:
        """`parent.name` is declared: on the type itself, or on a protocol it conforms to."""
        parents = self.members.get(name)
        if not parents:
            return False
        seen = set()
        todo = [parent, parent.split(".")[-1]]
        while todo:
            p = todo.pop()
            if p in seen:
                continue
            seen.add(p)
            if p in parents:
                return True
            todo.extend(self.conforms.get(p, ()))
        return False

    def to_json(self):
        return {"top": self.top, "members": {k: sorted(v) for k, v in self.members.items()},
                "member_kinds": {k: sorted(v) for k, v in self.member_kinds.items()},
                "conforms": {k: sorted(v) for k, v in self.conforms.items()}, "module_of": self.module_of}

    @classmethod
    def from_json(cls, d):
        return cls(top=d["top"], members={k: set(v) for k, v in d["members"].items()},
                   member_kinds={k: set(v) for k, v in d["member_kinds"].items()},
                   conforms={k: set(v) for k, v in d["conforms"].items()}, module_of=d["module_of"])


@dataclass
class SymbolIndex:
    engine: Declarations        # ViewEngine, its Combine, OnChangeCompat
    observation: Declarations   # the toolchain's Observation
    toolchain: Declarations     # the standard library, Foundation, Dispatch

    def view_types(self) -> set[str]:
        return {t for t, ps in self.engine.conforms.items() if "View" in ps and "." not in t}


def _extract(modules: list[str], include: list[str], out: str):
    for m in modules:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", m, *sum((["-I", i] for i in include), []),
                        "-output-dir", out, "-minimum-access-level", "public", "-skip-synthesized-members",
                        "-skip-inherited-docs"], capture_output=True, text=True, timeout=300)


def load(modules_dir: str, work: str) -> SymbolIndex:
    """Extracts (or reads the cached) symbol graphs of the engine and the toolchain."""
    stamp = str(os.path.getmtime(os.path.join(modules_dir, "ViewEngine.swiftmodule")))
    cache = os.path.join(work, "symbols.json")
    try:
        d = json.load(open(cache))
        if d.get("stamp") == stamp:
            return SymbolIndex(*(Declarations.from_json(d[k]) for k in ("engine", "observation", "toolchain")))
    except (OSError, ValueError, KeyError):
        pass
    sets = []
    with tempfile.TemporaryDirectory() as tmp:
        for group in (ENGINE_MODULES, OBSERVATION_MODULES, TOOLCHAIN_MODULES):
            out = os.path.join(tmp, group[0])
            os.makedirs(out)
            _extract(group, [modules_dir], out)
            decls = Declarations()
            for path in sorted(glob.glob(os.path.join(out, "*.symbols.json"))):
                module = os.path.basename(path).split(".")[0].split("@")[0]
                decls.add_graph(path, module)
            sets.append(decls)
    for name in ENGINE_OWN:
        sets[0].top.pop(name, None)
    index = SymbolIndex(*sets)
    with open(cache, "w") as f:
        json.dump({"stamp": stamp, "engine": sets[0].to_json(), "observation": sets[1].to_json(), "toolchain": sets[2].to_json()}, f)
    return index

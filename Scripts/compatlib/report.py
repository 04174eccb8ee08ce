"""Runs the check over a folder and prints what it found."""
from __future__ import annotations

import collections
import os
import subprocess
import time
from dataclasses import dataclass

from .check import APPLE_FRAMEWORKS, CheckOptions, Engine, FileResult, ModuleProbe, build_engine, check_app
from .project import App, load_app

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SELF_CONTAINED = ("self-contained: a view file (it imports SwiftUI) that imports no module missing here, "
                  "and none of whose errors names app code that is not compiled here "
                  "(a blocked file's declarations, another target's, an inactive #if branch's)")


@dataclass
class Run:
    folder: str
    apps: list[App]
    results: list[FileResult]
    engine: Engine
    seconds: float
    toolchain: str


def app_folders(folder: str, each: bool) -> list[tuple[str, str]]:
    if not each:
        return [(os.path.basename(os.path.abspath(folder)), folder)]
    out = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isdir(path) and not name.startswith((".", "_")):
            out.append((name, path))
    return out


def run_check(folder: str, each: bool = False, swift_version: str = "5", timeout: float = 120, file_timeout: float = 60, jobs: int = 1,
              scratch: str | None = None, log=print) -> Run:
    started = time.time()
    engine = build_engine(REPO, scratch, log)
    probe = ModuleProbe(engine, swift_version)
    options = CheckOptions(swift_version=swift_version, timeout=timeout, file_timeout=file_timeout, jobs=jobs)
    from .symbols import load as load_symbols
    index = load_symbols(engine.modules_dir, engine.work)
    combine_names = {n for n, m in index.engine.module_of.items() if m == "Combine"}
    apps, results = [], []
    for name, path in app_folders(folder, each):
        app = load_app(path, name)
        apps.append(app)
        log(f"{name}: {len(app.files)} Swift files, {sum(f.is_view for f in app.files)} view files, {len(app.units)} projects")
        results.extend(check_app(app, engine, probe, options, log, combine_names))
    toolchain = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0:1]
    return Run(folder, apps, results, engine, time.time() - started, toolchain[0] if toolchain else "")


def summary_of_errors(r: FileResult, limit: int = 6) -> str:
    parts = []
    missing = [e.symbol for e in r.errors if e.cause == "engine" and e.shape in ("missing", "missing member")]
    if missing:
        counts = collections.Counter(missing)
        parts.append("missing " + ", ".join(s for s, _ in counts.most_common(limit)) + (" …" if len(counts) > limit else ""))
    other = [f"{e.shape}: {e.symbol}" if e.symbol else e.shape for e in r.errors
             if e.cause == "engine" and e.shape not in ("missing", "missing member")]
    if other:
        counts = collections.Counter(other)
        parts.append("; ".join(s for s, _ in counts.most_common(3)) + (" …" if len(counts) > 3 else ""))
    cascades = sum(1 for e in r.errors if e.cause == "cascade")
    if cascades:
        parts.append(f"{cascades} follow-on error{'s' if cascades > 1 else ''}")
    return "; ".join(parts)


def describe(r: FileResult) -> str:
    where = f"{r.app}/{r.rel}"
    if r.status == "compiled":
        return f"compiled  {where}"
    if r.status == "failed":
        return f"failed    {where}: {summary_of_errors(r)}"
    if r.status == "timeout":
        return f"timeout   {where}"
    if r.status == "test":
        return f"test      {where} (not checked)"
    if r.blocked_by:
        return f"blocked   {where}: imports {', '.join(r.blocked_by)}"
    extra = summary_of_errors(r)
    return f"blocked   {where}: needs app code not compiled here: {', '.join(r.through[:5])}" + (f" (and {extra})" if extra else "")


def print_files(run: Run, all_files: bool = False):
    for r in run.results:
        if r.view or all_files:
            print(describe(r))


def tally(results: list[FileResult]) -> dict:
    views = [r for r in results if r.view and r.status != "test"]
    by_status = collections.Counter(r.status for r in views)
    direct = [r for r in views if r.status == "blocked" and r.blocked_by]
    through = [r for r in views if r.status == "blocked" and not r.blocked_by]
    blockers = collections.Counter(m for r in direct for m in r.blocked_by)
    sc = [r for r in views if r.self_contained]
    compiled = [r for r in sc if r.status == "compiled"]
    return {
        "view_files": len(views),
        "tests": sum(1 for r in results if r.status == "test"),
        "blocked_import": len(direct),
        "blocked_through_app": len(through),
        "blockers": blockers,
        "self_contained": len(sc),
        "compiled": len(compiled),
        "failed": by_status["failed"],
        "timeout": by_status["timeout"],
        "compile_rate": (len(compiled) / len(sc)) if sc else 0.0,
    }


def print_tally(run: Run):
    t = tally(run.results)
    swift_files = len(run.results)
    print()
    print(f"Checked {len(run.apps)} app folder(s): {swift_files} Swift files, {t['view_files']} view files (import SwiftUI), "
          f"{t['tests']} test files not checked; {run.seconds:.0f}s with {run.toolchain}")
    apple = [(m, c) for m, c in t["blockers"].most_common() if m in APPLE_FRAMEWORKS]
    other = [(m, c) for m, c in t["blockers"].most_common() if m not in APPLE_FRAMEWORKS]
    print(f"  blocked by an import:   {t['blocked_import']:5d}   Apple frameworks: " + (", ".join(f"{m} {c}" for m, c in apple[:12]) or "none"))
    if other:
        print(f"                                  packages not here: " + ", ".join(f"{m} {c}" for m, c in other[:10]) + (" …" if len(other) > 10 else ""))
    print(f"  blocked through app code: {t['blocked_through_app']:3d}   (they use declarations of blocked files, other targets or inactive #if branches)")
    print(f"  self-contained:         {t['self_contained']:5d}")
    rate = 100 * t["compile_rate"]
    print(f"    compiled:             {t['compiled']:5d}   {rate:.1f} % of the self-contained")
    print(f"    failed:               {t['failed']:5d}" + (f"   timeout: {t['timeout']}" if t["timeout"] else ""))
    print(f"  ({SELF_CONTAINED})")


def to_json(run: Run) -> dict:
    t = tally(run.results)
    t["blockers"] = dict(t["blockers"])
    return {
        "folder": os.path.abspath(run.folder),
        "toolchain": run.toolchain,
        "seconds": round(run.seconds, 1),
        "apps": [{"name": a.name, "files": len(a.files), "view_files": sum(f.is_view for f in a.files),
                  "projects": [u.folder for u in a.units]} for a in run.apps],
        "tally": t,
        "files": [r.to_json() for r in run.results],
    }

// The preview page: the list of previews, the window of the one on screen (its SVG
// picture, with the controls a click reaches laid over it), and the side panel. Every
// change arrives over the WebSocket; clicks, keys and settings go back over it.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { socket: null, previews: [], current: null, display: null, devices: [], focused: null,
                version: 0, clickStartedAt: null, pictureURL: null, pressedAt: null, dragged: false };
// Milliseconds from each click to the new picture on the page, and to the state's arrival
// (read by the browser test).
window.previewLatencies = [];
window.previewArrivals = [];

function connect() {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  state.socket = socket;
  socket.onmessage = (event) => {
    if (state.clickStartedAt !== null) window.previewArrivals.push(performance.now() - state.clickStartedAt);
    handle(JSON.parse(event.data));
  };
  socket.onclose = () => { toast("The server went away; reconnecting…"); setTimeout(connect, 1000); };
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function handle(event) {
  switch (event.type) {
    case "hello": return hello(event);
    case "build": return build(event);
    case "previews": return listPreviews(event.previews);
    case "state": return show(event.state);
    case "refused": show(event.state); return toast(event.message);
    case "error": return toast(event.message);
    case "trap": return trap(event);
    case "reload": return location.reload();
  }
}

function hello(event) {
  $("package").textContent = event.package;
  state.devices = event.devices;
  state.display = event.display;
  const device = $("device");
  device.replaceChildren(...event.devices.map((d) => option(d.id, `${d.name} (${d.width} × ${d.height})`)), option("custom", "Custom size"));
  $("type-size").replaceChildren(...event.dynamicTypeSizes.map((size) => option(size, size)));
  const match = event.devices.find((d) => d.width === event.display.width && d.height === event.display.height);
  device.value = match ? match.id : "custom";
  $("custom").hidden = device.value !== "custom";
  $("custom-width").value = event.display.width;
  $("custom-height").value = event.display.height;
  $("scheme").value = event.display.colorScheme;
  $("type-size").value = event.display.dynamicTypeSize;
  const wanted = decodeURIComponent((location.hash.match(/preview=([^&]*)/) || [])[1] || "") || event.preview;
  state.wanted = wanted || null;
}

function option(value, text) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = text;
  return element;
}

function build(event) {
  // Until a build has listed the previews, the list says what the build is doing.
  if (!state.listed) {
    $("previews").replaceChildren(Object.assign(document.createElement("p"), {
      className: "empty",
      textContent: event.phase === "failed" ? "No previews: the build failed (its errors are on the right)."
        : "Building the package…" + (event.step ? ` ${event.step}` : ""),
    }));
  }
  const badge = $("build");
  badge.dataset.phase = event.phase;
  // While it builds: how many of SwiftPM's steps are done, and its last step as the tooltip.
  const progress = event.total ? ` ${event.done}/${event.total}` : "";
  badge.textContent = event.phase === "building" ? "building…" + progress + (event.changedFiles ? ` (${event.changedFiles.join(", ")} changed)` : "")
    : event.phase === "failed" ? "build failed" : event.message || "ready";
  badge.title = event.phase === "building" && event.step ? event.step : "";
  const errors = $("errors");
  if (event.phase === "failed") {
    errors.hidden = false;
    errors.replaceChildren(...(event.errors.length ? event.errors : [{ file: "", line: 0, column: 0, message: event.details || "the build failed" }])
      .map((e) => {
        const line = document.createElement("div");
        line.className = "error";
        line.textContent = e.file ? `${e.file}:${e.line}:${e.column}: error: ${e.message}` : `error: ${e.message}`;
        return line;
      }));
  } else if (event.phase === "ready") {
    errors.hidden = true;
  }
  fitDevice();
}

function listPreviews(previews) {
  state.previews = previews;
  state.listed = true;
  const nav = $("previews");
  if (!previews.length) {
    nav.replaceChildren(Object.assign(document.createElement("p"), { className: "empty", textContent: "No #Preview or PreviewProvider." }));
    return;
  }
  const files = new Map();
  for (const preview of previews) {
    if (!files.has(preview.file)) files.set(preview.file, []);
    files.get(preview.file).push(preview);
  }
  nav.replaceChildren(...[...files].flatMap(([file, entries]) => {
    const heading = Object.assign(document.createElement("h3"), { textContent: file });
    const list = document.createElement("ul");
    for (const preview of entries) {
      const item = document.createElement("li");
      item.dataset.previewId = preview.id;
      item.title = `${preview.kind} at ${preview.file}:${preview.line}`;
      item.append(preview.name + " ", Object.assign(document.createElement("small"), { textContent: preview.kind }));
      item.onclick = () => open(preview.id);
      list.append(item);
    }
    return [heading, list];
  }));
  markSelected();
  if (state.wanted && previews.some((p) => p.id === state.wanted) && state.current !== state.wanted) open(state.wanted);
  state.wanted = null;
}

function open(id) {
  state.current = id;
  history.replaceState(null, "", `#preview=${encodeURIComponent(id)}`);
  markSelected();
  $("trap").hidden = true;
  send({ type: "open", preview: id });
}

function markSelected() {
  for (const item of document.querySelectorAll("nav li")) item.classList.toggle("selected", item.dataset.previewId === state.current);
}

function show(preview) {
  if (!preview) return;
  window.lastState = preview;
  state.current = preview.preview;
  state.focused = preview.focusedField;
  markSelected();
  const screen = $("screen");
  screen.style.width = `${preview.width}px`;
  screen.style.height = `${preview.height}px`;
  state.size = { width: preview.width, height: preview.height };
  fitDevice();
  screen.classList.toggle("dark", state.display && state.display.colorScheme === "dark");
  const picture = $("picture");
  const done = () => {
    drawTargets(preview);
    $("did").textContent = preview.did + (preview.clock ? ` · clock ${preview.clock.toFixed(2)} s` : "")
      + ` · agent ${preview.driveMilliseconds.toFixed(1)} + ${preview.drawMilliseconds.toFixed(1)} ms`;
    $("console").textContent = preview.console;
    $("trace").textContent = preview.trace;
    $("render").textContent = preview.render;
    showDiagnostics(preview.diagnostics);
    state.version += 1;
    screen.dataset.version = String(state.version);
    screen.dataset.preview = preview.preview;
    if (state.clickStartedAt !== null) {
      const started = state.clickStartedAt;
      state.clickStartedAt = null;
      requestAnimationFrame(() => window.previewLatencies.push(performance.now() - started));
    }
  };
  if (preview.svg) {
    picture.classList.add("has-svg");
    const url = URL.createObjectURL(new Blob([preview.svg], { type: "image/svg+xml" }));
    const image = new Image(preview.width, preview.height);
    image.alt = "the preview's window";
    image.src = url;
    image.decode().catch(() => {}).then(() => {
      picture.replaceChildren(image);
      if (state.pictureURL) URL.revokeObjectURL(state.pictureURL);
      state.pictureURL = url;
      done();
    });
  } else {
    picture.classList.remove("has-svg");
    picture.replaceChildren(Object.assign(document.createElement("pre"), { textContent: preview.render }));
    done();
  }
}

// Scales the device down (never up) so that the whole window shows in the stage; a click's
// point is divided by the same scale, so the host gets window coordinates.
function fitDevice() {
  if (!state.size) return;
  const stage = $("stage");
  const frame = $("device-frame");
  const top = frame.parentElement.offsetTop - stage.offsetTop;
  const padding = 20;   // the frame's border, 10 points each side
  const availableWidth = stage.clientWidth - 32 - padding;
  const availableHeight = stage.clientHeight - top - 40 - padding;
  state.scale = Math.min(1, availableWidth / state.size.width, availableHeight / state.size.height);
  frame.style.transform = state.scale < 1 ? `scale(${state.scale})` : "";
  const holder = frame.parentElement;
  holder.style.width = `${(state.size.width + padding) * state.scale}px`;
  holder.style.height = `${(state.size.height + padding) * state.scale}px`;
  $("zoom").textContent = state.scale < 1 ? `shown at ${Math.round(state.scale * 100)}%` : "";
}
window.addEventListener("resize", fitDevice);

function drawTargets(preview) {
  $("targets").replaceChildren(...preview.targets.map((target) => {
    const box = document.createElement("div");
    box.className = "target" + (target.isEnabled ? "" : " disabled") + (target.title === preview.focusedField && /Text/.test(target.kind) ? " focused" : "");
    box.dataset.targetKind = target.kind;
    box.dataset.targetTitle = target.title;
    if (target.part != null) box.dataset.targetPart = target.part;
    Object.assign(box.style, { left: `${target.x}px`, top: `${target.y}px`, width: `${target.width}px`, height: `${target.height}px` });
    box.title = `${target.kind} "${target.title}"` + (target.part != null ? ` (${target.part})` : "");
    box.textContent = target.title;
    return box;
  }));
}

function showDiagnostics(diagnostics) {
  const box = $("diagnostics");
  if (!diagnostics.length) {
    box.replaceChildren(Object.assign(document.createElement("p"), { className: "empty", textContent: "none" }));
    return;
  }
  box.replaceChildren(...diagnostics.map((d) => {
    const item = document.createElement("div");
    item.className = "diagnostic";
    item.dataset.kind = d.kind;
    const title = Object.assign(document.createElement("div"), { textContent: `frame ${d.frame}: ${d.message}` + (d.location ? ` (${d.location})` : "") });
    item.append(title);
    if (d.explanation) item.append(Object.assign(document.createElement("pre"), { textContent: d.explanation }));
    return item;
  }));
}

// A trap: its message, then the line of the user's code it came from (the innermost frame
// in the package's own sources), then the whole stack, demangled, with files and lines, and
// what the process wrote to standard error.
function trap(event) {
  const box = $("trap");
  box.hidden = false;
  const parts = [Object.assign(document.createElement("div"), { className: "trap-message", textContent: event.message })];
  if (event.location) {
    parts.push(Object.assign(document.createElement("div"), { className: "trap-location", textContent: `at ${event.location}` }));
  }
  parts.push(Object.assign(document.createElement("div"), { textContent: "The server restarted the previews' process; choose a preview to go on." }));
  if (event.stack && event.stack.length) {
    const stack = document.createElement("details");
    stack.className = "trap-stack";
    stack.open = true;
    stack.append(Object.assign(document.createElement("summary"), { textContent: "The stack, innermost first" }),
                 Object.assign(document.createElement("ol"), { start: 0 }));
    stack.lastChild.replaceChildren(...event.stack.map((frame, index) => {
      const item = document.createElement("li");
      item.textContent = frame;
      if (index === event.userFrame) item.className = "user-frame";
      return item;
    }));
    parts.push(stack);
  }
  const printed = document.createElement("details");
  printed.append(Object.assign(document.createElement("summary"), { textContent: "What the process wrote to standard error" }),
                 Object.assign(document.createElement("pre"), { textContent: event.details || "" }));
  parts.push(printed);
  box.replaceChildren(...parts);
  // The state on the panel was the preview's before it trapped.
  for (const id of ["picture", "targets", "console", "trace", "render", "did"]) $(id).replaceChildren();
  showDiagnostics([]);
  window.lastState = undefined;
  fitDevice();
  state.current = null;
  markSelected();
}

let toastTimer = null;
function toast(message) {
  const box = $("toast");
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { box.hidden = true; }, 5000);
}

function sendDisplay() {
  const device = $("device").value;
  $("custom").hidden = device !== "custom";
  const message = { type: "display", device, colorScheme: $("scheme").value, dynamicTypeSize: $("type-size").value };
  if (device === "custom") Object.assign(message, { width: Number($("custom-width").value), height: Number($("custom-height").value) });
  state.display = { colorScheme: message.colorScheme };
  send(message);
}

for (const id of ["device", "scheme", "type-size", "custom-width", "custom-height"]) $(id).addEventListener("change", sendDisplay);
for (const button of document.querySelectorAll("[data-advance]")) {
  button.addEventListener("click", () => send({ type: "advance", seconds: Number(button.dataset.advance) }));
}

// A pointer's place in window points, kept inside the window (a drag that leaves the
// picture ends at its edge).
function windowPoint(event) {
  const box = $("screen").getBoundingClientRect();
  const scale = state.scale || 1;
  const clamp = (value, length) => Math.min(Math.max(value, 0), length / scale);
  return { x: clamp((event.clientX - box.left) / scale, box.width), y: clamp((event.clientY - box.top) / scale, box.height) };
}

// A press that moves more than a few pixels before it comes up is a drag, sent as one
// message from where it went down to where it came up (a slider, a row swiped, a drag
// gesture); the click the browser may send after it is not sent on.
$("screen").addEventListener("pointerdown", (event) => {
  state.pressedAt = windowPoint(event);
  state.dragged = false;
  $("screen").setPointerCapture(event.pointerId);
});
$("screen").addEventListener("pointerup", (event) => {
  const start = state.pressedAt;
  state.pressedAt = null;
  if (!start) return;
  const end = windowPoint(event);
  if (Math.hypot(end.x - start.x, end.y - start.y) * (state.scale || 1) < 6) return;
  state.dragged = true;
  state.clickStartedAt = performance.now();
  $("screen").focus();
  send({ type: "drag", fromX: start.x, fromY: start.y, toX: end.x, toY: end.y });
});

$("screen").addEventListener("click", (event) => {
  if (state.dragged) { state.dragged = false; return; }
  const point = windowPoint(event);
  state.clickStartedAt = performance.now();
  $("screen").focus();
  send({ type: "click", x: point.x, y: point.y });
});

document.addEventListener("keydown", (event) => {
  // A field titled "" (`TextField("", text:)`) has focus too: only null (or a state
  // without the field) means no field is focused.
  if (state.focused == null || event.target.closest("#controls")) return;
  if (event.key === "Backspace") send({ type: "key", key: "backspace" });
  else if (event.key === "Enter") send({ type: "key", key: "return" });
  else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) send({ type: "key", text: event.key });
  else return;
  event.preventDefault();
});

connect();

// The page: draws the board from the API's grid coordinates, turns clicks into moves in the
// project's notation, asks the engine to move when it is a player's turn, and shows what the
// engine saw. Everything it knows comes from the JSON API (docs/web.md). It keeps the secret
// of each game it creates (for this tab, in sessionStorage) and sends it with every change;
// a game opened by its link without the secret is only watched.
"use strict";

const HUMAN = "human";
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const page = {
  info: null,       // GET /api/info
  game: null,       // the current game (a GameView)
  selected: null,   // the point of the man chosen to move
  asking: false,    // an engine request is in flight
  paused: false,    // engine-against-engine games wait for "Step" or "Resume"
  watching: false,  // the game is another's (no secret here): shown, not played
};

const WATCH_EVERY_MS = 1000;

function secretOf(id) {
  return sessionStorage.getItem(`morris-secret-${id}`);
}

function keepSecret(id, secret) {
  if (secret) sessionStorage.setItem(`morris-secret-${id}`, secret);
}

function forgetSecret(id) {
  sessionStorage.removeItem(`morris-secret-${id}`);
}

// A call to the API; `game`, for a change to a game, sends its secret.
async function api(method, path, body, game) {
  const options = { method, headers: {} };
  const secret = game && secretOf(game);
  if (secret) options.headers["Authorization"] = `Bearer ${secret}`;
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = new Error((data && data.error) || response.statusText);
    error.status = response.status;
    throw error;
  }
  return data;
}

function say(text) {
  $("message").textContent = text || "";
}

function preset(name) {
  return page.info.presets.find((p) => p.name === name);
}

function seatOf(game, color) {
  return color === "white" ? game.white : game.black;
}

function humanToMove(game) {
  return !page.watching && !game.outcome && seatOf(game, game.to_move) === HUMAN;
}

function capital(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// ---- setup -------------------------------------------------------------------------------

// The engines' time a move: their own limits (the spec's), or the same clock for both,
// as many of these as the server's --max-move-ms allows.
const MOVETIMES_MS = [100, 300, 1000, 3000, 10000];

function fillSetup() {
  const movetime = $("movetime");
  movetime.add(new Option("as their specs say", ""));
  for (const ms of MOVETIMES_MS.filter((ms) => ms <= page.info.limits.max_move_ms)) {
    movetime.add(new Option(ms < 1000 ? `${ms} ms a move` : `${ms / 1000} s a move`, String(ms)));
  }
  const rules = $("rules");
  for (const p of page.info.presets) {
    rules.add(new Option(`${p.name} (${p.pieces} men)`, p.name));
  }
  for (const id of ["white", "black"]) {
    const select = $(id);
    select.add(new Option("Person (clicks)", HUMAN));
    for (const spec of page.info.players) select.add(new Option(spec, spec));
    select.add(new Option("Other spec…", "other"));
    select.addEventListener("change", () => {
      if (select.value !== "other") return;
      const models = page.info.models.map((name) => `neural:model=${name}`).join(", ");
      const limits = page.info.limits;
      const spec = window.prompt(`Player spec (random, greedy, alphabeta:depth=6, mcts:sims=2000${models ? ", " + models : ""}, ...; at most ${limits.max_sims} sims, depth ${limits.max_depth}, ${limits.max_move_ms} ms a move)`);
      if (!spec) { select.value = HUMAN; return; }
      select.add(new Option(spec, spec), select.options.length - 1);
      select.value = spec;
    });
  }
  $("white").value = HUMAN;
  // The server lists its default opponent first (the shipped network where it loads).
  $("black").value = page.info.players[0] || HUMAN;
}

async function newGame(event) {
  if (event) event.preventDefault();
  say("");
  const old = page.game;
  try {
    const game = await api("POST", "/api/games", {
      rules: $("rules").value,
      white: $("white").value,
      black: $("black").value,
    });
    keepSecret(game.id, game.secret);
    if (old && !page.watching) {
      api("DELETE", `/api/games/${old.id}`, undefined, old.id).catch(() => {});
      forgetSecret(old.id);
    }
    page.paused = false;
    page.watching = false;
    show(game);
  } catch (e) {
    say(e.message);
  }
}

// ---- the board ---------------------------------------------------------------------------

function element(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

// What a click on each point can do now: first clicks (a placement, a capture, or choosing
// a man to move) and, with a man chosen, its targets.
function clickTargets(game) {
  const first = new Map();
  const targets = new Map();
  if (!humanToMove(game) || game.thinking) return { first, targets };
  for (const token of game.legal) {
    if (token.startsWith("x")) {
      first.set(token.slice(1), token);
    } else if (token.includes("-")) {
      const [from, to] = token.split("-");
      if (!first.has(from)) first.set(from, null);
      if (from === page.selected) targets.set(to, token);
    } else {
      first.set(token, token);
    }
  }
  return { first, targets };
}

function lastMovePoints(game) {
  const last = game.moves[game.moves.length - 1];
  if (!last) return new Set();
  return new Set(last.move.replace("x", "").split("-"));
}

function drawBoard(game) {
  const board = preset(game.rules).board;
  const svg = $("board");
  svg.replaceChildren();
  const g = board.grid;
  const margin = 0.8;
  svg.setAttribute("viewBox", `${-margin} ${-margin} ${g - 1 + 2 * margin} ${g - 1 + 2 * margin}`);
  const at = new Map(board.points.map((p) => [p.name, [p.file, g - 1 - p.rank]]));
  for (const [a, b] of board.lines) {
    const [x1, y1] = at.get(a);
    const [x2, y2] = at.get(b);
    element("line", { class: "line", x1, y1, x2, y2 }, svg);
  }
  for (let i = 0; i < g; i++) {
    const file = String.fromCharCode(97 + i);
    element("text", { class: "label", x: i - 0.08, y: g - 1 + margin - 0.15 }, svg).textContent = file;
    element("text", { class: "label", x: -margin + 0.12, y: g - 1 - i + 0.1 }, svg).textContent = String(i + 1);
  }
  const men = new Map();
  for (const p of game.men.white) men.set(p, "white");
  for (const p of game.men.black) men.set(p, "black");
  const { first, targets } = clickTargets(game);
  const last = lastMovePoints(game);
  const radius = g > 5 ? 0.32 : 0.36;
  for (const p of board.points) {
    const [x, y] = at.get(p.name);
    const classes = ["point"];
    if (first.has(p.name)) classes.push("clickable");
    if (targets.has(p.name)) classes.push("target");
    if (page.selected === p.name) classes.push("selected");
    if (last.has(p.name)) classes.push("last");
    const group = element("g", { class: classes.join(" "), "data-point": p.name }, svg);
    element("circle", { class: "spot", cx: x, cy: y, r: 0.09 }, group);
    if (men.has(p.name)) element("circle", { class: `man ${men.get(p.name)}`, cx: x, cy: y, r: radius }, group);
    element("circle", { class: "ring", cx: x, cy: y, r: radius + 0.06 }, group);
    element("circle", { class: "hit", cx: x, cy: y, r: 0.45 }, group);
    element("title", {}, group).textContent = p.name;
    group.addEventListener("click", () => clickPoint(p.name));
  }
}

function drawHands(game) {
  for (const color of ["white", "black"]) {
    const hand = $(`hand-${color}`);
    hand.replaceChildren();
    const who = document.createElement("span");
    who.className = "who";
    const seat = seatOf(game, color);
    who.textContent = `${capital(color)} (${seat === HUMAN ? "person" : seat}): ${game.in_hand[color]} in hand, ${game.men[color].length} on the board`;
    hand.appendChild(who);
    for (let i = 0; i < game.in_hand[color]; i++) {
      const man = document.createElement("span");
      man.className = `man ${color}`;
      hand.appendChild(man);
    }
  }
}

// ---- clicks and moves --------------------------------------------------------------------

function clickPoint(name) {
  const game = page.game;
  if (!game || page.asking) return;
  const { first, targets } = clickTargets(game);
  if (page.selected && targets.has(name)) {
    play(targets.get(name));
  } else if (first.has(name)) {
    const token = first.get(name);
    if (token) {
      play(token);
    } else {
      page.selected = page.selected === name ? null : name;
      render();
    }
  } else if (page.selected) {
    page.selected = null;
    render();
  }
}

async function play(token) {
  const id = page.game.id;
  page.selected = null;
  try {
    const game = await api("POST", `/api/games/${id}/move`, { move: token }, id);
    if (page.game && page.game.id === id) { say(""); show(game); }
  } catch (e) {
    say(e.message);
    render();
  }
}

function bothEngines(game) {
  return game.white !== HUMAN && game.black !== HUMAN;
}

// Asks the player of the side to move to move, when it is a player's turn.
function schedule() {
  const game = page.game;
  if (!game || game.outcome || page.asking) return;
  if (page.watching) {
    setTimeout(() => watch(game.id), WATCH_EVERY_MS);
    return;
  }
  if (seatOf(game, game.to_move) === HUMAN) return;
  if (bothEngines(game) && page.paused) return;
  setTimeout(() => engineMove(game.id), bothEngines(game) ? 400 : 30);
}

// Another's game: shown again as it stands, until it is over.
async function watch(id) {
  if (!page.game || page.game.id !== id || !page.watching) return;
  try {
    show(await api("GET", `/api/games/${id}`));
  } catch (e) {
    say(e.message);
  }
}

async function engineMove(id, step) {
  const game = page.game;
  if (!game || game.id !== id || page.asking || game.outcome) return;
  if (seatOf(game, game.to_move) === HUMAN) return;
  if (bothEngines(game) && page.paused && !step) return;
  page.asking = true;
  render();
  try {
    const ms = Number($("movetime").value);
    const body = ms > 0 ? { movetime_ms: ms } : undefined;
    const next = await api("POST", `/api/games/${id}/engine`, body, id);
    page.asking = false;
    if (page.game && page.game.id === id) show(next);
  } catch (e) {
    page.asking = false;
    if (page.game && page.game.id === id) {
      say(e.message);
      render();
      if (e.status === 409) setTimeout(() => engineMove(id, step), 500);
    }
  }
}

async function takeBack() {
  const game = page.game;
  if (!game || !game.moves.length) return;
  // Against a player, back to the person's last decision; otherwise one decision.
  let plies = 1;
  if (!bothEngines(game) && (game.white === HUMAN) !== (game.black === HUMAN)) {
    const human = game.white === HUMAN ? "white" : "black";
    let k = game.moves.length - 1;
    while (k > 0 && game.moves[k].color !== human) k--;
    plies = game.moves.length - k;
  }
  if (bothEngines(game)) page.paused = true;
  try {
    show(await api("POST", `/api/games/${game.id}/undo`, { plies }, game.id));
    say("");
  } catch (e) {
    say(e.message);
  }
}

async function loadMoves() {
  const game = page.game;
  if (!game) return;
  try {
    show(await api("POST", `/api/games/${game.id}/load`, { moves: $("move-list").value }, game.id));
    say("");
  } catch (e) {
    say(e.message);
  }
}

async function copyMoves() {
  const text = page.game ? page.game.move_list : "";
  $("move-list").value = text;
  try {
    await navigator.clipboard.writeText(text);
    say("");
    $("status").dataset.copied = "1";
  } catch (e) {
    $("move-list").select();
  }
}

// ---- the panels --------------------------------------------------------------------------

function outcomeText(outcome) {
  if (outcome.result === "draw") return `Draw: ${outcome.reason}`;
  return `${capital(outcome.result)} wins: ${outcome.reason}`;
}

function statusText(game) {
  if (game.outcome) return outcomeText(game.outcome);
  if (page.watching) return `Watching: ${capital(game.to_move)} to move (only the game's creator plays it)`;
  const seat = seatOf(game, game.to_move);
  const who = capital(game.to_move);
  if (seat !== HUMAN) {
    if (game.thinking || page.asking) return `${who} (${seat}) is thinking…`;
    if (bothEngines(game) && page.paused) return `${who} (${seat}) to move: paused`;
    return `${who} (${seat}) to move`;
  }
  const what = {
    place: "place a man",
    move: "move a man along a line",
    fly: "fly a man to any empty point",
    capture: "capture one of the opponent's men",
  }[game.decision];
  return `${who} to move (you): ${what}`;
}

function scoreText(score) {
  if (score.win !== undefined) return `wins in ${score.win} plies`;
  if (score.loss !== undefined) return `loses in ${score.loss} plies`;
  const men = score.eval / 1000;
  return `${men >= 0 ? "+" : ""}${men.toFixed(2)} men`;
}

function expectation(value) {
  if (value > 0.33) return "a win";
  if (value < -0.33) return "a loss";
  return "a draw";
}

function drawAnalysis(game) {
  const panel = $("analysis");
  panel.replaceChildren();
  const add = (tag, text, parent = panel) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    parent.appendChild(node);
    return node;
  };
  if (game.verdict) {
    const distance = game.verdict.distance != null ? ` (a mill or the end in ${game.verdict.distance} plies with best play)` : "";
    add("p", `Tablebase: ${game.verdict.result} for ${game.to_move}${distance}`);
  }
  const m = game.last_engine_move;
  if (!m) {
    add("p", "No engine move yet.").className = "quiet";
    return;
  }
  add("p", `${m.ply}. ${capital(m.color)} (${m.player}) played ${m.move}: ${m.server_ms.toFixed(1)} ms on the server (search ${m.search_ms.toFixed(1)} ms)`);
  const a = m.analysis;
  if (!a) {
    add("p", `${m.player} does not search: no analysis.`).className = "quiet";
    return;
  }
  if (a.value !== undefined) {
    add("p", `Value for ${m.color}: ${a.value >= 0 ? "+" : ""}${a.value.toFixed(3)}, expects ${expectation(a.value)} (${a.nodes} simulations)`);
    const bar = add("div");
    bar.className = "value-bar";
    bar.title = "white's share";
    const white = m.color === "white" ? a.value : -a.value;
    add("div", undefined, bar).style.width = `${((white + 1) / 2) * 100}%`;
  }
  if (a.score !== undefined) {
    add("p", `Score for ${m.color}: ${scoreText(a.score)} (depth ${a.depth}, ${a.nodes} nodes)`);
  }
  const table = add("table");
  const head = add("tr", undefined, table);
  const columns = [["move", "move"]];
  if (a.moves.some((c) => c.visits !== undefined)) columns.push(["visits", "visits"]);
  if (a.moves.some((c) => c.prior !== undefined)) columns.push(["prior", "prior"]);
  if (a.moves.some((c) => c.value !== undefined)) columns.push(["value", "value"]);
  if (a.moves.some((c) => c.score !== undefined)) columns.push(["score", "score"]);
  for (const [, title] of columns) add("th", title, head);
  for (const c of a.moves) {
    const row = add("tr", undefined, table);
    for (const [key] of columns) {
      let text = "";
      if (key === "move") text = c.move;
      else if (key === "visits") text = c.visits ?? "";
      else if (key === "prior") text = c.prior !== undefined ? c.prior.toFixed(3) : "";
      else if (key === "value") text = c.value !== undefined ? c.value.toFixed(3) : "";
      else if (key === "score" && c.score) text = `${c.bound === "upper" ? "≤ " : ""}${scoreText(c.score)}`;
      add("td", String(text), row);
    }
  }
}

function drawMoves(game) {
  const list = $("moves");
  list.replaceChildren();
  for (const m of game.moves) {
    const item = document.createElement("li");
    item.textContent = `${m.ply}. ${m.color === "white" ? "W" : "B"} ${m.move}`;
    list.appendChild(item);
  }
  list.scrollTop = list.scrollHeight;
}

function render() {
  const game = page.game;
  if (!game) return;
  drawBoard(game);
  drawHands(game);
  drawAnalysis(game);
  drawMoves(game);
  $("status").textContent = statusText(game);
  const playing = bothEngines(game) && !game.outcome && !page.watching;
  $("pause").hidden = !playing;
  $("step").hidden = !playing || !page.paused;
  $("undo").disabled = page.watching;
  $("load").disabled = page.watching;
  $("pause").textContent = page.paused ? "Resume" : "Pause";
  document.body.dataset.state = game.outcome ? "over" : page.watching ? "watching" : humanToMove(game) && !page.asking && !game.thinking ? "human" : "engine";
  document.body.dataset.game = game.id;
  document.body.dataset.plies = String(game.moves.length);
}

function show(game) {
  const changed = !page.game || page.game.id !== game.id || page.game.move_list !== game.move_list;
  if (changed) page.selected = null;
  page.game = game;
  if (location.hash !== `#${game.id}`) history.replaceState(null, "", `#${game.id}`);
  render();
  schedule();
}

async function start() {
  try {
    page.info = await api("GET", "/api/info");
  } catch (e) {
    say(`The server does not answer: ${e.message}`);
    return;
  }
  fillSetup();
  $("setup").addEventListener("submit", newGame);
  $("undo").addEventListener("click", takeBack);
  $("copy").addEventListener("click", copyMoves);
  $("load").addEventListener("click", loadMoves);
  $("pause").addEventListener("click", () => {
    page.paused = !page.paused;
    render();
    schedule();
  });
  $("step").addEventListener("click", () => page.game && engineMove(page.game.id, true));
  // A reload keeps its game while the server holds it.
  const id = location.hash.slice(1);
  if (id) {
    try {
      const game = await api("GET", `/api/games/${id}`);
      $("rules").value = game.rules;
      for (const color of ["white", "black"]) {
        const select = $(color);
        const seat = seatOf(game, color);
        if (![...select.options].some((o) => o.value === seat)) select.add(new Option(seat, seat), select.options.length - 1);
        select.value = seat;
      }
      page.watching = !secretOf(id);
      show(game);
      return;
    } catch (e) {
      // Gone (the server restarted): a new game.
    }
  }
  await newGame();
}

start();

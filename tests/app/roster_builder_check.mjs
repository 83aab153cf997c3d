/* Runs Mordheim Roster Builder's own Import (importText of its js/app.js) under Node on saves
 * our export wrote, and says what that tool made of each (tests/app/test_roster_builder_node.py).
 *
 *   node tests/app/roster_builder_check.mjs PATH/TO/Mordheim-Roster-Builder < saves.json
 *
 * stdin: a JSON list of save texts. stdout: a JSON list, one result per save: the messages the
 * tool flashed, the equipment keys it does not show (none on its unit's list), its gold and
 * warrior counts, whether its text export was built, and its own save of what it imported
 * (exportState), for our importer to read back. The tool's code is not ours and is not kept in
 * this repository: it is read from the checkout given.
 */
import * as fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';

const root = path.resolve(process.argv[2] || '');
if (!fs.existsSync(path.join(root, 'js', 'app.js'))) {
  console.error(`no Mordheim Roster Builder checkout at ${root} (its js/app.js is missing)`);
  process.exit(2);
}
const flashed = [];
const store = {};
const element = (id) => ({ id, style: {}, value: '', checked: false, textContent: '', className: '',
  set innerHTML(v) { this._h = v; }, get innerHTML() { return this._h || ''; },
  appendChild() {}, addEventListener() {}, getBoundingClientRect: () => ({ left: 0, top: 0, right: 0, bottom: 0 }),
  querySelectorAll: () => [], querySelector: () => null, click() {}, focus() {}, select() {},
  setAttribute() {}, removeAttribute() {}, remove() {}, closest: () => null });
globalThis.document = { getElementById: (id) => store[id] || (store[id] = element(id)),
  createElement: element, addEventListener() {}, querySelectorAll: () => [], querySelector: () => null,
  body: { appendChild(d) { if (d && d.textContent) flashed.push(d.textContent); } } };
globalThis.window = { addEventListener() {}, scrollTo() {}, innerWidth: 1000,
  matchMedia: () => ({ matches: false, addEventListener() {} }), storage: { list: async () => ({ keys: [] }) } };
globalThis.Blob = function () {}; globalThis.URL.createObjectURL = () => '';
globalThis.confirm = () => true; globalThis.alert = (m) => flashed.push(String(m));
globalThis.setTimeout = () => 0;
globalThis.fetch = async (u) => { const p = decodeURIComponent(new URL(u).pathname);
  return { ok: fs.existsSync(p), json: async () => JSON.parse(fs.readFileSync(p, 'utf8')),
           arrayBuffer: async () => fs.readFileSync(p).buffer }; };

const js = (name) => pathToFileURL(path.join(root, 'js', name)).href;
const app = await import(js('app.js'));
const engine = await import(js('engine.js'));
const state = await import(js('state.js'));
const data = await import(pathToFileURL(path.join(root, 'data', 'index.js')).href);

function unseen(m) {
  const list = engine.eqListFor(engine.unitDef(m.uid_def)) || {};
  const shown = new Set();
  for (const cat in list) for (const [name] of list[cat]) shown.add(name);
  return Object.keys(m.eq || {}).filter((name) => !shown.has(name) || data.BRACE_HIDE[name]);
}

// The mutations of a model its table prices (its own names), of a unit that has a table.
function unpriced(m) {
  const kind = engine.mutKindFor(m);
  if (!kind) return [];
  const known = new Set((data.MUTSETS[kind] || data.MUTATIONS).map(([name]) => name));
  return (m.mut || []).filter((name) => !known.has(name));
}

const saves = JSON.parse(fs.readFileSync(0, 'utf8'));
const results = [];
for (const text of saves) {
  flashed.length = 0;
  let error = '';
  try { app.importText(text); } catch (e) { error = String(e && e.stack || e); }
  const S = state.S;
  const result = { flashed: [...flashed], error };
  if (!error) {
    result.wb = S.wb;
    result.unseen = S.models.map((m) => ({ name: m.name, keys: unseen(m) })).filter((x) => x.keys.length);
    result.unpriced = S.models.flatMap((m) => unpriced(m));
    result.gold = engine.goldCurrent();
    result.models = engine.totalModels();
    result.heroes = engine.totalHeroes();
    result.battles = (S.campaign && S.campaign.battles || []).length;
    try { result.chronicle = app.chronicleBlock().includes('chr-bat'); } catch (e) { result.error = 'chronicle: ' + e; }
    try { result.text = app.buildText().split('\n')[0]; } catch (e) { result.error = 'buildText: ' + e; }
    result.saved = JSON.stringify(app.exportState());
  }
  results.push(result);
}
// Exit once all of it is written: a pipe takes it in parts.
process.stdout.write(JSON.stringify(results), () => process.exit(0));

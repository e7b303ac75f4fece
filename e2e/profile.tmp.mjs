// CDP CPU profile of a page load at 4x slowdown, self time mapped to source packages through hidden sourcemaps.
import { readFileSync, existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
const [url, token, seconds = '5'] = process.argv.slice(2);
const dist = '/work/main/apps/web/dist/assets/';
const maps = new Map();
const mapFor = (file) => {
  if (!maps.has(file)) maps.set(file, existsSync(dist + file + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(dist + file + '.map', 'utf8'))) : null);
  return maps.get(file);
};
const pkg = (src) => {
  if (!src) return '?';
  if (src.includes('node_modules/')) { const rest = src.split('node_modules/').pop().split('/'); return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]; }
  return src.replace(/^.*?\/src\//, 'src/');
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
if (token) await context.addCookies([{ name: 'token', value: token, url }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(Number(seconds) * 1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
const byPkg = {}, byFn = {};
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  let key = f.url ? f.url.split('/').pop() : f.functionName || '(native)';
  let fn = `${f.functionName || '(anon)'} ${key}`;
  if (f.url.includes('/assets/')) {
    const file = f.url.split('/').pop();
    const m = mapFor(file);
    if (m) {
      const o = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
      key = pkg(o.source);
      fn = `${o.name ?? f.functionName} ${key}:${o.line}`;
    }
  }
  byPkg[key] = (byPkg[key] ?? 0) + us;
  byFn[fn] = (byFn[fn] ?? 0) + us;
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)}ms ${k}`);
console.log('by package:\n' + top(byPkg, 25).join('\n'));
console.log('by function:\n' + top(byFn, 30).join('\n'));
await browser.close();
// Time under each chunk's top-level evaluation (its module body frame), by source package.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const evalRootOf = (id) => {
  let root = null;
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame;
    if (f.url.includes('/assets/') && f.functionName === '' && f.lineNumber === 0 && f.columnNumber === 0) root = f.url.split('/').pop();
  }
  return root;
};
const underEval = {};
for (const [id, us] of self) {
  const root = evalRootOf(id);
  if (!root) continue;
  const f = byId.get(id).callFrame;
  let key = f.url ? f.url.split('/').pop() : f.functionName;
  if (f.url.includes('/assets/')) { const m = mapFor(f.url.split('/').pop()); if (m) { const o = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); key = pkg(o.source) + ':' + (o.name ?? f.functionName); } }
  underEval[`${root} <- ${key}`] = (underEval[`${root} <- ${key}`] ?? 0) + us;
}
console.log('under module evaluation:\n' + top(underEval, 40).join('\n'));

// Serves js/ over HTTP on 127.0.0.1 and loads browser/index.html in headless Chromium
// (playwright-core, a devDependency, driving the system's /usr/bin/chromium: Debian's
// `chromium` package); prints the page's result and exits 1 unless it passed.
//   node browser/run.mjs [path-to-chromium]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (path.includes('..')) return res.writeHead(403).end();
  try {
    const body = await readFile(join(root, path));
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/browser/index.html`;

const browser = await chromium.launch({
  executablePath: process.argv[2] ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
let pass = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.blsResult !== undefined, null, { timeout: 60_000 });
  const result = await page.evaluate(() => window.blsResult);
  console.log(result.lines.join('\n'));
  pass = result.pass;
} finally {
  await browser.close();
  server.close();
}
process.exit(pass ? 0 : 1);

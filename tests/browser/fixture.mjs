// A stand-in for the page `scripts/build-web` writes, for trying the
// harness before the page exists (`scripts/browser-test --fixture`):
// written into a temporary folder, never shipped. It draws as ratzilla's
// DOM backend does (a `<pre>` a row, a `<span>` a cell) the start menu
// and, after `p`, the 9×9 board in the terminal's layout and standard
// colours; it starts only once its WebAssembly (a function answering 42)
// is instantiated from the server's `application/wasm`.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INDEX = `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Obereg</title>
<style>body { margin: 0; background: #000; color: #e6d7be; font: 14px monospace; } pre { margin: 0; }</style>
<div id="grid"></div>
<script type="module" src="fixture.js"></script>
</html>
`;

const SCRIPT = `
const [COLS, ROWS] = [100, 35];
const LIGHT = 'rgb(140, 105, 70)', DARK = 'rgb(128, 96, 64)', RESTRICTED = 'rgb(80, 58, 38)';
const { instance } = await WebAssembly.instantiateStreaming(fetch('fixture_bg.wasm'));
const cells = [];
const root = document.getElementById('grid');
for (let y = 0; y < ROWS; y++) {
  const pre = document.createElement('pre');
  const row = [];
  for (let x = 0; x < COLS; x++) {
    const span = document.createElement('span');
    span.textContent = ' ';
    pre.append(span);
    row.push(span);
  }
  root.append(pre);
  cells.push(row);
}
const put = (x, y, text, background) => [...text].forEach((c, i) => {
  const span = cells[y][x + i];
  span.textContent = c;
  span.style.background = background ?? '';
});
const clear = () => cells.flat().forEach((span) => { span.textContent = ' '; span.style.background = ''; });
function menu() {
  clear();
  put(44, 0, 'O B E R E G (' + instance.exports.answer() + ')');
  ['p  Play at this keyboard', 'a  Play the computer', 'l  Lessons', 'q  Quit']
    .forEach((entry, i) => put(42, 13 + i, entry));
}
function board() {
  clear();
  const restricted = (f, r) => (f % 8 === 0 && r % 8 === 0) || (f === 4 && r === 4);
  for (let f = 0; f < 9; f++) {
    put(6 + 7 * f, 0, 'abcdefghi'[f]);
    for (let r = 0; r < 9; r++) {
      const colour = restricted(f, r) ? RESTRICTED : (f + r + 1) % 2 === 0 ? LIGHT : DARK;
      for (let dy = 0; dy < 3; dy++) put(3 + 7 * f, 1 + 3 * (8 - r) + dy, '       ', colour);
      if (r === 4 && f !== 4) cells[2 + 3 * (8 - r)][6 + 7 * f].textContent = f < 2 || f > 6 ? '●' : '○';
    }
  }
  for (let r = 0; r < 9; r++) put(1, 2 + 3 * (8 - r), String(r + 1));
  cells[2 + 3 * 4][6 + 7 * 4].textContent = '◆';
}
menu();
addEventListener('keydown', (event) => { if (event.key === 'p') board(); });
`;

/// The module: `answer() -> i32` returning 42.
const WASM = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f,
  0x03, 0x02, 0x01, 0x00,
  0x07, 0x0a, 0x01, 0x06, ...Buffer.from('answer'), 0x00, 0x00,
  0x0a, 0x06, 0x01, 0x04, 0x00, 0x41, 0x2a, 0x0b,
]);

/// Writes the stand-in page into a new temporary folder and returns it.
export function writeFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'obereg-fixture-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'fixture.js'), SCRIPT);
  writeFileSync(join(dir, 'fixture_bg.wasm'), WASM);
  return dir;
}

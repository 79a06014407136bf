// npm run bench: sizes of the production build (run `npm run build` first).
import { initialAssets, listFiles, rel, sizes } from './build-report.mjs';

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const row = (name, s) =>
  console.log(`${name.padEnd(58)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
const header = (title) => {
  console.log(`\n${title}`);
  console.log(
    `${'file'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`,
  );
};
const total = (list) =>
  list.reduce(
    (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

const initial = initialAssets();
for (const kind of ['js', 'css']) {
  header(`Initial ${kind.toUpperCase()} for the login screen`);
  const files = initial.filter((f) => f.endsWith(`.${kind}`));
  const measured = files.map((f) => sizes(f));
  files.forEach((f, i) => row(rel(f), measured[i]));
  row(`TOTAL initial ${kind}`, total(measured));
}

header('Lazy chunks (areas, error reporting, …)');
const lazy = listFiles().filter((f) => f.endsWith('.js') && !initial.includes(f));
lazy.forEach((f) => row(rel(f), sizes(f)));
row('TOTAL lazy js', total(lazy.map((f) => sizes(f))));

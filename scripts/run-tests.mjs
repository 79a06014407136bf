// `npm test`: every check and test suite in order, stopping at the first failure, and the time
// each phase took, so a slower suite shows where it grew (CI's budget for the whole is 20 min).
import { spawnSync } from 'node:child_process';

const ALL_PHASES = [
  'lint',
  'format:check',
  'test:unit',
  'build',
  'check:build',
  'test:e2e',
  'test:e2e:reporting',
  'test:bench-smoke',
];
// TEST_PHASES=lint,test:unit runs only those (in this order), e.g. to time one phase.
const chosen = process.env.TEST_PHASES?.split(',').map((phase) => phase.trim());
const PHASES = chosen ? ALL_PHASES.filter((phase) => chosen.includes(phase)) : ALL_PHASES;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
let failed;
for (const phase of PHASES) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  timings.push([phase, (Date.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${phase} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, time per phase:');
for (const [phase, seconds] of timings) {
  console.log(`  ${phase.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  ${'total'.padEnd(20)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}

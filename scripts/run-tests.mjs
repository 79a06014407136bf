// `npm test`: every check and test suite, stopping after the first stage that fails, and the
// time each phase took, so a slower suite shows where it grew (CI's budget for the whole is 20 min).
//
// Phases in one stage run side by side: lint, Prettier and the build each keep one core busy, so
// on CI's 2 cores they share the machine instead of queueing (about 70 s one after the other,
// about 40 s together). The test suites fill both cores themselves and run alone (the
// error-reporting suite beside the benchmark smoke took as long as the two in turn). The output
// of a stage's phases is printed phase by phase as each ends.
import { spawn } from 'node:child_process';

const STAGES = [
  ['lint', 'format:check', 'build'],
  ['check:build'],
  ['test:unit'],
  ['test:e2e'],
  ['test:e2e:reporting'],
  ['test:bench-smoke'],
];
// TEST_PHASES=lint,test:unit runs only those (in this order), e.g. to time one phase.
const chosen = process.env.TEST_PHASES?.split(',').map((phase) => phase.trim());
const stages = STAGES.map((stage) =>
  chosen ? stage.filter((phase) => chosen.includes(phase)) : stage,
).filter((stage) => stage.length > 0);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one phase; alone it prints as it goes, beside others its output waits for its end. */
function runPhase(phase, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', phase], { stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (!alone) {
        process.stdout.write(`\n──── ${phase} ────\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({
        phase,
        seconds: (Date.now() - started) / 1000,
        failure: status === 0 ? undefined : `${phase} failed (${signal ?? `exit ${status}`})`,
      });
    });
  });
}

const timings = [];
const failures = [];
const started = Date.now();
for (const stage of stages) {
  const stageStarted = Date.now();
  const results = await Promise.all(stage.map((phase) => runPhase(phase, stage.length === 1)));
  for (const { phase, seconds, failure } of results) {
    timings.push([phase, seconds]);
    if (failure) failures.push(failure);
  }
  if (stage.length > 1) {
    timings.push([`  (together)`, (Date.now() - stageStarted) / 1000]);
  }
  if (failures.length > 0) break;
}

console.log('\nnpm test, time per phase:');
for (const [phase, seconds] of timings) {
  console.log(`  ${phase.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  ${'total'.padEnd(20)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}

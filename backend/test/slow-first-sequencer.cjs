// Jest's order of test files, with those that start the built backend as a process of its own first: on a clean
// checkout Jest knows no file's duration and runs the largest first, which left a small file that starts servers
// (32 s) running alone at the end while the other worker had nothing left to do.
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const STARTS_PROCESSES = /\b(startServerProcess|ensureBackendBuilt)\(/;

/** 2: starts the backend as a process; 1: another end-to-end file; 0: a unit spec. */
const weightOf = (path) => {
  if (!path.endsWith('.e2e-spec.ts')) return 0;
  return STARTS_PROCESSES.test(readFileSync(path, 'utf8')) ? 2 : 1;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    // Jest's own order (failed first, then the longest it has seen, else the largest), kept within each weight.
    const ordered = super.sort(tests);
    const weights = new Map(ordered.map((test) => [test.path, weightOf(test.path)]));
    return [...ordered].sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }
}

module.exports = SlowFirstSequencer;

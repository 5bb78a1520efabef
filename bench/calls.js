#!/usr/bin/env node
// Lists every backend call the front end makes (found in the apps' source) with the bench scenario
// that measures it. `--check` exits with 1 when a call has none, so a new call cannot go unmeasured.
// It is not part of `npm test`: calls added while their bench entry is still to be written are
// listed here and in docs/performance.md instead of failing everyone's build.
//
//   node bench/calls.js            # the list
//   node bench/calls.js --check    # fails on an unbenched call
import { fileURLToPath } from 'node:url';
import { discoverCalls } from './lib/api-calls.js';
import { benchedCalls } from './load-api.js';

/** Every call the front end makes, with the scenario measuring it (null when none does). */
export function callCoverage() {
  const benched = benchedCalls();
  return [...discoverCalls()].map(([id, places]) => ({
    id,
    places,
    scenario: benched.get(id) ?? null,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const coverage = callCoverage();
  for (const { id, places, scenario } of coverage) {
    console.log(`${scenario ? 'benched ' : 'MISSING '} ${id.padEnd(56)} ${scenario ?? places[0]}`);
  }
  const missing = coverage.filter((c) => !c.scenario);
  console.log(
    `${coverage.length} calls, ${coverage.length - missing.length} benched, ${missing.length} without a bench entry`,
  );
  // explicit: a dependency of the stack's modules sets its own exit code on the way out
  process.exit(process.argv.includes('--check') && missing.length ? 1 : 0);
}

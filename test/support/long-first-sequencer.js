const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest starts the files it knows to be slow first (their durations from its last run), so that no long file starts
 * last and keeps the run waiting on one worker. A fresh clone has no last run: jest then goes by file size, and the
 * README's commands (the longest file: a whole build, seed and start, 1–2 minutes) are a small file started near the
 * end. So when any file has no recorded duration (a fresh clone, or a file new since the last run), every file goes
 * by kind, the kinds known to be long first: the README's commands, the backup (its own PostgreSQL cluster), the
 * browser journeys, then the API tests, then the rest; by size within a kind.
 */
const KIND_ORDER = ['first-command', 'backup', 'browser', 'api', 'backend', 'frontend', 'repository', 'contract'];

function kind(test) {
  const project = test.context.config.displayName?.name ?? '';
  if (project === 'backend' && test.path.endsWith('.api-spec.ts')) return 'api';
  return project;
}

const rank = (test) => {
  const at = KIND_ORDER.indexOf(kind(test));
  return at === -1 ? KIND_ORDER.length : at;
};

class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const recorded = tests.every((test) => this.time(test) !== undefined);
    if (recorded) return super.sort(tests);
    const bySize = super.sort([...tests]);
    const position = new Map(bySize.map((test, index) => [test, index]));
    return [...tests].sort((a, b) => rank(a) - rank(b) || position.get(a) - position.get(b));
  }
}

module.exports = LongFirstSequencer;

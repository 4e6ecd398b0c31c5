import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in: the suites that take longest (they start processes, clusters and
 * nginx, or walk every route) first, then Vitest's own order (on a machine that ran the suite
 * before, the longest it remembers first; on a fresh one, the largest file first). Started last,
 * a 40-second suite would keep one worker busy while the other has nothing left to run.
 */
const longest = [
  'tests/processes/',
  'src/server/db/archive.test.ts',
  'src/server/hostile-input.test.ts',
  'src/server/authorization.test.ts',
  'tests/cluster/',
];

function rank(spec: TestSpecification): number {
  const file = spec.moduleId.slice(spec.project.config.root.length + 1);
  const index = longest.findIndex((prefix) => file.startsWith(prefix));
  return index === -1 ? longest.length : index;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

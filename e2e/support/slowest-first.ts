import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journey files that take longest (docs/testing.md, "Time"), slowest first. Vitest orders
 * files by the durations it cached on an earlier run and, on a fresh clone (CI), by file size:
 * these few small files full of pages would then start last, and one worker would wait minutes
 * for the other at the end of the run.
 */
const SLOWEST_JOURNEYS = [
  'accessibility-pages',
  'help-centre',
  'accessibility-report-screens',
  'objectives-favourites-dashboard',
];

function rank(file: TestSpecification): number {
  const index = SLOWEST_JOURNEYS.findIndex((name) =>
    file.moduleId.endsWith(`/journeys/${name}.test.ts`),
  );
  return index < 0 ? SLOWEST_JOURNEYS.length : index;
}

/** Vitest's order, but the slowest journeys first. */
export class SlowestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

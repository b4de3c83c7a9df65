import { parseArgs } from 'node:util';
import { calendarDateSchema } from '@barnboard/domain';
import type { Database } from '../db/database.js';
import { dateInZone } from '../lib/dates.js';
import { importRecords } from '../modules/herd-records/import-service.js';
import { findRecordsSite } from '../repositories/herd-records-repository.js';
import { simulateHerd } from '../simulator/index.js';
import type { Output } from './admin-commands.js';

export const SIMULATE_HELP = `Usage: npm run simulate -- --site <site id> [options]

Writes a simulated, realistic herd history into a site (docs/simulator.md). Same seed, same history;
importing it again changes nothing.

Options:
  --site <id>       the site to fill (required)
  --sows <n>        mated-female inventory to keep (default 1200)
  --years <n>       years of history (default 2)
  --seed <n>        random seed (default 42)
  --end <date>      last day of the history, YYYY-MM-DD (default: today on the site)
  -h, --help        show this help
`;

const options = {
  help: { type: 'boolean', short: 'h' },
  site: { type: 'string' },
  sows: { type: 'string', default: '1200' },
  years: { type: 'string', default: '2' },
  seed: { type: 'string', default: '42' },
  end: { type: 'string' },
} as const;

function positiveInteger(value: string, flag: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${flag} must be a whole number from 1 to ${max}`);
  return n;
}

/** Answers the exit code: 0 done, 2 wrong usage or records refused (the message says why). */
export async function runSimulate(
  args: string[],
  openDb: () => Promise<{ db: Database; close(): Promise<void> }>,
  out: Output & { error(text: string): void },
): Promise<number> {
  let values;
  let settings;
  try {
    values = parseArgs({ args, options }).values;
    if (values.help) {
      out.log(SIMULATE_HELP);
      return 0;
    }
    if (!values.site) throw new Error('--site is required');
    if (values.end && !calendarDateSchema.safeParse(values.end).success)
      throw new Error('--end must be a date YYYY-MM-DD');
    settings = {
      sows: positiveInteger(values.sows, 'sows', 20_000),
      years: positiveInteger(values.years, 'years', 10),
      seed: positiveInteger(values.seed, 'seed', 2 ** 31),
    };
  } catch (error) {
    out.error(`Error: ${(error as Error).message}\n\n${SIMULATE_HELP}`);
    return 2;
  }
  const database = await openDb();
  try {
    const site = await findRecordsSite(database.db, values.site);
    if (!site) {
      out.error(`Error: no site '${values.site}' (npm run admin -- site:list)`);
      return 2;
    }
    const endDate = values.end ?? dateInZone(new Date(), site.timezone);
    const records = simulateHerd({ ...settings, endDate });
    const result = await importRecords(database.db, site, records, (index) => ({ index }));
    if (result.invalid.length > 0) {
      out.error(
        `Error: ${result.invalid.length} records refused, nothing written: ${JSON.stringify(result.invalid.slice(0, 5))}`,
      );
      return 2;
    }
    out.log(
      `${result.received} records up to ${endDate}: ${result.created} created, ${result.unchanged} unchanged`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

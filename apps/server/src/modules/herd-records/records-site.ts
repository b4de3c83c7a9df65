import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import { findRecordsSite, type RecordsSite } from '../../repositories/herd-records-repository.js';

/**
 * The site a herd-records, locations or feeding route names; 404 when there is none (the access
 * guard already checked the caller may see it).
 */
export async function recordsSite(db: Executor, siteId: string): Promise<RecordsSite> {
  const site = await findRecordsSite(db, siteId);
  if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
  return site;
}

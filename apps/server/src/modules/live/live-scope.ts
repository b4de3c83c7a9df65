import { isStaff, liveTopicsOnSite, type LiveTopic } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { rulesSubject, type Subject } from '../../plugins/access-guard.js';
import { listSiteGrants } from '../../repositories/sites-repository.js';
import type { LiveScope } from './live-stream.js';

/** What a user may hear of now: per site they see, the topics their areas there open. */
export async function liveScopeOf(db: Executor, subject: Subject, now: Date): Promise<LiveScope> {
  const rules = rulesSubject(subject);
  const grants = await listSiteGrants(
    db,
    isStaff(rules) ? 'all' : { userId: subject.user.id, now },
  );
  const scope = new Map<string, ReadonlySet<LiveTopic>>();
  for (const site of grants) {
    const topics = liveTopicsOnSite(rules, site, now);
    if (topics.length > 0) scope.set(site.id, new Set(topics));
  }
  return scope;
}

import { canAccessArea, type SiteGrant, type Subject } from '../access/rules.js';
import type { AccessArea } from '../access/roles.js';
import { LIVE_TOPICS, type LiveTopic } from './live-events.js';

/** The area a topic's pages need: a stream only announces what its user may open. */
const TOPIC_AREAS: Record<LiveTopic, AccessArea> = {
  bins: 'silo',
  feeding: 'feeding',
  notifications: 'feeding',
};

/** The topics a subject may hear of on a site, by the same rules as the pages' routes. */
export function liveTopicsOnSite(subject: Subject, site: SiteGrant, now: Date): LiveTopic[] {
  return LIVE_TOPICS.filter((topic) => canAccessArea(subject, site, TOPIC_AREAS[topic], now));
}

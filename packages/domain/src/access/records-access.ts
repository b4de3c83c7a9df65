/**
 * Who may record and correct herd events in the barn (docs/access-rules.md, "Herd records: who
 * may enter, correct and delete"): the rules the sow card's buttons and the server's guard share.
 * Members enter; managers (and admins, owners, staff) also correct, delete, and see who entered
 * late.
 */
import { canAccessArea, isManagerOfSite, type SiteGrant, type Subject } from './rules.js';

/** Entering a record, and reading the records entered late: zootech access on the site. */
export function canEnterRecords(subject: Subject, site: SiteGrant, now: Date): boolean {
  return canAccessArea(subject, site, 'zootech', now);
}

/** Editing or deleting a stored record, and the late records per user: zootech, as a manager. */
export function canCorrectRecords(subject: Subject, site: SiteGrant, now: Date): boolean {
  return canEnterRecords(subject, site, now) && isManagerOfSite(subject, site, now);
}

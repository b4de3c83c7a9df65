import type { Membership, UserRole } from '@barnboard/domain';
import type { Subject } from '../../plugins/access-guard.js';

/** The caller as the sharing-name rules read it (packages/domain, access/sharing.ts). */
export function sharingViewer(subject: Subject): { role: UserRole; memberships: Membership[] } {
  return { role: subject.user.role, memberships: subject.memberships };
}

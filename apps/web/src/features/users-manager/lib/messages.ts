import { ApiError } from '../../../lib/api/api-error';

/**
 * The users manager's answer to a refused write (spec §8's users and memberships messages): the
 * catalogue key of the server's code, or null for an error to report as any other (network,
 * server trouble).
 */
const BY_CODE: Record<string, string> = {
  user_exists: 'usersManager.messages.user.duplicate',
  user_active: 'usersManager.messages.user.used',
  user_deactivated: 'usersManager.messages.user.isDeactivated',
  other_tenants: 'usersManager.messages.user.otherTenants',
  own_account: 'usersManager.messages.user.ownAccount',
  has_email: 'usersManager.messages.user.hasEmail',
  no_email: 'usersManager.messages.user.noEmail',
  user_not_found: 'usersManager.messages.user.notFound',
  last_owner: 'usersManager.messages.membership.lastOwner',
  role_above_own: 'usersManager.messages.membership.roleAboveOwn',
  sites_outside_reach: 'usersManager.messages.membership.sitesOutsideReach',
  site_not_in_tenant: 'usersManager.messages.membership.siteNotInTenant',
  membership_not_found: 'usersManager.messages.membership.notFound',
  edited_elsewhere: 'usersManager.messages.editedElsewhere',
  forbidden: 'needsPrivileges.title',
};

/** `membership_exists` reads differently for an invitation and for a membership added. */
export function refusalKey(error: unknown, context: 'invite' | 'membership' = 'membership') {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  if (error.code === 'membership_exists') {
    return context === 'invite'
      ? 'usersManager.messages.user.alreadyExists'
      : 'usersManager.messages.membership.duplicate';
  }
  return (error.code && BY_CODE[error.code]) ?? null;
}

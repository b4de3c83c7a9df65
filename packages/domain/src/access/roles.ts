/** Account-level roles (spec §6). Tenant roles live on memberships. */
export const USER_ROLES = ['staff', 'integrator', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Membership roles, strongest first. Owner and admin have admin rights; all but member manage. */
export const MEMBERSHIP_ROLES = ['owner', 'admin', 'manager', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const FEEDING_AREAS = ['gestation', 'lactation'] as const;
export type FeedingArea = (typeof FEEDING_AREAS)[number];

/** Areas a tile, page or route can require. 'feeding' means gestation or lactation. */
export type AccessArea = FeedingArea | 'feeding' | 'zootech' | 'silo';

export function roleRank(role: MembershipRole): number {
  return MEMBERSHIP_ROLES.length - MEMBERSHIP_ROLES.indexOf(role);
}

export function hasAdminRights(role: MembershipRole): boolean {
  return role === 'owner' || role === 'admin';
}

export function hasManagerRights(role: MembershipRole): boolean {
  return role !== 'member';
}

import type { Membership, SiteAccess, SiteType } from '@barnboard/domain';

/**
 * The demo farm: two tenants (one with L-Track access), sites of every common type, one site
 * shared to the other tenant under a sharing name, and one account of each kind.
 */
export const DEMO_PASSWORD = 'Barnboard-2026';

type DemoSite = {
  key: string;
  name: string;
  type: SiteType;
  access: SiteAccess;
  city: string;
  sharingName?: string;
  buildings: { name: string; type: string }[];
};
type DemoTenant = { key: string; name: string; ltrackAccess: boolean; sites: DemoSite[] };

export const demoTenants: DemoTenant[] = [
  {
    key: 'bocage',
    name: 'Ferme du Bocage',
    ltrackAccess: true,
    sites: [
      {
        key: 'maternity',
        name: 'Maternité Saint-Hyacinthe',
        type: 'maternity',
        access: 'all',
        city: 'Saint-Hyacinthe',
        buildings: [
          { name: 'Gestation 1', type: 'gestation' },
          { name: 'Mise bas A', type: 'farrowing' },
          { name: 'Mise bas B', type: 'farrowing' },
        ],
      },
      {
        key: 'nursery',
        name: 'Pouponnière du Ruisseau',
        type: 'nursery',
        access: { zootech: ['all'] },
        city: 'Saint-Damase',
        buildings: [{ name: 'Pouponnière 1', type: 'nursery' }],
      },
      {
        key: 'finishing',
        name: 'Engraissement Les Érables',
        type: 'finishing',
        access: { zootech: ['all'] },
        city: 'Saint-Pie',
        buildings: [
          { name: 'Engraissement Nord', type: 'finishing' },
          { name: 'Engraissement Sud', type: 'finishing' },
        ],
      },
    ],
  },
  {
    key: 'horizon',
    name: 'Porcs Horizon',
    ltrackAccess: false,
    sites: [
      {
        key: 'gdu',
        name: 'Horizon GDU',
        type: 'gdu',
        access: { feeding: ['gestation'], zootech: ['all'] },
        city: 'Drummondville',
        sharingName: 'GDU partenaire',
        buildings: [{ name: 'Quarantaine', type: 'gdu' }],
      },
      {
        key: 'horizon-maternity',
        name: 'Maternité Horizon',
        type: 'maternity',
        access: 'all',
        city: 'Victoriaville',
        buildings: [
          { name: 'Gestation', type: 'gestation' },
          { name: 'Mise bas', type: 'farrowing' },
        ],
      },
    ],
  },
];

const allAreas: Membership['access_type'] = {
  feeding: ['gestation', 'lactation'],
  zootech: true,
  silo: true,
};

type DemoMembership = {
  tenant: string;
  role: Membership['role'];
  sites: 'all' | string[];
  accessType: Membership['access_type'];
  /** Days from now; negative means already expired. */
  expiresInDays?: number;
  sharingName?: string;
};

export type DemoUser = {
  label: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: 'staff' | 'integrator' | 'user';
  firstSignIn?: boolean;
  memberships: DemoMembership[];
};

export const demoUsers: DemoUser[] = [
  {
    label: 'staff',
    email: 'staff@barnboard.demo',
    username: 'barnboard.staff',
    firstName: 'Sam',
    lastName: 'Tremblay',
    role: 'staff',
    memberships: [],
  },
  {
    label: 'integrator',
    email: 'integrator@barnboard.demo',
    username: 'integrator.demo',
    firstName: 'Inès',
    lastName: 'Gagnon',
    role: 'integrator',
    memberships: [],
  },
  {
    label: 'owner',
    email: 'owner@bocage.demo',
    username: 'owner.bocage',
    firstName: 'Odile',
    lastName: 'Bouchard',
    role: 'user',
    memberships: [{ tenant: 'bocage', role: 'owner', sites: 'all', accessType: allAreas }],
  },
  {
    label: 'admin',
    email: 'admin@bocage.demo',
    username: 'admin.bocage',
    firstName: 'Alain',
    lastName: 'Côté',
    role: 'user',
    memberships: [{ tenant: 'bocage', role: 'admin', sites: 'all', accessType: allAreas }],
  },
  {
    label: 'manager',
    email: 'manager@bocage.demo',
    username: 'manager.bocage',
    firstName: 'Marie',
    lastName: 'Lévesque',
    role: 'user',
    memberships: [
      {
        tenant: 'bocage',
        role: 'manager',
        sites: ['maternity', 'finishing'],
        accessType: allAreas,
      },
      {
        tenant: 'horizon',
        role: 'member',
        sites: ['gdu'],
        accessType: { feeding: ['gestation'], zootech: true, silo: false },
        sharingName: 'Partenaire Horizon',
      },
    ],
  },
  {
    label: 'member',
    email: 'member@bocage.demo',
    username: 'member.bocage',
    firstName: null,
    lastName: null,
    role: 'user',
    memberships: [
      {
        tenant: 'bocage',
        role: 'member',
        sites: ['maternity'],
        accessType: { feeding: ['gestation'], zootech: true, silo: false },
      },
    ],
  },
  {
    label: 'expired member',
    email: 'expired@bocage.demo',
    username: 'expired.member',
    firstName: 'Émile',
    lastName: 'Roy',
    role: 'user',
    memberships: [
      { tenant: 'bocage', role: 'member', sites: 'all', accessType: allAreas, expiresInDays: -30 },
    ],
  },
  {
    label: 'first sign-in',
    email: 'new@horizon.demo',
    username: 'new.horizon',
    firstName: 'Noémie',
    lastName: 'Pelletier',
    role: 'user',
    firstSignIn: true,
    memberships: [{ tenant: 'horizon', role: 'manager', sites: 'all', accessType: allAreas }],
  },
];

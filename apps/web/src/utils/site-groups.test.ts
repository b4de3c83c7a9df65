import { describe, expect, it } from 'vitest';
import { makeMembership, makeSite, makeTenant } from '../testing/fixtures';
import { groupSites, siteLabel } from './site-groups';

const porcs = makeTenant('Porcs Québec');
const agri = makeTenant('Agri Nord');
const partner = makeTenant('Coopérative Partenaire');
const bocage = makeSite('Ferme du Bocage', porcs);
const erables = makeSite('Érablière Sud', porcs);
const nord = makeSite('Site Nord', agri);
const sharedSite = makeSite('Secret Barn', partner, { sharing_name: 'Maternité partagée' });
const sites = [bocage, erables, nord, sharedSite];
const memberships = [
  makeMembership(porcs),
  makeMembership(agri),
  makeMembership(partner, { use_sharing_name: true, sites: [sharedSite.id] }),
];

const summary = (query?: string) =>
  groupSites(sites, memberships, query).map((g) => [
    g.shared ? 'shared' : g.tenantName,
    g.options.map((o) => o.label),
  ]);

describe('groupSites', () => {
  it('groups by tenant name, sorted, with shared sites last under their sharing name', () => {
    expect(summary()).toEqual([
      ['Agri Nord', ['Site Nord']],
      ['Porcs Québec', ['Érablière Sud', 'Ferme du Bocage']],
      ['shared', ['Maternité partagée']],
    ]);
  });

  it('matches site names ignoring accents and case', () => {
    expect(summary('ERABL')).toEqual([['Porcs Québec', ['Érablière Sud']]]);
    expect(summary('maternite')).toEqual([['shared', ['Maternité partagée']]]);
  });

  it('matches tenant names and keeps the whole tenant group', () => {
    expect(summary('quebec')).toEqual([['Porcs Québec', ['Érablière Sud', 'Ferme du Bocage']]]);
  });

  it('does not reveal a shared site by its real name or owner', () => {
    expect(summary('secret')).toEqual([]);
    expect(summary('cooperative')).toEqual([]);
  });

  it('returns no group when nothing matches', () => {
    expect(groupSites(sites, memberships, 'zzz')).toEqual([]);
  });

  it('falls back to the site name when a shared site has no sharing name', () => {
    const plain = makeSite('Plain Barn', partner);
    const m = [makeMembership(partner, { use_sharing_name: true })];
    expect(siteLabel(plain, m)).toBe('Plain Barn');
    expect(groupSites([plain], m)[0]).toMatchObject({
      shared: true,
      options: [{ label: 'Plain Barn' }],
    });
  });
});

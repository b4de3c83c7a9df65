import { describe, expect, it } from 'vitest';
import changelogEn from '../../../../../../CHANGELOG.md?raw';
import changelogEs from '../../../../../../CHANGELOG.es.md?raw';
import changelogFr from '../../../../../../CHANGELOG.fr.md?raw';
import { releasesOf, whatsNewMarkdown } from './changelog';

const versionsAndDates = (changelog: string) =>
  releasesOf(changelog).map(({ version, date }) => ({ version, date }));

describe('the release notes (CHANGELOG.md and its translations)', () => {
  const english = versionsAndDates(changelogEn);

  it('lists releases, newest first, each with a version and a date no later than today', () => {
    expect(english.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const { version, date } of english) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(date <= today).toBe(true);
    }
    const dates = english.map(({ date }) => date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['French', changelogFr],
    ['Spanish', changelogEs],
  ])(
    'the %s translation lists the same versions in the same order with the same dates',
    (_, text) => {
      expect(versionsAndDates(text)).toEqual(english);
    },
  );

  it('gives every release notes of its own, in each language', () => {
    for (const text of [changelogEn, changelogFr, changelogEs]) {
      for (const release of releasesOf(text)) expect(release.notes).toMatch(/^### /m);
    }
  });
});

describe('releasesOf', () => {
  it('leaves out the unreleased changes and reads each release up to the next', () => {
    const text = [
      '# Changelog',
      'Intro.',
      '## [Unreleased]',
      '- coming',
      '## [0.2.0] - 2026-02-01',
      '### Added',
      '- two',
      '## [0.1.0] - 2026-01-01',
      '- one',
      '[0.1.0]: https://example.com',
    ].join('\n');
    expect(releasesOf(text)).toEqual([
      { version: '0.2.0', date: '2026-02-01', notes: '### Added\n- two' },
      { version: '0.1.0', date: '2026-01-01', notes: '- one' },
    ]);
  });

  it('heads each release of the page with its version and its date as the reader writes it', () => {
    const markdown = whatsNewMarkdown(
      [{ version: '0.1.0', date: '2026-01-01', notes: '- one' }],
      (day) => `day ${day}`,
    );
    expect(markdown).toBe('## 0.1.0 — day 2026-01-01\n\n- one');
  });
});

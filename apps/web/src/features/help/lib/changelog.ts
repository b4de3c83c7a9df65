/**
 * The product's release notes (CHANGELOG.md at the repository root, Keep a Changelog 1.1), read
 * by the What's new page. One release is a `## [version] - YYYY-MM-DD` heading and what follows
 * it; `## [Unreleased]` holds what has landed since the last release and is not shown.
 */
export type Release = { version: string; date: string; notes: string };

const RELEASE_HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$/;

export function releasesOf(changelog: string): Release[] {
  const releases: Release[] = [];
  let current: { version: string; date: string | undefined; lines: string[] } | null = null;
  const close = () => {
    if (current?.date) {
      releases.push({
        version: current.version,
        date: current.date,
        notes: current.lines.join('\n').trim(),
      });
    }
  };
  for (const line of changelog.split(/\r?\n/)) {
    const heading = RELEASE_HEADING.exec(line);
    if (heading) {
      close();
      current = { version: heading[1] ?? '', date: heading[2], lines: [] };
    } else if (line.startsWith('[') && /^\[[^\]]+\]:\s/.test(line)) {
      // Link references at the end of the file: not part of any release's notes.
    } else {
      current?.lines.push(line);
    }
  }
  close();
  return releases;
}

/**
 * The releases as one help page: a heading per release with its version and its date in the
 * reader's date format, then its notes (their `### Added`, `### Changed` one level below).
 */
export function whatsNewMarkdown(
  releases: readonly Release[],
  formatDay: (day: string) => string,
): string {
  return releases
    .map((release) => `## ${release.version} — ${formatDay(release.date)}\n\n${release.notes}`)
    .join('\n\n');
}

import { Stack } from '@mantine/core';
import { canCompareSite } from '@barnboard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { saveReportPreferences, usePreferences } from '../../../lib/reports/use-report-preferences';
import { subjectOf } from '../../../lib/session/home-path';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { siteLabel } from '../../../utils/site-groups';
import { getFarmComparison } from '../api/get-farm-comparison';
import type { ComparedSite } from '../model/comparison-grid';
import {
  comparisonIssues,
  comparisonListAfter,
  defaultComparisonPeriod,
  initialComparedSites,
  type ComparisonRequest,
} from '../model/comparison-request';
import { ComparisonForm } from './comparison-form';
import { ComparisonResult, type SubmittedComparison as Submitted } from './comparison-result';

/**
 * Farm comparison (spec §2, §5, §9; docs/farm-comparison.md): the KPIs of a tile for two sites or
 * more over 1 to 90 days, a column per site and the group's quartiles and median, each site's
 * cell marked with its quarter among them and coloured by its own objective. It starts from the
 * comparison list (sites join it as the user switches to them) and keeps the sites compared as
 * that list. The top bar hides the site selector here: the sites are chosen on the page.
 */
export function FarmComparisonPage() {
  const session = useSession().data;
  const current = useCurrentSite();
  const prefs = usePreferences();
  const today = siteDay(current?.timezone ?? 'UTC');

  const comparable = useMemo(() => {
    if (!session) return [];
    const subject = subjectOf(session);
    const now = new Date();
    // A site without herd records would show only dashes and pull the quartiles of the counts.
    return session.sites.filter((site) => site.holds.herd && canCompareSite(subject, site, now));
  }, [session]);
  const choices: ComparedSite[] = useMemo(
    () =>
      comparable.map((site) => ({
        id: site.id,
        label: session ? siteLabel(site, session.memberships) : site.name,
      })),
    [comparable, session],
  );

  const [draft, setDraft] = useState<ComparisonRequest>(() => ({
    ...defaultComparisonPeriod(today),
    sites: initialComparedSites(
      prefs.comparisonGroup ?? [],
      comparable.map((site) => site.id),
    ),
    tile: 'kpi-reproduction',
  }));
  const issues = comparisonIssues(draft, today);
  const valid = Object.keys(issues).length === 0;
  // The comparison list's sites are compared at once; a change waits for the button.
  const [submitted, setSubmitted] = useState<Submitted | null>(() =>
    valid ? (draft as Submitted) : null,
  );
  const [showIssues, setShowIssues] = useState(false);

  const query = useQuery({
    queryKey: ['farm-comparison', submitted?.sites, submitted?.from, submitted?.to],
    queryFn: ({ signal }) => getFarmComparison(submitted!, signal),
    enabled: submitted !== null,
    placeholderData: keepPreviousData,
  });

  function submit() {
    setShowIssues(true);
    if (!valid) return;
    setSubmitted(draft as Submitted);
    const list = prefs.comparisonGroup ?? [];
    const next = comparisonListAfter(
      list,
      draft.sites,
      choices.map((site) => site.id),
    );
    if (list.join() !== next.join()) saveReportPreferences({ comparisonGroup: next });
  }

  return (
    <Stack gap="md">
      <ComparisonForm
        draft={draft}
        issues={issues}
        showIssues={showIssues}
        sites={choices}
        today={today}
        onChange={setDraft}
        onSubmit={submit}
      />
      {submitted && (
        <ComparisonResult
          request={submitted}
          answer={query.data}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          sites={choices}
        />
      )}
    </Stack>
  );
}

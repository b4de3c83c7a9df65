/** A month by its first day: "Mar 2026" in the user's language (chart axes, column headers). */
export const monthLabel = (from: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${from}T00:00:00Z`),
  );

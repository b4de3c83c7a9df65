import { describe, expect, it } from 'vitest';
import { sectionsOf } from './help-sections';
import { renderMarkdown } from './render-markdown';
import { searchHelp } from './search-help';

const page = (markdown: string, title = 'Paramètres du compte') => ({
  key: 'accountSettings' as const,
  title,
  sections: sectionsOf(markdown),
});

const settings = page(
  [
    'Tout ce qui concerne votre compte.',
    '',
    "## Préférences d'affichage",
    '',
    'Le **thème** clair ou sombre, et les unités de poids.',
    '',
    '## Mot de passe',
    '',
    'Un mot de passe a de 8 à 32 caractères. Ensuite, [les sessions](/settings) se ferment.',
  ].join('\n'),
);

describe('searchHelp', () => {
  it('finds words whatever their accents and case, and marks them in an excerpt', () => {
    const [hit, ...others] = searchHelp([settings], 'THEME');
    expect(others).toEqual([]);
    expect(hit?.heading).toBe("Préférences d'affichage");
    expect(hit?.excerpt).toEqual({
      before: 'Le ',
      match: 'thème',
      after: ' clair ou sombre, et les unités de poids.',
    });
  });

  it('links each result to the anchor the rendered page gives its heading', () => {
    const [hit] = searchHelp([settings], 'unites poids');
    const html = renderMarkdown("## Préférences d'affichage\n\ntext");
    expect(hit?.anchor).toBe('preferences-d-affichage');
    expect(html).toContain('<h2 id="preferences-d-affichage">');
  });

  it('needs every word of the query, in the title, the heading or the text', () => {
    expect(searchHelp([settings], 'mot passe sessions').map((hit) => hit.heading)).toEqual([
      'Mot de passe',
    ]);
    expect(searchHelp([settings], 'passe silo')).toEqual([]);
    expect(searchHelp([settings], 'compte').map((hit) => hit.heading)).toEqual([
      null,
      "Préférences d'affichage",
      'Mot de passe',
    ]);
  });

  it('puts sections whose heading holds the words before those whose text does', () => {
    const other = page('## Sessions\n\nUne session dure 8 heures.', 'Premiers pas');
    expect(searchHelp([settings, other], 'sessions').map((hit) => hit.heading)).toEqual([
      'Sessions',
      'Mot de passe',
    ]);
  });

  it('answers nothing to a query without a word', () => {
    expect(searchHelp([settings], ' - ')).toEqual([]);
  });
});

describe('renderMarkdown', () => {
  it('keeps no script, whatever the Markdown holds', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('gives repeated headings distinct anchors, and screenshots lazy loading', () => {
    const html = renderMarkdown('## Notes\n\n## Notes\n\n![Shot](/help/en/a.png)');
    expect(html).toContain('id="notes"');
    expect(html).toContain('id="notes-2"');
    expect(html).toContain('<img src="/help/en/a.png" alt="Shot" loading="lazy">');
  });
});

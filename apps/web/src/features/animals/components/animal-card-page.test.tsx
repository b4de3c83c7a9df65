import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { animalCard } from '../../../testing/animal-card-fixture';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as AnimalCardApi from '../../../lib/animals/animal-card-api';
import { AnimalCardPage } from './animal-card-page';

const api = vi.hoisted(() => ({ getAnimalCard: vi.fn<typeof AnimalCardApi.getAnimalCard>() }));
vi.mock('../../../lib/animals/animal-card-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AnimalCardApi>()),
  ...api,
}));

const PATTERN = '/animals/:animal';

function renderCard(path = '/animals/F1203', props = {}) {
  const { site } = startTestSession({ userPrefs: { DateFormat: 'DMY' } });
  renderComponent(<AnimalCardPage {...props} />, path, PATTERN);
  return site;
}

const section = async (testId: string) => screen.findByTestId(testId);
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('AnimalCardPage', () => {
  it('asks for her card on the current site, her id as the address gives it', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard({ animal: 'B 12/7' }));
    const site = renderCard('/animals/B%2012%2F7');
    expect((await section('animal-identity')).textContent).toContain('Truie B 12/7');
    expect(api.getAnimalCard.mock.calls[0]?.slice(0, 2)).toEqual([site.id, 'B 12/7']);
  });

  it('shows who she is and where she is in her cycle today', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard();
    const identity = await section('animal-identity');
    expect(within(identity).getByTestId('animal-status').textContent).toBe('Gestante');
    expect(within(identity).getByTestId('animal-rfid').textContent).toBe('RFID250268500012031');
    expect(identity.textContent).toContain('Large White × Landrace');
    expect(identity.textContent).toContain('15-01-2024');
    expect(screen.getByTestId('animal-state-today').textContent).toBe('Gestante, jour 63');
    expect(screen.getByTestId('animal-parity').textContent).toBe('Rang de portée3');
  });

  it('says what is due for her, and her records to fix as the lists word them', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard();
    const due = await screen.findAllByTestId('animal-due-item');
    expect(texts(due)).toEqual([
      'Diagnostic de gestationPrévu le 05-12-2026 · second diagnostic, en retard',
    ]);
    const toFix = screen.getAllByTestId('animal-to-fix-item');
    expect(texts(toFix)).toEqual([
      'Saillie · 05-10-2026' +
        i18n.t('actionLists.checks.long_wsi', { value: 20, count: 20 }) +
        'Fausse : Reproduction du troupeau',
    ]);
  });

  it('hides the records to fix when she has none, and says when nothing is due', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard({ due: [], to_fix: [] }));
    renderCard();
    expect((await section('animal-due')).textContent).toContain(
      'Rien à faire pour elle aujourd’hui.',
    );
    expect(screen.queryByTestId('animal-to-fix')).toBeNull();
  });

  it('lists her litters newest first, with her dead piglets by cause', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard();
    const rows = await screen.findAllByTestId('animal-litter-row');
    const cell = (row: HTMLElement, column: string) =>
      row.querySelector(`td[data-column="${column}"]`)?.textContent;
    expect(rows.map((row) => cell(row, 'parity'))).toEqual(['3', '1']);
    expect(cell(rows[0]!, 'deaths')).toBe('3 (écrasé 2, sans cause 1)');
    expect(cell(rows[0]!, 'weaning_weight')).toBe('96,20');
    expect(cell(rows[1]!, 'deaths')).toBe('—');
  });

  it('shows her feeding at the station, and says when there is none', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard();
    const feeding = await section('animal-feeding');
    expect(feeding.textContent).toContain('ESF 2-1');
    expect(within(feeding).getByTestId('animal-feeding-chart')).toBeTruthy();
    expect(within(feeding).getByTestId('animal-alarms').textContent).toContain(
      i18n.t('notificationCodes.108'),
    );
    cleanup();
    api.getAnimalCard.mockResolvedValue(animalCard({ feeding: null }));
    renderCard();
    expect((await section('animal-feeding')).textContent).toContain(
      'Pas de données d’alimentation pour elle.',
    );
  });

  it('lists her events newest first, their fields in words, who did and who entered them', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard();
    const events = await screen.findAllByTestId('animal-event');
    expect(events.map((event) => event.dataset.type)).toEqual(['service', 'farrowing', 'entry']);
    expect(events[0]!.textContent).toContain('Verrat\u00a0: V88 · Doses\u00a0: 2');
    expect(events[0]!.textContent).toContain('Par Marc');
    expect(within(events[0]!).getByTestId('animal-event-entered').textContent).toMatch(
      /^Saisi par manager@bocage\.demo, 01-12-2026/,
    );
    expect(events[1]!.textContent).toContain(
      'Nés vivants\u00a0: 14 · Mort-nés\u00a0: 1 · Momifiés\u00a0: 0',
    );
    expect(within(events[1]!).queryByTestId('animal-event-entered')).toBeNull();
  });

  it('says an event was entered here without naming who, to a partner who knows none of the farm', async () => {
    const card = animalCard();
    const service = card.events.find((event) => event.type === 'service')!;
    api.getAnimalCard.mockResolvedValue({
      ...card,
      events: card.events.map((event) =>
        event === service ? { ...event, entered_by: null } : event,
      ),
    });
    renderCard();
    const [newest] = await screen.findAllByTestId('animal-event');
    expect(within(newest!).getByTestId('animal-event-entered').textContent).toMatch(
      /^Saisi dans Barnboard, 01-12-2026/,
    );
  });

  it('shows her latest events first, and all of them on demand', async () => {
    const many = Array.from({ length: 20 }, (_, day) => ({
      ...animalCard().events[2]!,
      id: `00000000-0000-4000-8000-${String(100 + day).padStart(12, '0')}`,
      date: `2026-11-${String(day + 1).padStart(2, '0')}`,
    }));
    api.getAnimalCard.mockResolvedValue(animalCard({ events: many }));
    renderCard();
    const dates = async () =>
      (await screen.findAllByTestId('animal-event')).map((event) => event.textContent.slice(7, 17));
    expect((await dates()).slice(0, 2)).toEqual(['20-11-2026', '19-11-2026']);
    expect(await dates()).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 20 événements' }));
    expect(await dates()).toHaveLength(20);
  });

  it('puts the actions the app gives beside the card and each event', async () => {
    api.getAnimalCard.mockResolvedValue(animalCard());
    renderCard('/animals/F1203', {
      actions: () => <button type="button">Record</button>,
      eventActions: (event: { type: string }) => (
        <button type="button">Correct {event.type}</button>
      ),
    });
    expect(await screen.findByRole('button', { name: 'Record' })).toBeTruthy();
    expect(screen.getAllByTestId('animal-event-actions').map((slot) => slot.textContent)).toEqual([
      'Correct service',
      'Correct farrowing',
      'Correct entry',
    ]);
  });

  it('says the site has no such animal, with the search to try again', async () => {
    api.getAnimalCard.mockRejectedValue(
      new ApiError(404, { code: 'not_found', message: 'No such animal' }),
    );
    renderCard('/animals/F9');
    expect((await screen.findByTestId('animal-not-found')).textContent).toBe(
      'Aucun animal F9 sur ce site. Chercher à nouveau :',
    );
    expect(screen.getByTestId('animal-search')).toBeTruthy();
  });

  it('offers to try again when the card fails to load', async () => {
    api.getAnimalCard.mockRejectedValue(
      new ApiError(503, { code: 'unavailable', message: 'Down' }),
    );
    renderCard();
    expect(await screen.findByTestId('animal-card-failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

import type { DeliveryOrder, DeliveryPlanAnswer } from '@barnboard/domain';
import { expect, it } from 'vitest';
import {
  describeViolations,
  seriousViolations,
  waitForSettledPage,
} from '../support/accessibility.js';
import { apiGet, apiRequest } from '../support/api.js';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';
import { chirpstackUplink, DEMO_INGEST_KEY } from '../support/uplinks.js';

/**
 * Delivery planning (issue 17) on the demo data: Silo G1-2 of the maternity runs empty soon
 * (apps/server/src/seed/demo-bins.ts, scenario nearEmpty), so the plan tells the manager to
 * order it; the truck's fill reaches the server as a ChirpStack uplink, and the order shows
 * the quantity the sensor saw arrive. In French, on a 390 px phone.
 */
// A server of its own: the order and the reading it posts change the silos and the delivery plan.
const journey = setUpJourney({}, { ownServer: true });

/** Silo G1-2's sensor in the demo data. */
const G12_DEV_EUI = '1ac0b0ca9e000002';

type Bins = { content: { id: string; name: string; quantity: number | null }[] };

it('plans the near-empty silo, orders it, and shows the delivered quantity the sensor saw', async () => {
  const page = await journey.openPage({ locale: 'fr-CA', width: 390, height: 844 });
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL(/\/(dashboard|silos)$/);
  await page.goto('/delivery-plan');

  // The plan in words: the near-empty silo and the day to deliver it.
  const advice = page
    .getByTestId('delivery-plan-trip-advice')
    .filter({ hasText: 'Silo G1-2 sera vide' });
  await advice.first().waitFor();
  const sites = await apiGet<{ data: { tenant: { cloud_id: string } }[] }>(
    page,
    '/api/sites/vision-web',
  );
  const tenantId = sites.data[0]!.tenant.cloud_id;
  const plan = await apiGet<DeliveryPlanAnswer>(page, `/feed/tenants/${tenantId}/delivery-plan`);
  const trip = plan.trips.find((trip) => trip.reason.bin.name === 'Silo G1-2')!;
  expect(trip).toBeDefined();
  expect(await advice.first().textContent()).toContain('commandez 24 t de Gestation feed pour');
  await waitForSettledPage(page);
  const violations = await seriousViolations(page, 'delivery plan (fr, 390 px)');

  // An order from the plan: the form comes filled in from the trip.
  await advice.first().getByRole('button', { name: 'Commander' }).click();
  await page.getByTestId('delivery-order-form').waitFor();
  expect(await page.getByTestId('delivery-order-date').inputValue()).toBe(trip.date);
  expect(await page.getByTestId('delivery-order-quantity').inputValue()).toBe('24');
  await page.getByTestId('delivery-order-submit').click();
  const row = page.getByTestId('delivery-order').filter({ hasText: 'Silo G1-2' });
  await expect.poll(() => row.getAttribute('data-state')).toBe('requested');
  expect(await row.textContent()).toContain('Demandée');

  // The truck comes: the sensor reads the silo nearly full.
  const quantityOfG12 = async () => {
    const { body } = await apiRequest(page, '/feed/bins?view=RESUME&page=0&size=100', {
      method: 'POST',
      body: {},
    });
    return (body as Bins).content.find((bin) => bin.name === 'Silo G1-2')!.quantity!;
  };
  const before = await quantityOfG12();
  const answer = await page.request.post('/ingest/chirpstack?event=up', {
    headers: { Authorization: `Bearer ${DEMO_INGEST_KEY}` },
    data: chirpstackUplink(G12_DEV_EUI, new Date(), {
      distanceMm: 700,
      batteryMv: 3600,
      deviceName: 'Silo G1-2',
    }),
  });
  expect(answer.status()).toBe(200);
  const added = (await quantityOfG12()) - before;
  expect(added).toBeGreaterThan(10_000);

  // The manager records the delivery; the page shows ordered and delivered side by side.
  await row.getByRole('button', { name: 'Livrée' }).click();
  await expect.poll(() => row.getAttribute('data-state')).toBe('delivered');
  const orders = await apiGet<{ orders: DeliveryOrder[] }>(
    page,
    `/feed/tenants/${tenantId}/delivery-orders`,
  );
  const order = orders.orders.find((o) => o.bins.some((bin) => bin.name === 'Silo G1-2'))!;
  expect(order).toMatchObject({ state: 'delivered', quantity_kg: 24_000 });
  expect(Math.abs(order.delivered_kg! - added)).toBeLessThanOrEqual(1);
  const shown = await row.getByTestId('delivery-order-delivered').textContent();
  const shownKg = Number(shown!.replace(/\s/g, '').replace('t', '').replace(',', '.')) * 1000;
  expect(Math.abs(shownKg - order.delivered_kg!)).toBeLessThanOrEqual(5);
  expect(await row.textContent()).toContain('Livrée');

  await waitForSettledPage(page);
  violations.push(...(await seriousViolations(page, 'delivery plan with an order (fr, 390 px)')));
  expect(violations, describeViolations(violations)).toEqual([]);
}, 120_000);

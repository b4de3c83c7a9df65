import type { DeliveryOrder, DeliverySettingsAnswer } from '@barnboard/domain';
import type { FeedKit } from '../feed/feed-kit.js';
import type { Sample, SampleBody } from '../bad-input/write-route-samples.js';

/**
 * Valid requests of delivery planning's write routes for the bad-input property, as the demo
 * owner of Ferme du Bocage: the tenant's settings as they are (with their version), and each
 * order step on an order of its own, requested afresh.
 */

const json = (value: unknown): SampleBody => ({ type: 'json', value });
const YEAR_MS = 365 * 86_400_000;

export async function deliverySamples(
  kit: FeedKit,
  tenantId: string,
): Promise<Record<string, (() => Promise<Sample>)[]>> {
  const site = await kit.newSite('Property deliveries');
  const bin = await kit.create(site, { name: 'Property D-1' });
  await kit.setBin(bin.id, { expiresAt: new Date(kit.t.clock.now().getTime() + YEAR_MS) });
  const order = {
    feed_id: site.feedId,
    quantity_kg: 8_000,
    bin_ids: [bin.id],
    wished_date: '2026-06-03',
  };
  const ordersUrl = `/feed/sites/${site.siteId}/delivery-orders`;
  const newOrder = async (): Promise<DeliveryOrder> => {
    const response = await kit.call('POST', ordersUrl, kit.tokens.owner, order);
    if (response.statusCode !== 201) throw new Error(`order: ${response.body}`);
    return response.json<{ order: DeliveryOrder }>().order;
  };
  // Each step on an order requested for it, so that no try finds it moved on already.
  const onNewOrder = [
    async (): Promise<Sample> => {
      const { id, updated_at } = await newOrder();
      return {
        persona: 'owner',
        params: { siteId: site.siteId, orderId: id },
        query: {},
        body: json({ expected_updated_at: updated_at }),
      };
    },
  ];
  return {
    'PUT /feed/tenants/{tenantId}/delivery-settings': [
      async () => {
        const response = await kit.call(
          'GET',
          `/feed/tenants/${tenantId}/delivery-settings`,
          kit.tokens.owner,
        );
        const {
          tenant_id: _tenant,
          updated_at,
          ...settings
        } = response.json<DeliverySettingsAnswer>();
        return {
          persona: 'owner',
          params: { tenantId },
          query: {},
          body: json({
            ...settings,
            mill_email: 'orders@mill.example',
            expected_updated_at: updated_at,
          }),
        };
      },
    ],
    'POST /feed/sites/{siteId}/delivery-orders': [
      () =>
        Promise.resolve({
          persona: 'owner',
          params: { siteId: site.siteId },
          query: {},
          body: json(order),
        }),
    ],
    'POST /feed/sites/{siteId}/delivery-orders/{orderId}/confirm': onNewOrder,
    'POST /feed/sites/{siteId}/delivery-orders/{orderId}/deliver': onNewOrder,
    'POST /feed/sites/{siteId}/delivery-orders/{orderId}/cancel': onNewOrder,
  };
}

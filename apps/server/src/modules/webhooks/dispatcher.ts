import type { FastifyBaseLogger } from 'fastify';
import { afterFailure } from '@barnboard/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  claimDueDeliveries,
  settleDelivery,
  type AttemptOutcome,
  type ClaimedDelivery,
} from '../../repositories/webhooks-repository.js';
import { watchBinWarnings } from './bin-warning-watch.js';
import { NoAnswerError, postWebhook } from './post-webhook.js';
import { webhookHeaders } from './signature.js';
import type { WebhookAddressRule } from './webhook-address.js';

/** A receiver has this long to answer an attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed delivery is another server's again after this (its sender died): > the timeout. */
export const LEASE_MS = 30_000;
/** Deliveries claimed at once (at most one per installation: the oldest pending of each). */
export const BATCH = 20;
/** How often the outbox is looked at when it has nothing due. */
export const POLL_MS = 1_000;
/** How often bins' warnings are looked at (bin-warning-watch.ts). */
export const BIN_WARNINGS_EVERY_MS = 60_000;

export type DispatcherOptions = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where deliveries may go: public https addresses, and this machine if allowed. */
  addressRule: WebhookAddressRule;
  /** Math.random in production; tests fix the jitter. */
  random?: () => number;
};

/**
 * Delivers the webhook outbox (docs/integration-api.md, "Webhooks"). Stateless: every server of a
 * database may run one; they share the work through the outbox's row locks and leases
 * (claimDueDeliveries). At least once: a delivery is marked delivered only after the receiver
 * answered 2xx, so a crash between the two sends it again; receivers dedupe by webhook-id.
 */
export class WebhookDispatcher {
  readonly #options: DispatcherOptions;
  readonly #random: () => number;
  #running: Promise<void> | null = null;
  #stopped = true;
  /** Set by stop(): a pass in flight ends after its batch. */
  #stopRequested = false;
  #timer: NodeJS.Timeout | null = null;
  #lastWatch = -Infinity;

  constructor(options: DispatcherOptions) {
    this.#options = options;
    this.#random = options.random ?? Math.random;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#stopRequested = false;
    this.#schedule(0);
  }

  /** Stops taking work; resolves once the attempts in flight are settled. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopRequested = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /**
   * One pass: the bins' warnings when due, then batches of due deliveries until none is. Answers
   * how many deliveries were attempted (tests drive passes by hand with a manual clock).
   */
  async runOnce(): Promise<number> {
    const { db, clock } = this.#options;
    const now = clock.now().getTime();
    if (now - this.#lastWatch >= BIN_WARNINGS_EVERY_MS) {
      this.#lastWatch = now;
      await watchBinWarnings(db, clock.now());
    }
    let attempted = 0;
    for (;;) {
      const claimed = await claimDueDeliveries(db, clock.now(), BATCH, LEASE_MS);
      await Promise.all(claimed.map((delivery) => this.#deliver(delivery)));
      attempted += claimed.length;
      // An installation's next event is claimable once its previous one is settled: passes go on
      // until nothing is due, so a backlog drains at the receiver's pace, not one per poll.
      if (claimed.length === 0 || this.#stopRequested) return attempted;
    }
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running = this.runOnce()
        .then(
          () => undefined,
          (error: unknown) => this.#options.log.error({ err: error }, 'webhook dispatch failed'),
        )
        .finally(() => {
          this.#running = null;
          this.#schedule(POLL_MS);
        });
    }, delayMs);
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, clock } = this.#options;
    const outcome = delivery.live
      ? await this.#attempt(delivery)
      : {
          status: 'abandoned' as const,
          statusCode: null,
          error: 'The installation was revoked',
          nextAttemptAt: null,
        };
    await settleDelivery(db, delivery, outcome, clock.now());
  }

  async #attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const { clock } = this.#options;
    const sentAt = clock.now();
    const body = JSON.stringify({
      type: delivery.eventType,
      timestamp: sentAt.toISOString(),
      data: delivery.payload,
    });
    const seconds = Math.floor(sentAt.getTime() / 1000);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await postWebhook(
        delivery.url,
        webhookHeaders(delivery.signingSecret, delivery.id, seconds, body),
        body,
        { timeoutMs: ATTEMPT_TIMEOUT_MS, rule: this.#options.addressRule },
      );
      if (statusCode >= 200 && statusCode < 300) {
        return {
          status: 'delivered',
          statusCode,
          error: null,
          nextAttemptAt: null,
        };
      }
      error = `The receiver answered HTTP ${statusCode}`;
    } catch (caught) {
      error = describeFailure(caught);
    }
    const now = clock.now();
    const next = afterFailure(
      delivery.createdAt.getTime(),
      delivery.attempts,
      now.getTime(),
      this.#random(),
    );
    return next.status === 'abandoned'
      ? { status: 'abandoned', statusCode, error, nextAttemptAt: null }
      : {
          status: 'pending',
          statusCode,
          error,
          nextAttemptAt: new Date(next.retryAt),
        };
  }
}

/** What the delivery log says of an attempt without an answer: no more (post-webhook.ts). */
function describeFailure(caught: unknown): string {
  const reason = caught instanceof NoAnswerError ? caught.reason : 'unreachable';
  switch (reason) {
    case 'timeout':
      return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`;
    case 'not_public':
      return 'The receiver is not at a public address';
    case 'unreachable':
      return 'Could not connect to the receiver';
  }
}

import { errorSchema, type ApiError as ApiErrorBody } from '@barnboard/domain';

/** A non-2xx answer. `body` holds the parsed error body when it had the contract's shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  readonly raw: unknown;

  constructor(status: number, raw: unknown) {
    const parsed = errorSchema.safeParse(raw);
    const body = parsed.success ? parsed.data : null;
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.raw = raw;
  }

  /** The `message` or `code` field even when the body is not a full error body (e.g. /api/auth). */
  get serverMessage(): string | null {
    if (this.body) return this.body.message;
    if (typeof this.raw === 'object' && this.raw !== null && 'message' in this.raw) {
      const { message } = this.raw;
      return typeof message === 'string' ? message : null;
    }
    return null;
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The refresh failed: tokens were cleared and the sign-out was already announced. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, null);
    this.name = 'SessionExpiredError';
  }
}

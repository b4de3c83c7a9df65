import type { InjectOptions } from 'fastify';
import type { BadValue, FieldKind, Generated } from './bad-values.js';
import { kindOf } from './bad-values.js';
import type { Sample, World } from './write-route-samples.js';

/**
 * A sample request (write-route-samples.ts) with one field replaced by a bad value
 * (bad-values.ts): where the field is, and the request as bytes on the wire.
 */

export type Where = 'body' | 'querystring' | 'params';
export type Target = { where: Where; path: (string | number)[]; kind: FieldKind; nested: boolean };
export type Spoilt = { target: Target; bad: Generated };

/** Stands for the bad value until the request is written out. */
const MARK = 'BAD-VALUE-MARK';

function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
}

function withMark(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = MARK;
  return copy;
}

/** The fields of a sample that can be spoilt, with their kinds. */
export function targetsOf(sample: Sample): Target[] {
  const inText = sample.body.type !== 'json';
  const kind = (path: (string | number)[], value: unknown, text = inText) =>
    sample.kinds?.[path.join('.')] ?? kindOf(value, text);
  const named = (where: Where, values: Record<string, string>) =>
    Object.entries(values).map(([key, value]) => ({
      where,
      path: [key],
      kind: where === 'body' ? kind([key], value) : kindOf(value, true),
      nested: false,
    }));
  const targets: Target[] = [
    ...named('params', sample.params),
    ...named('querystring', sample.query),
  ];
  const { body } = sample;
  if (body.type === 'json') {
    for (const path of sample.fields ?? leaves(body.value))
      targets.push({
        where: 'body',
        path,
        kind: kind(path, valueAt(body.value, path)),
        nested: true,
      });
  } else if (body.type === 'form') targets.push(...named('body', body.fields));
  else if (body.type === 'csv')
    targets.push(
      ...named('body', Object.fromEntries(body.columns.map((c, i) => [c, body.row[i]!]))),
    );
  else if (body.type === 'basic')
    targets.push(...named('body', { username: body.username, password: body.password }));
  return targets;
}

/** The bad value as JSON text (bytes inside a string). */
function jsonBytes(bad: BadValue): Buffer {
  if (bad.kind === 'bytes') return Buffer.concat([Buffer.from('"'), bad.bytes, Buffer.from('"')]);
  return Buffer.from(bad.kind === 'literal' ? bad.text : JSON.stringify(bad.value));
}

/** The bad value as text where text is sent (a cell, a form field, a header). */
function textBytes(bad: BadValue): Buffer {
  if (bad.kind === 'bytes') return bad.bytes;
  if (bad.kind === 'literal') return Buffer.from(bad.text);
  return Buffer.from(typeof bad.value === 'string' ? bad.value : JSON.stringify(bad.value));
}

function percentEncoded(bytes: Buffer): string {
  return [...bytes].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** Replaces the mark (written as `written`) in `text` by `bytes`. */
function replaceMark(text: string, written: string, bytes: Buffer): Buffer {
  const at = text.indexOf(written);
  if (at === -1) throw new Error(`no mark in ${text}`);
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    bytes,
    Buffer.from(text.slice(at + written.length)),
  ]);
}

function csvCell(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The request of `sample` with `spoilt` applied, for app.inject. */
export function spoiltRequest(
  world: World,
  method: string,
  path: string,
  sample: Sample,
  spoilt: Spoilt | null,
): InjectOptions {
  const { target, bad } = spoilt ?? { target: null, bad: null };
  const at = (where: Where, key: string) =>
    target?.where === where && target.path[0] === key && bad
      ? percentEncoded(textBytes(bad.value))
      : null;
  const url =
    path.replace(
      /\{(\w+)\}/g,
      (_, key: string) => at('params', key) ?? encodeURIComponent(sample.params[key]!),
    ) +
    (Object.keys(sample.query).length
      ? `?${Object.entries(sample.query)
          .map(([key, value]) => `${key}=${at('querystring', key) ?? encodeURIComponent(value)}`)
          .join('&')}`
      : '');
  const headers: Record<string, string> =
    sample.persona === 'anonymous'
      ? {}
      : { authorization: `Bearer ${sample.token ?? world.tokens[sample.persona]}` };
  const inBody = target?.where === 'body' && bad ? { path: target.path, bad: bad.value } : null;
  const { body } = sample;
  let payload: Buffer | undefined;
  if (body.type === 'json') {
    headers['content-type'] = body.contentType ?? 'application/json';
    const text = JSON.stringify(inBody ? withMark(body.value, inBody.path) : body.value);
    payload = inBody
      ? replaceMark(text, JSON.stringify(MARK), jsonBytes(inBody.bad))
      : Buffer.from(text);
  } else if (body.type === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields = { ...body.fields, ...(inBody ? { [inBody.path[0]!]: MARK } : {}) };
    const text = new URLSearchParams(fields).toString();
    payload = inBody ? replaceMark(text, MARK, formBytes(inBody.bad)) : Buffer.from(text);
  } else if (body.type === 'csv') {
    headers['content-type'] = 'text/csv';
    const row = body.columns.map((c, i) => (inBody?.path[0] === c ? MARK : csvCell(body.row[i]!)));
    const text = `${body.columns.join(';')}\n${row.join(';')}\n`;
    payload = inBody ? replaceMark(text, MARK, csvBytes(inBody.bad)) : Buffer.from(text);
  } else if (body.type === 'basic') {
    const part = (key: string, value: string) =>
      inBody?.path[0] === key ? textBytes(inBody.bad) : Buffer.from(value);
    const credentials = Buffer.concat([
      part('username', body.username),
      Buffer.from(':'),
      part('password', body.password),
    ]);
    headers.authorization = `Basic ${credentials.toString('base64')}`;
  }
  return { method: method as 'POST', url, headers, ...(payload ? { payload } : {}) };
}

/** A form field: invalid bytes are sent as they are, other text percent-encoded. */
function formBytes(bad: BadValue): Buffer {
  return bad.kind === 'bytes'
    ? bad.bytes
    : Buffer.from(encodeURIComponent(textBytes(bad).toString()));
}

/** A CSV cell: quoted, invalid bytes as they are. */
function csvBytes(bad: BadValue): Buffer {
  if (bad.kind === 'bytes') return bad.bytes;
  return Buffer.from(csvCell(textBytes(bad).toString()));
}

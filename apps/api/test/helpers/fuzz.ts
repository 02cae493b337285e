import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import type { Database } from '../../src/db/client';

/**
 * Hostile input for every operation of the OpenAPI document the API serves: each body field, form field, query
 * and path parameter in turn gets generated hostile values (NUL, lone surrogates, bidirectional and zero-width
 * marks, 1 MB strings, wrong types, deep nesting, duplicate keys, `__proto__`) while the others hold plausible
 * values, sent over real HTTP. A finding is any 5xx, a connection reset or left without an answer, and any change
 * to the row count of any table across a refused (4xx) request.
 */

type Schema = OpenAPIV3.SchemaObject;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Identity = string | null;

export interface FuzzOperation {
  method: Method;
  path: string;
  /** The roles the route lets in (from its description); empty for a public route. */
  roles: string[];
  query: { name: string; schema: Schema; required: boolean }[];
  params: { name: string; schema: Schema }[];
  body?: { type: 'json' | 'multipart'; schema: Schema };
}

/** A part of a request that can be attacked: a field path in the body, a query or path parameter, or the whole body. */
export type Target =
  | { in: 'body'; path: (string | number)[] }
  | { in: 'query' | 'path'; name: string }
  | { in: 'whole-body' };

export function targetName(target: Target): string {
  if (target.in === 'body') return `body.${target.path.join('.')}`;
  if (target.in === 'whole-body') return 'the whole body';
  return `${target.in} ${target.name}`;
}

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, with what it takes. */
export function operationsOf(doc: OpenAPIV3.Document): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method] as OpenAPIV3.OperationObject | undefined;
      if (!op) continue;
      const roles = /Roles: ([^.]*)\./.exec(op.description ?? '')?.[1]?.split(', ') ?? [];
      const parameters = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const content = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      const json = content['application/json']?.schema as Schema | undefined;
      const form = content['multipart/form-data']?.schema as Schema | undefined;
      operations.push({
        method,
        path,
        roles,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: (p.schema ?? {}) as Schema, required: p.required === true })),
        params: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: (p.schema ?? {}) as Schema })),
        body: json ? { type: 'json', schema: json } : form ? { type: 'multipart', schema: form } : undefined,
      });
    }
  }
  return operations;
}

/** What can be attacked in an operation: every field at every depth of its body, every parameter, the body itself. */
export function targetsOf(op: FuzzOperation): Target[] {
  const targets: Target[] = [
    ...op.query.map((q): Target => ({ in: 'query', name: q.name })),
    ...op.params.map((p): Target => ({ in: 'path', name: p.name })),
  ];
  if (op.body) {
    targets.push({ in: 'whole-body' });
    const walk = (schema: Schema, path: (string | number)[]) => {
      const shape = plainSchema(schema);
      if (shape.type === 'object' && shape.properties && (op.body?.type === 'json' || path.length === 0)) {
        for (const [key, child] of Object.entries(shape.properties)) {
          targets.push({ in: 'body', path: [...path, key] });
          if (path.length < 3) walk(child as Schema, [...path, key]);
        }
      } else if (shape.type === 'array' && shape.items && op.body?.type === 'json' && path.length < 3) {
        targets.push({ in: 'body', path: [...path, 0] });
        walk(shape.items as Schema, [...path, 0]);
      }
    };
    walk(op.body.schema, []);
  }
  return targets;
}

/** A schema with its first alternative taken (anyOf/oneOf/allOf), for plausible values. */
function plainSchema(schema: Schema): Schema {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length && !schema.type) {
    const first = alternatives.find((s) => (s as { type?: string }).type !== 'null') ?? alternatives[0];
    return plainSchema(first as Schema);
  }
  return schema;
}

/**
 * What the fuzz knows of the platform, so that plausible values pass the checks behind the schemas: ids that exist
 * (its own accounts and what they own, tried in id fields beside new ones), values from the reference lists by
 * field name, and the address of an image each member uploaded.
 */
export interface KnownIds {
  uuids: string[];
  /** Plausible values by field name, lower case without `_` (e.g. `state`, `employmentstatus`). */
  hints?: Record<string, unknown>;
  /** The uploaded image of whoever sends the request being built. */
  image?: string;
  /** Ids by the path that created them (a tool's under /api/prop/tool), tried first in that path's id parameters. */
  created?: { path: string; ids: string[] }[];
  /** The path of the operation whose request is being built. */
  context?: string;
}

const hintKey = (name: string) => name.toLowerCase().replace(/_/g, '');
const IMAGE_FIELD = /^(images?|photo|coverphoto|logo|imageurl|profileimage|coverimage)$/;

/** Plausible values by field name from GET /api/reference (its lists of states, sectors and options). */
export function hintsFromReference(reference: {
  states: { state: string; lgas: string[] }[];
  sectorGroups: { name: string; categories: string[] }[];
  options: Record<string, unknown>;
}): Record<string, unknown> {
  const state = reference.states[0];
  const group = reference.sectorGroups[0];
  const first = (key: string) => (reference.options[key] as unknown[] | undefined)?.[0];
  return {
    state: state?.state,
    residencestate: state?.state,
    originstate: state?.state,
    stateoforigin: state?.state,
    lga: state?.lgas[0],
    lgaorigin: state?.lgas[0],
    sector: group?.name,
    category: group?.categories[0],
    expertise: group?.categories[0],
    employmentstatus: first('employmentStatuses'),
    levelofeducation: first('educationLevels'),
    industry: first('organizationSectors'),
    partnertype: first('partnerTypes'),
    gender: first('genders'),
    verificationmethod: first('verificationMethods'),
    skilllevel: first('skillLevels'),
    availability: first('availabilityTypes'),
    visibility: first('profileVisibility'),
    cacnumber: 'RC123456',
    identificationnumber: '12345678901',
    username: `fuzz${randomBytes(3).toString('hex')}`,
  };
}

/** A value the schema accepts, so that only the attacked part of a request is hostile. */
export function plausible(schema: Schema, known: KnownIds, pick: number, name = ''): unknown {
  const shape = plainSchema(schema);
  if (shape.enum?.length) return shape.enum[pick % shape.enum.length];
  const key = hintKey(name);
  if (known.image && IMAGE_FIELD.test(key) && shape.format !== 'binary') {
    return shape.type === 'array' ? [known.image] : known.image;
  }
  const hint = known.hints?.[key];
  if (hint !== undefined && shape.type !== 'array' && shape.type !== 'object') return hint;
  if (shape.default !== undefined && pick % 2 === 0) return shape.default;
  switch (shape.type) {
    case 'boolean':
      return pick % 2 === 0;
    case 'integer':
    case 'number': {
      const min = shape.minimum ?? 1;
      const max = shape.maximum ?? min + 5;
      return Math.min(max, Math.max(min, 1 + (pick % 3)));
    }
    case 'array': {
      const count = Math.max(shape.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, shape.maxItems ?? count) }, (_, i) =>
        plausible((shape.items ?? {}) as Schema, known, pick + i, name),
      );
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.properties ?? {}).map(([key, child]) => [
          key,
          plausible(child as Schema, known, pick, key),
        ]),
      );
    default:
      return plausibleString(shape, known, pick, name);
  }
}

function plausibleString(shape: Schema, known: KnownIds, pick: number, name: string): string {
  if (shape.format === 'uuid' || /uuid/.test(shape.pattern ?? '')) {
    // A path's own kind (a tool's id under /api/prop/tool/...), or a field named after one (product_id).
    const stem = /^(.+?)_?id$/i.exec(name)?.[1]?.toLowerCase();
    const own = (known.created ?? [])
      .filter((c) => known.context?.startsWith(`${c.path}/`) || (stem && c.path.endsWith(`/${stem}`)))
      .flatMap((c) => c.ids);
    const pool = own.length > 0 && pick % 3 === 1 ? own : known.uuids;
    return pick % 3 === 0 || pool.length === 0 ? crypto.randomUUID() : (pool[pick % pool.length] as string);
  }
  if (shape.format === 'email' || /email/i.test(name)) return `fuzz.${randomBytes(3).toString('hex')}@example.ng`;
  if (shape.format === 'date-time') return new Date(Date.now() + 86_400_000 * 10).toISOString();
  if (shape.format === 'date' || /date|deadline/i.test(name))
    return new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10);
  if (/^time$/.test(name)) return '14:30';
  if (shape.format === 'uri' || /link|website|url|facebook|instagram|twitter/i.test(name))
    return 'https://example.ng/fuzz';
  if (/phone/i.test(name)) return '+2348031234567';
  if (/password/i.test(name)) return 'Fuzz#Secret123';
  if (/otp/i.test(name)) return '123456';
  const text = 'Fuzz text ';
  const min = shape.minLength ?? 1;
  const max = shape.maxLength ?? 200;
  return text.repeat(Math.ceil(min / text.length)).slice(0, Math.max(min, Math.min(max, text.length)));
}

/** A hostile value: how it goes into JSON (a text fragment, so duplicate keys and depth are possible) and as text. */
export interface Hostile {
  label: string;
  /** The JSON text of the value. */
  json: string;
  /** The value as text (query, path and form fields); already percent-encoded when `encoded`. */
  text: string;
  encoded?: boolean;
}

const MARKS = [
  '\u0000', // NUL
  '\uD800', // lone high surrogate
  '\uDBFF',
  '\uDC00', // lone low surrogate
  '\uDFFF',
  '\u202E', // right-to-left override
  '\u202D',
  '\u2066', // left-to-right isolate
  '\u2069',
  '\u200F', // right-to-left mark
  '\u061C', // Arabic letter mark
  '\u200B', // zero-width space
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u0008',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u2028',
  '\u2029',
];
const MEGABYTE = 1_000_000;
const STRANGE = [
  '',
  ' ',
  "' or 1=1 --",
  '"; drop table accounts; --',
  '../../../../etc/passwd',
  '\u0024{7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'Ìwé ìfilọ̀lẹ̀ ọjà تقرير 🎨',
  '\u202Egpj.exe',
];

const asText = (label: string, text: string): Hostile => ({ label, text, json: JSON.stringify(text) });
const asJson = (label: string, json: string): Hostile => ({ label, json, text: json });

const hostileText: fc.Arbitrary<Hostile> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...MARKS), fc.string({ maxLength: 12 }))
    .map(([a, mark, b]) => asText(`text with U+${mark.charCodeAt(0).toString(16).padStart(4, '0')}`, a + mark + b)),
  fc
    .string({ unit: fc.constantFrom(...MARKS, 'a', 'ọ̀', 'ت', '🎨', '\uD83C'), maxLength: 24 })
    .map((s) => asText('marks', s)),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => asText('any code points', s)),
  fc.constantFrom(...STRANGE).map((s) => asText('strange text', s)),
  fc
    .constantFrom('a', '\u202E', '\u200B', 'ọ̀', '\u0000')
    .map((unit) =>
      asText(
        `1 MB of U+${unit.charCodeAt(0).toString(16)}`,
        unit.repeat(Math.floor(MEGABYTE / Buffer.byteLength(unit))),
      ),
    ),
);

const hostileJson: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constantFrom(
    asJson('true', 'true'),
    asJson('false', 'false'),
    asJson('null', 'null'),
    asJson('0', '0'),
    asJson('-1', '-1'),
    asJson('a fraction', '0.5'),
    asJson('1e309', '1e309'),
    asJson('-1e309', '-1e309'),
    asJson('2^53+1', '9007199254740993'),
    asJson('a 40-digit number', '1234567890123456789012345678901234567890'),
    asJson('1e-400', '1e-400'),
    asJson('an empty array', '[]'),
    asJson('an empty object', '{}'),
    asJson('__proto__', '{"__proto__":{"role":"admin","isAdmin":true}}'),
    asJson('constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}}}'),
    asJson('a list of texts', '["a","\\u0000","\\ud800"]'),
  ),
  fc.integer().map((n) => asJson('an integer', String(n))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => asJson('a double', JSON.stringify(n))),
  fc
    .integer({ min: 33, max: 100_000 })
    .chain((depth) =>
      fc.constantFrom(
        asJson(`arrays ${depth} deep`, `${'['.repeat(depth)}${']'.repeat(depth)}`),
        asJson(`objects ${depth} deep`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
      ),
    ),
  hostileText.map((h) => asJson(`[${h.label}]`, `[${h.json}]`)),
);

/** Already percent-encoded text: bytes no UTF-8 string makes (CESU surrogates, overlong NUL, a stray %). */
const hostileEncoded: fc.Arbitrary<Hostile> = fc.constantFrom(
  ...[
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%ED%BF%BF',
    '%C0%80',
    '%FF%FE',
    '%E2%80%AE',
    '%',
    '%zz',
    '%2F..%2F..%2F',
    '%25',
    'a%26b%3Dc',
  ].map((text) => ({ label: `encoded ${text}`, text, json: JSON.stringify(text), encoded: true })),
);

export const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(hostileText, hostileJson, hostileEncoded);

/** The schema of the attacked part, when the document gives one. */
export function schemaOf(op: FuzzOperation, target: Target): Schema | undefined {
  if (target.in === 'query') return op.query.find((q) => q.name === target.name)?.schema;
  if (target.in === 'path') return op.params.find((p) => p.name === target.name)?.schema;
  if (target.in !== 'body') return op.body?.schema;
  let schema: Schema | undefined = op.body?.schema;
  for (const key of target.path) {
    const shape = (schema && plainSchema(schema)) as (Schema & { items?: Schema }) | undefined;
    schema = (typeof key === 'number' ? shape?.items : shape?.properties?.[key]) as Schema | undefined;
  }
  return schema;
}

/**
 * Values at and just past the edges the schema allows, where a database column can be narrower than its check:
 * the longest text in several scripts and marks, the largest and smallest numbers, dates at the ends of time.
 */
export function edgesOf(schema: Schema | undefined): Hostile[] {
  if (!schema) return [];
  const shape = plainSchema(schema);
  const edges: Hostile[] = [];
  if (shape.type === 'string' && !shape.enum && shape.format !== 'binary') {
    const max = Math.min(shape.maxLength ?? 5000, MEGABYTE);
    for (const unit of ['a', 'ọ̀', '🎨', '\u202E', 'ت\u200D']) {
      const longest = unit.repeat(Math.ceil(max / unit.length)).slice(0, max);
      // A cut may leave half an emoji at the end: keep only whole characters.
      edges.push(asText(`${max} characters of ${unit}`, longest.replace(/[\uD800-\uDBFF]$/, 'a')));
    }
    edges.push(asText(`${max + 1} characters`, 'b'.repeat(max + 1)));
    if (shape.format === 'date' || shape.format === 'date-time' || /date/i.test(shape.pattern ?? '')) {
      for (const date of [
        '0001-01-01',
        '9999-12-31',
        '10000-01-01',
        '2026-02-30',
        '2026-13-01',
        '-000001-01-01',
        '+275760-09-13T00:00:00.000Z',
      ]) {
        edges.push(asText(`the date ${date}`, date));
      }
    }
  }
  if (shape.type === 'integer' || shape.type === 'number') {
    const numbers = [
      shape.maximum,
      shape.minimum,
      2147483647,
      2147483648,
      -2147483649,
      9007199254740991,
      1e15,
      1e21,
      -1e21,
    ];
    if (shape.type === 'number') numbers.push(0.1 + 0.2, 1e-7, 123456789.125);
    for (const n of numbers) if (n !== undefined) edges.push(asJson(`the number ${n}`, String(n)));
    // In a query or path, a number is text.
    for (const text of ['1.0', '01', '+1', '0x10', '1e3', ' 1', '1 '])
      edges.push(asText(`the text ${JSON.stringify(text)}`, text));
  }
  if (shape.type === 'array') {
    const count = (shape.maxItems ?? 100) + 1;
    edges.push(asJson(`${count} items`, `[${Array.from({ length: count }, () => '"a"').join(',')}]`));
  }
  return edges;
}

/** How an attacked field goes into a JSON body: in place of its value, twice, or beside a `__proto__` key. */
export type Placement =
  | 'value'
  | 'duplicate-after'
  | 'duplicate-before'
  | 'proto-sibling'
  /** A JSON body sent as a URL-encoded form instead (the platform also reads forms). */
  | 'urlencoded'
  /** A JSON body sent as a multipart form instead. */
  | 'multipart';
export const placement: fc.Arbitrary<Placement> = fc.constantFrom(
  'value',
  'value',
  'duplicate-after',
  'duplicate-before',
  'proto-sibling',
  'urlencoded',
  'multipart',
);

/** Whole bodies that are no object: truncated, a list, a text, deep, empty, or a key twice at the top. */
export const hostileWholeBody: fc.Arbitrary<Hostile> = fc.oneof(
  hostileJson,
  fc.constantFrom(
    asJson('no body', ''),
    asJson('cut JSON', '{"a":'),
    asJson('a bare text', '"x"'),
    asJson('JSON then more', '{}{}'),
  ),
);

/** The JSON text of a plausible value with the target's value replaced, duplicated or beside `__proto__`. */
export function jsonWith(value: unknown, path: (string | number)[], hostile: Hostile, where: Placement): string {
  if (path.length === 0) return hostile.json;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const items = value.length > 0 ? value : [null];
    return `[${items.map((item, i) => (i === head ? jsonWith(item, rest, hostile, where) : JSON.stringify(item))).join(',')}]`;
  }
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const key = String(head);
  const parts: string[] = [];
  const entries = key in object ? Object.entries(object) : [...Object.entries(object), [key, undefined] as const];
  for (const [k, v] of entries) {
    if (k !== key) {
      parts.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
      continue;
    }
    const attacked = `${JSON.stringify(k)}:${jsonWith(v, rest, hostile, rest.length ? where : 'value')}`;
    const plain = `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`;
    if (rest.length || where === 'value') parts.push(attacked);
    else if (where === 'duplicate-after') parts.push(plain, attacked);
    else if (where === 'duplicate-before') parts.push(attacked, plain);
    else parts.push(`"__proto__":{"${key}":${hostile.json},"role":"admin"}`, plain);
  }
  return `{${parts.join(',')}}`;
}

/** Percent-encodes text byte by byte (lone surrogates become U+FFFD's bytes, as a browser sends them). */
export function encode(text: string): string {
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return encodeURIComponent(wellFormed).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const textOf = (hostile: Hostile) => (hostile.encoded ? hostile.text : encode(hostile.text));

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  describe: string;
}

/** Builds one request: plausible values everywhere but the target, which gets the hostile value. */
export function buildRequest(
  op: FuzzOperation,
  target: Target,
  hostile: Hostile,
  where: Placement,
  known: KnownIds,
  pick: number,
): FuzzRequest {
  known.context = op.path;
  let path = op.path;
  for (const param of op.params) {
    const value =
      target.in === 'path' && target.name === param.name
        ? textOf(hostile)
        : encode(String(plausible(param.schema, known, pick, param.name)));
    path = path.replace(`{${param.name}}`, value);
  }
  const query: string[] = [];
  for (const q of op.query) {
    const attacked = target.in === 'query' && target.name === q.name;
    if (attacked) {
      if (where === 'duplicate-after' || where === 'duplicate-before') {
        const plain = `${q.name}=${encode(String(plausible(q.schema, known, pick, q.name)))}`;
        const bad = `${q.name}=${textOf(hostile)}`;
        query.push(...(where === 'duplicate-after' ? [plain, bad] : [bad, plain]));
      } else if (where === 'proto-sibling') {
        query.push(
          `__proto__=${textOf(hostile)}`,
          `${q.name}[__proto__]=${textOf(hostile)}`,
          `${q.name}=${textOf(hostile)}`,
        );
      } else query.push(`${q.name}=${textOf(hostile)}`);
    } else if (q.required || pick % 2 === 0) {
      const value = plausible(q.schema, known, pick, q.name);
      for (const item of Array.isArray(value) ? value : [value]) query.push(`${q.name}=${encode(String(item))}`);
    }
  }
  if (target.in === 'query' && !op.query.some((q) => q.name === target.name))
    query.push(`${target.name}=${textOf(hostile)}`);
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const headers: Record<string, string> = {};
  let body: Buffer | undefined;
  if (op.body?.type === 'json' && (where === 'urlencoded' || where === 'multipart')) {
    const value = plausible(op.body.schema, known, pick) as Record<string, unknown>;
    if (where === 'multipart') {
      ({ body, contentType: headers['content-type'] } = multipart(
        op.body.schema,
        target,
        hostile,
        'value',
        known,
        pick,
      ));
    } else {
      const attacked = target.in === 'body' ? String(target.path[0]) : undefined;
      const pairs = Object.entries(value ?? {}).map(([key, v]) =>
        key === attacked
          ? `${key}=${textOf(hostile)}`
          : `${key}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`,
      );
      if (target.in === 'whole-body') pairs.push(textOf(hostile));
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = Buffer.from(pairs.join('&'), 'latin1');
    }
  } else if (op.body?.type === 'json') {
    const value = plausible(op.body.schema, known, pick);
    const text =
      target.in === 'whole-body'
        ? hostile.json
        : target.in === 'body'
          ? jsonWith(value, target.path, hostile, where)
          : JSON.stringify(value);
    headers['content-type'] = 'application/json';
    body = Buffer.from(text, 'utf8');
  } else if (op.body?.type === 'multipart') {
    ({ body, contentType: headers['content-type'] } = multipart(op.body.schema, target, hostile, where, known, pick));
  }
  const describe = `${op.method.toUpperCase()} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} — ${targetName(target)} = ${hostile.label} (${where})`;
  return { method: op.method.toUpperCase(), path: url, headers, body, describe };
}

/** A multipart body: text fields, small files of plausible or garbage bytes, or a form that is cut or no form at all. */
function multipart(
  schema: Schema,
  target: Target,
  hostile: Hostile,
  where: Placement,
  known: KnownIds,
  pick: number,
): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (target.in === 'whole-body') {
    const raw = Buffer.from(hostile.json, 'utf8');
    // Either bytes that are no form at all, or a form cut before its closing boundary.
    if (pick % 2 === 0) return { body: raw, contentType };
    return {
      body: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n`),
        raw,
      ]),
      contentType,
    };
  }
  const parts: Buffer[] = [];
  const field = (name: string, value: Buffer | string, filename?: string) => {
    const disposition = filename === undefined ? '' : `; filename="${filename}"`;
    const type = filename === undefined ? '' : '\r\nContent-Type: image/png';
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${disposition}${type}\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  };
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  for (const [name, child] of Object.entries(plainSchema(schema).properties ?? {})) {
    const shape = plainSchema(child as Schema);
    const attacked = target.in === 'body' && target.path[0] === name;
    const file = shape.format === 'binary';
    if (file) {
      // An attacked file gets the hostile text as its name and as its bytes.
      if (attacked) field(name, Buffer.from(hostile.text, 'utf8'), hostile.text.slice(0, 200).replace(/"/g, '%22'));
      else field(name, png, 'fuzz.png');
    } else {
      const value = plausible(shape, known, pick, name);
      const plain = typeof value === 'string' ? value : JSON.stringify(value);
      if (!attacked) field(name, plain);
      else if (where === 'duplicate-after') {
        field(name, plain);
        field(name, hostile.text);
      } else if (where === 'duplicate-before') {
        field(name, hostile.text);
        field(name, plain);
      } else if (where === 'proto-sibling') {
        field('__proto__', hostile.text);
        field(name, hostile.text);
      } else field(name, hostile.text);
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType };
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * Sends a request on a connection of its own and reads the status and at most 64 KB of the answer. Rejects when
 * the connection is reset or closed before an answer, or no answer comes in time; a reset after the answer (the
 * server stops reading a body it refused) is not one.
 */
export function send(
  baseUrl: string,
  request: FuzzRequest,
  token: string | undefined,
  timeoutMs = 20_000,
): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      agent: false,
      headers: {
        ...request.headers,
        ...(token ? { authorization: token } : {}),
        ...(request.body ? { 'content-length': String(request.body.length) } : {}),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      };
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.destroy();
        done();
        return;
      }
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 65_536) chunks.push(chunk);
      });
      res.on('end', done);
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(new Error(`the answer was cut (${(err as NodeJS.ErrnoException).code ?? err.message})`));
      });
    });
    req.on('error', (err) => {
      if (answered) return;
      clearTimeout(timer);
      reject(new Error(`connection ${(err as NodeJS.ErrnoException).code ?? err.message} before an answer`));
    });
    req.end(request.body);
  });
}

/** The row count of every table of the database, in one statement. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = (
    (await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((r) => r.name);
  const union = sql.join(
    tables.map((name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const rows = ((await db.execute(union)) as unknown as { rows: { name: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table] ?? 0} → ${after[table] ?? 0}`);
}

/** A seed of its own for each operation and target, so that adding one changes no other's values. */
export function seedFor(base: number, key: string): number {
  let h = base | 0;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h | 0;
}

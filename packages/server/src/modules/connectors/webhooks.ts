/**
 * Public webhook receivers, authenticated by HMAC over the raw body with the connector's secret:
 * Typeform (Typeform-Signature) and the generic JSON webhook (X-Repute-Signature).
 */
import type { Db } from '../../db/connection';
import type { DatasetKind } from '../../db/schema/index';
import { loadBrandAliases } from '../enrichment/service';
import { createBrandResolver } from '../ingestion/brand-resolver';
import { writeRows } from '../ingestion/import-job';
import {
  convertRow,
  type CellValue,
  type ImportOptions,
  type RowValues,
} from '../ingestion/validate';
import { jsonWebhookSignature, signaturesMatch, typeformSignature } from './hmac';
import { alreadyDelivered, findByToken, recordDelivery } from './service';

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface TypeformAnswer {
  type?: string;
  field?: { id?: string; ref?: string };
  number?: number;
  text?: string;
  email?: string;
  date?: string;
  boolean?: boolean;
  choice?: { label?: string };
  choices?: { labels?: string[] };
}

interface TypeformPayload {
  event_id?: string;
  event_type?: string;
  form_response?: {
    form_id?: string;
    token?: string;
    submitted_at?: string;
    answers?: TypeformAnswer[];
    hidden?: Record<string, string>;
  };
}

function answerValue(answer: TypeformAnswer): CellValue {
  switch (answer.type) {
    case 'number':
      return answer.number ?? null;
    case 'text':
      return answer.text ?? null;
    case 'email':
      return answer.email ?? null;
    case 'date':
      return answer.date ?? null;
    case 'boolean':
      return answer.boolean === undefined ? null : answer.boolean ? 1 : 0;
    case 'choice':
      return answer.choice?.label ?? null;
    case 'choices':
      return answer.choices?.labels?.join('; ') ?? null;
    default:
      return answer.number ?? answer.text ?? null;
  }
}

function scaleOptions(config: Record<string, unknown>): ImportOptions {
  const scaleMin = Number(config.scaleMin ?? 0);
  const scaleMax = Number(config.scaleMax ?? 10);
  return { scaleMin, scaleMax, dateFormat: 'dmy' };
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function receiveTypeform(
  db: Db,
  token: string,
  raw: Buffer,
  signature: string | undefined,
): WebhookAnswer {
  const connector = findByToken(db, 'typeform', token);
  if (!connector) return { status: 404, body: { message: 'Unknown webhook' } };
  if (!signaturesMatch(typeformSignature(connector.secret, raw), signature)) {
    recordDelivery(db, connector.id, {
      outcome: 'rejected',
      statusCode: 401,
      error: 'Invalid Typeform-Signature',
    });
    return { status: 401, body: { message: 'Invalid signature' } };
  }
  const payload = parseJson(raw) as TypeformPayload | undefined;
  const response = payload?.form_response;
  if (!payload || !response || !Array.isArray(response.answers)) {
    recordDelivery(db, connector.id, {
      outcome: 'failed',
      statusCode: 400,
      error: 'Not a Typeform form_response',
    });
    return { status: 400, body: { message: 'Expected a Typeform form_response payload' } };
  }
  const eventId = payload.event_id ?? response.token ?? null;
  if (connector.status === 'paused') {
    recordDelivery(db, connector.id, {
      outcome: 'rejected',
      statusCode: 409,
      eventId: null,
      error: 'Connector is paused',
    });
    return { status: 409, body: { message: 'This connector is paused' } };
  }
  if (eventId && alreadyDelivered(db, connector.id, eventId)) {
    recordDelivery(db, connector.id, { outcome: 'duplicate', statusCode: 200, error: null });
    return { status: 200, body: { status: 'duplicate' } };
  }
  const config = connector.config;
  const formId = typeof config.formId === 'string' ? config.formId : null;
  if (formId && response.form_id && response.form_id !== formId) {
    recordDelivery(db, connector.id, {
      outcome: 'failed',
      statusCode: 422,
      error: `Form ${response.form_id} is not ${formId}`,
    });
    return { status: 422, body: { message: 'This webhook belongs to another form' } };
  }
  const mapping = (config.mapping ?? {}) as Record<string, string>;
  const byRef = new Map<string, CellValue>();
  for (const answer of response.answers) {
    const value = answerValue(answer);
    if (answer.field?.ref) byRef.set(answer.field.ref, value);
    if (answer.field?.id) byRef.set(answer.field.id, value);
  }
  for (const [key, value] of Object.entries(response.hidden ?? {}))
    byRef.set(`hidden.${key}`, value);
  const get = (target: string): CellValue => {
    const ref = mapping[target];
    if (ref) return byRef.get(ref) ?? null;
    if (target === 'date') return response.submitted_at ?? null;
    if (target === 'respondent_id') return response.token ?? null;
    return null;
  };
  const resolveBrand = createBrandResolver(loadBrandAliases(db, connector.customerId));
  const options = scaleOptions(config);
  const { values, errors } = convertRow(
    { kind: 'survey', options, resolveBrand },
    get,
    (target) => mapping[target] ?? target,
    Object.keys(mapping).filter((t) => t.startsWith('attr.')),
  );
  if (errors.length || !connector.datasetId) {
    const error = errors.map((e) => `${e.column}: ${e.reason}`).join('; ') || 'No target dataset';
    recordDelivery(db, connector.id, { outcome: 'failed', statusCode: 422, error, eventId: null });
    return { status: 422, body: { message: 'The response could not be mapped', errors } };
  }
  const added = writeRows({
    db,
    customerId: connector.customerId,
    datasetId: connector.datasetId,
    kind: 'survey',
    options,
    idPrefix: `typeform-${connector.id}`,
    rows: [{ row: 1, values }],
  });
  recordDelivery(db, connector.id, { outcome: 'accepted', statusCode: 200, rows: added, eventId });
  return { status: 200, body: { status: 'accepted', rows: added } };
}

/**
 * Generic JSON: one row object or { items: [...] } with the canonical field names of the
 * connector's dataset kind. All items of a delivery are written, or none.
 */
export function receiveJson(
  db: Db,
  token: string,
  raw: Buffer,
  signature: string | undefined,
  deliveryId: string | undefined,
  datasetKind: (datasetId: number) => DatasetKind | null,
): WebhookAnswer {
  const connector = findByToken(db, 'webhook', token);
  if (!connector) return { status: 404, body: { message: 'Unknown webhook' } };
  if (!signaturesMatch(jsonWebhookSignature(connector.secret, raw), signature)) {
    recordDelivery(db, connector.id, {
      outcome: 'rejected',
      statusCode: 401,
      error: 'Invalid X-Repute-Signature',
    });
    return { status: 401, body: { message: 'Invalid signature' } };
  }
  const kind = connector.datasetId ? datasetKind(connector.datasetId) : null;
  if (connector.status === 'paused' || !kind || !connector.datasetId) {
    recordDelivery(db, connector.id, {
      outcome: 'rejected',
      statusCode: 409,
      error: 'Connector is paused or has no dataset',
    });
    return { status: 409, body: { message: 'This connector is paused' } };
  }
  const payload = parseJson(raw) as { items?: unknown } | unknown[] | undefined;
  const items = Array.isArray(payload)
    ? payload
    : payload &&
        typeof payload === 'object' &&
        Array.isArray((payload as { items?: unknown }).items)
      ? (payload as { items: unknown[] }).items
      : payload && typeof payload === 'object'
        ? [payload]
        : null;
  if (
    !items ||
    items.length === 0 ||
    items.length > 1000 ||
    !items.every((i) => i && typeof i === 'object' && !Array.isArray(i))
  ) {
    recordDelivery(db, connector.id, {
      outcome: 'failed',
      statusCode: 400,
      error: 'Expected an object or { items: [...] } (1 to 1000)',
    });
    return {
      status: 400,
      body: { message: 'Send one object or { "items": [ ... ] } with 1 to 1000 objects' },
    };
  }
  if (deliveryId && alreadyDelivered(db, connector.id, deliveryId)) {
    recordDelivery(db, connector.id, { outcome: 'duplicate', statusCode: 200 });
    return { status: 200, body: { status: 'duplicate' } };
  }
  const resolveBrand = createBrandResolver(loadBrandAliases(db, connector.customerId));
  const options: ImportOptions = {
    scaleMin: Number(connector.config.scaleMin ?? 1),
    scaleMax: Number(connector.config.scaleMax ?? 7),
    dateFormat: 'dmy',
  };
  const rows: { row: number; values: RowValues }[] = [];
  const errors: { row: number; column: string; reason: string }[] = [];
  items.forEach((item, i) => {
    const record = item as Record<string, unknown>;
    const { values, errors: rowErrors } = convertRow(
      { kind, options, resolveBrand },
      (target) => {
        const v = record[target];
        return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
          ? v
          : Array.isArray(v)
            ? v.join('; ')
            : null;
      },
      (target) => target,
      Object.keys(record).filter((k) => k.startsWith('attr.')),
    );
    if (rowErrors.length) errors.push(...rowErrors.map((e) => ({ row: i + 1, ...e })));
    else rows.push({ row: i + 1, values });
  });
  if (errors.length) {
    recordDelivery(db, connector.id, {
      outcome: 'failed',
      statusCode: 422,
      error: errors
        .slice(0, 5)
        .map((e) => `item ${e.row} ${e.column}: ${e.reason}`)
        .join('; '),
    });
    return {
      status: 422,
      body: { message: 'Some items are invalid; nothing was stored', errors: errors.slice(0, 100) },
    };
  }
  const added = writeRows({
    db,
    customerId: connector.customerId,
    datasetId: connector.datasetId,
    kind,
    options,
    idPrefix: `webhook-${connector.id}-${Date.now()}`,
    rows,
  });
  recordDelivery(db, connector.id, {
    outcome: 'accepted',
    statusCode: 200,
    rows: added,
    eventId: deliveryId ?? null,
  });
  return {
    status: 200,
    body: { status: 'accepted', rows: added, duplicates: rows.length - added },
  };
}

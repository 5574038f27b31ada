/** Connectors: Typeform forms, RSS/Atom feeds and generic JSON webhooks, each into one dataset. */
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { connectorDeliveries, connectors, datasets, type DatasetKind } from '../../db/schema/index';

export type ConnectorKind = 'typeform' | 'rss' | 'webhook';

export const newSecret = () => randomBytes(24).toString('base64url');
const newToken = () => randomBytes(18).toString('base64url');

const DATASET_KIND: Record<ConnectorKind, (config: Record<string, unknown>) => DatasetKind> = {
  typeform: () => 'survey',
  rss: () => 'media',
  webhook: (config) => (config.kind as DatasetKind | undefined) ?? 'social',
};

export interface CreateConnectorInput {
  kind: ConnectorKind;
  name: string;
  /** rss: { url, channel? }; typeform: { formId, title?, scaleMin, scaleMax }; webhook: { kind } */
  config: Record<string, unknown>;
  /** Typeform: the form's own secret; otherwise generated. */
  secret?: string | undefined;
  /** target field -> Typeform field ref (typeform only). */
  mapping?: Record<string, string> | undefined;
  pollIntervalMinutes?: number | undefined;
}

const publicColumns = {
  id: connectors.id,
  kind: connectors.kind,
  name: connectors.name,
  token: connectors.token,
  secret: connectors.secret,
  datasetId: connectors.datasetId,
  config: connectors.config,
  status: connectors.status,
  pollIntervalMinutes: connectors.pollIntervalMinutes,
  lastRunAt: connectors.lastRunAt,
  lastSuccessAt: connectors.lastSuccessAt,
  nextRunAt: connectors.nextRunAt,
  lastError: connectors.lastError,
  createdAt: connectors.createdAt,
};

/** Secrets are shown to editors only; viewers see that one is set. */
export function listConnectors(opts: {
  db: Db;
  customerId: number;
  kind?: ConnectorKind | undefined;
  showSecrets: boolean;
}) {
  const where = [eq(connectors.customerId, opts.customerId)];
  if (opts.kind) where.push(eq(connectors.kind, opts.kind));
  const rows = opts.db
    .select({ ...publicColumns, datasetName: datasets.name, rowCount: datasets.rowCount })
    .from(connectors)
    .leftJoin(datasets, eq(datasets.id, connectors.datasetId))
    .where(and(...where))
    .orderBy(asc(connectors.name))
    .all();
  const ids = rows.map((r) => r.id);
  const deliveries = ids.length
    ? opts.db
        .select({
          id: connectorDeliveries.id,
          connectorId: connectorDeliveries.connectorId,
          receivedAt: connectorDeliveries.receivedAt,
          outcome: connectorDeliveries.outcome,
          statusCode: connectorDeliveries.statusCode,
          rows: connectorDeliveries.rows,
          error: connectorDeliveries.error,
        })
        .from(connectorDeliveries)
        .where(inArray(connectorDeliveries.connectorId, ids))
        .orderBy(desc(connectorDeliveries.id))
        .limit(ids.length * 10)
        .all()
    : [];
  return rows.map((r) => ({
    ...r,
    secret: opts.showSecrets ? r.secret : '••••••••',
    webhookPath:
      r.kind === 'rss'
        ? null
        : `/api/webhooks/${r.kind === 'typeform' ? 'typeform' : 'json'}/${r.token}`,
    lastDeliveries: deliveries.filter((d) => d.connectorId === r.id).slice(0, 5),
  }));
}

export function createConnector(opts: {
  db: Db;
  customerId: number;
  userId: number;
  input: CreateConnectorInput;
}) {
  const { input } = opts;
  const kind = DATASET_KIND[input.kind](input.config);
  return opts.db.transaction((tx) => {
    const datasetId = tx
      .insert(datasets)
      .values({
        customerId: opts.customerId,
        name: input.name,
        kind,
        source: input.kind,
        status: 'ready',
        createdBy: opts.userId,
      })
      .returning({ id: datasets.id })
      .get().id;
    const row = tx
      .insert(connectors)
      .values({
        customerId: opts.customerId,
        kind: input.kind,
        name: input.name,
        token: newToken(),
        secret: input.secret ?? newSecret(),
        datasetId,
        config: { ...input.config, ...(input.mapping ? { mapping: input.mapping } : {}) },
        pollIntervalMinutes: input.pollIntervalMinutes ?? 30,
        nextRunAt: input.kind === 'rss' ? new Date().toISOString() : null,
        createdBy: opts.userId,
      })
      .returning({ id: connectors.id })
      .get();
    return { id: row.id, datasetId };
  });
}

function ownConnector(db: Db, customerId: number, connectorId: number) {
  const row = db
    .select()
    .from(connectors)
    .where(and(eq(connectors.id, connectorId), eq(connectors.customerId, customerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Connector not found' });
  return row;
}

export function updateConnector(opts: {
  db: Db;
  customerId: number;
  connectorId: number;
  name?: string | undefined;
  status?: 'active' | 'paused' | undefined;
  config?: Record<string, unknown> | undefined;
  mapping?: Record<string, string> | undefined;
  secret?: string | undefined;
  pollIntervalMinutes?: number | undefined;
}) {
  const current = ownConnector(opts.db, opts.customerId, opts.connectorId);
  const config = {
    ...current.config,
    ...(opts.config ?? {}),
    ...(opts.mapping ? { mapping: opts.mapping } : {}),
  };
  opts.db
    .update(connectors)
    .set({
      ...(opts.name ? { name: opts.name } : {}),
      ...(opts.status
        ? { status: opts.status, lastError: opts.status === 'active' ? null : current.lastError }
        : {}),
      ...(opts.secret ? { secret: opts.secret } : {}),
      ...(opts.pollIntervalMinutes ? { pollIntervalMinutes: opts.pollIntervalMinutes } : {}),
      ...(opts.status === 'active' && current.kind === 'rss'
        ? { nextRunAt: new Date().toISOString() }
        : {}),
      config,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(connectors.id, current.id))
    .run();
  return { id: current.id };
}

export function rotateSecret(opts: { db: Db; customerId: number; connectorId: number }) {
  const current = ownConnector(opts.db, opts.customerId, opts.connectorId);
  const secret = newSecret();
  opts.db
    .update(connectors)
    .set({ secret, updatedAt: new Date().toISOString() })
    .where(eq(connectors.id, current.id))
    .run();
  return { id: current.id, secret };
}

/** Removes the connector; its dataset (and what it collected) stays until deleted itself. */
export function deleteConnector(opts: { db: Db; customerId: number; connectorId: number }) {
  const current = ownConnector(opts.db, opts.customerId, opts.connectorId);
  opts.db.delete(connectors).where(eq(connectors.id, current.id)).run();
  return { id: current.id };
}

export function recordDelivery(
  db: Db,
  connectorId: number,
  delivery: {
    outcome: 'accepted' | 'duplicate' | 'rejected' | 'failed';
    statusCode: number;
    rows?: number;
    error?: string | null;
    eventId?: string | null;
  },
): void {
  db.insert(connectorDeliveries)
    .values({
      connectorId,
      outcome: delivery.outcome,
      statusCode: delivery.statusCode,
      rows: delivery.rows ?? 0,
      error: delivery.error ?? null,
      eventId: delivery.eventId ?? null,
    })
    .run();
}

export function findByToken(db: Db, kind: ConnectorKind, token: string) {
  return (
    db
      .select()
      .from(connectors)
      .where(and(eq(connectors.token, token), eq(connectors.kind, kind)))
      .get() ?? null
  );
}

export function alreadyDelivered(db: Db, connectorId: number, eventId: string): boolean {
  return !!db
    .select({ id: connectorDeliveries.id })
    .from(connectorDeliveries)
    .where(
      and(
        eq(connectorDeliveries.connectorId, connectorId),
        eq(connectorDeliveries.eventId, eventId),
        eq(connectorDeliveries.outcome, 'accepted'),
      ),
    )
    .get();
}

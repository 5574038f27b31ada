import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { connectors, MENTION_CHANNELS } from '../../db/schema/index';
import { customerEditorProcedure, customerProcedure, router } from '../../trpc/trpc';
import { pollFeed } from './poller';
import {
  createConnector,
  deleteConnector,
  listConnectors,
  rotateSecret,
  updateConnector,
} from './service';

const ZConnectorId = z.object({ connectorId: z.coerce.number().int().positive() });
const ZName = z.string().trim().min(1, 'Name is required').max(200);
const ZMapping = z.record(z.string().min(1).max(120), z.string().min(1).max(200));
const ZScale = {
  scaleMin: z.coerce.number().int().min(0).max(1).default(0),
  scaleMax: z.coerce.number().int().min(2).max(10).default(10),
};

const ZCreate = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rss'),
    name: ZName,
    url: z.url({ protocol: /^https?$/, error: 'Enter an http or https feed address' }).max(2000),
    channel: z.enum(MENTION_CHANNELS).default('news'),
    pollIntervalMinutes: z.coerce.number().int().min(5).max(1440).default(30),
  }),
  z.object({
    kind: z.literal('typeform'),
    name: ZName,
    formId: z.string().trim().min(1, 'Form id is required').max(100),
    secret: z.string().min(8, 'The form secret has at least 8 characters').max(200),
    mapping: ZMapping.default({}),
    ...ZScale,
  }),
  z.object({
    kind: z.literal('webhook'),
    name: ZName,
    datasetKind: z
      .enum(['survey', 'media', 'social', 'financial', 'spend', 'events'])
      .default('social'),
    scaleMin: z.coerce.number().int().min(0).max(1).default(1),
    scaleMax: z.coerce.number().int().min(2).max(10).default(7),
  }),
]);

export const connectorsRouter = router({
  list: customerProcedure
    .input(
      z
        .object({
          kind: z.enum(['typeform', 'rss', 'webhook']).optional(),
          customerId: z.coerce.number().int().positive().optional(),
        })
        .optional(),
    )
    .query(({ ctx, input }) =>
      listConnectors({
        db: ctx.db,
        customerId: ctx.customer.id,
        kind: input?.kind,
        showSecrets: ctx.customer.memberRole === 'editor',
      }),
    ),

  create: customerEditorProcedure.input(ZCreate).mutation(({ ctx, input }) => {
    const base = { db: ctx.db, customerId: ctx.customer.id, userId: ctx.user.id };
    if (input.kind === 'rss') {
      return createConnector({
        ...base,
        input: {
          kind: 'rss',
          name: input.name,
          config: { url: input.url, channel: input.channel },
          pollIntervalMinutes: input.pollIntervalMinutes,
        },
      });
    }
    if (input.kind === 'typeform') {
      return createConnector({
        ...base,
        input: {
          kind: 'typeform',
          name: input.name,
          secret: input.secret,
          mapping: input.mapping,
          config: { formId: input.formId, scaleMin: input.scaleMin, scaleMax: input.scaleMax },
        },
      });
    }
    return createConnector({
      ...base,
      input: {
        kind: 'webhook',
        name: input.name,
        config: { kind: input.datasetKind, scaleMin: input.scaleMin, scaleMax: input.scaleMax },
      },
    });
  }),

  update: customerEditorProcedure
    .input(
      ZConnectorId.extend({
        name: ZName.optional(),
        status: z.enum(['active', 'paused']).optional(),
        mapping: ZMapping.optional(),
        secret: z.string().min(8).max(200).optional(),
        url: z
          .url({ protocol: /^https?$/ })
          .max(2000)
          .optional(),
        pollIntervalMinutes: z.coerce.number().int().min(5).max(1440).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      updateConnector({
        db: ctx.db,
        customerId: ctx.customer.id,
        connectorId: input.connectorId,
        name: input.name,
        status: input.status,
        mapping: input.mapping,
        secret: input.secret,
        pollIntervalMinutes: input.pollIntervalMinutes,
        config: input.url ? { url: input.url } : undefined,
      }),
    ),

  rotateSecret: customerEditorProcedure
    .input(ZConnectorId)
    .mutation(({ ctx, input }) =>
      rotateSecret({ db: ctx.db, customerId: ctx.customer.id, connectorId: input.connectorId }),
    ),

  delete: customerEditorProcedure
    .input(ZConnectorId)
    .mutation(({ ctx, input }) =>
      deleteConnector({ db: ctx.db, customerId: ctx.customer.id, connectorId: input.connectorId }),
    ),

  pollNow: customerEditorProcedure.input(ZConnectorId).mutation(async ({ ctx, input }) => {
    const connector = ctx.db
      .select()
      .from(connectors)
      .where(and(eq(connectors.id, input.connectorId), eq(connectors.customerId, ctx.customer.id)))
      .get();
    if (!connector) throw new TRPCError({ code: 'NOT_FOUND', message: 'Connector not found' });
    if (connector.kind !== 'rss')
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Only feeds are polled' });
    return pollFeed(ctx.db, connector, new Date(), {
      allowPrivateAddresses: ctx.config.FEED_ALLOW_PRIVATE_ADDRESSES,
    });
  }),
});

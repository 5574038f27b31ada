import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { DATASET_KINDS, SENTIMENT_LABELS } from '../../db/schema/index';
import { loadBrandAliases } from '../enrichment/service';
import { customerEditorProcedure, customerProcedure, router } from '../../trpc/trpc';
import { ZPreviewFilters, previewRows } from './preview';
import { qualityReport } from './quality';
import {
  deleteDataset,
  getDataset,
  listDatasets,
  listMappings,
  overrideMentionSentiment,
  renameDataset,
  resolveActiveDataset,
} from './service';

const ZDatasetId = z.object({ datasetId: z.coerce.number().int().positive() });
const ZKind = z.enum(DATASET_KINDS);

export const datasetsRouter = router({
  list: customerProcedure
    .input(
      z.object({ kind: ZKind.optional(), includeImporting: z.boolean().optional() }).optional(),
    )
    .query(({ ctx, input }) =>
      listDatasets({
        db: ctx.db,
        customerId: ctx.customer.id,
        kind: input?.kind,
        includeImporting: input?.includeImporting,
      }),
    ),

  get: customerProcedure
    .input(ZDatasetId)
    .query(({ ctx, input }) =>
      getDataset({ db: ctx.db, customerId: ctx.customer.id, datasetId: input.datasetId }),
    ),

  /** What a dashboard reads: the selected dataset if it fits, else the newest of the kinds. */
  active: customerProcedure
    .input(
      z.object({
        kinds: z.array(ZKind).min(1).max(6),
        datasetId: z.coerce.number().int().positive().nullish(),
      }),
    )
    .query(({ ctx, input }) =>
      resolveActiveDataset({
        db: ctx.db,
        customerId: ctx.customer.id,
        kinds: input.kinds,
        datasetId: input.datasetId,
      }),
    ),

  rename: customerEditorProcedure
    .input(
      ZDatasetId.extend({
        name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
      }),
    )
    .mutation(({ ctx, input }) =>
      renameDataset({
        db: ctx.db,
        customerId: ctx.customer.id,
        datasetId: input.datasetId,
        name: input.name,
      }),
    ),

  delete: customerEditorProcedure
    .input(ZDatasetId)
    .mutation(({ ctx, input }) =>
      deleteDataset({ db: ctx.db, customerId: ctx.customer.id, datasetId: input.datasetId }),
    ),

  preview: customerProcedure
    .input(
      ZDatasetId.extend({
        filters: ZPreviewFilters.default({}),
        limit: z.coerce.number().int().min(1).max(200).default(50),
        offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
      }),
    )
    .query(({ ctx, input }) => {
      const dataset = getDataset({
        db: ctx.db,
        customerId: ctx.customer.id,
        datasetId: input.datasetId,
      });
      if (dataset.status !== 'ready') {
        throw new TRPCError({ code: 'CONFLICT', message: 'This dataset is still importing' });
      }
      const brandNames = loadBrandAliases(ctx.db, ctx.customer.id).map((b) => b.name);
      return {
        dataset,
        ...previewRows({
          db: ctx.db,
          datasetId: dataset.id,
          kind: dataset.kind,
          filters: input.filters,
          limit: input.limit,
          offset: input.offset,
          brandNames,
        }),
      };
    }),

  quality: customerProcedure.input(ZDatasetId).query(({ ctx, input }) => {
    const dataset = getDataset({
      db: ctx.db,
      customerId: ctx.customer.id,
      datasetId: input.datasetId,
    });
    return { dataset, ...qualityReport({ db: ctx.db, datasetId: dataset.id, kind: dataset.kind }) };
  }),

  overrideSentiment: customerEditorProcedure
    .input(
      z.object({
        mentionId: z.coerce.number().int().positive(),
        label: z.enum(SENTIMENT_LABELS).nullable(),
      }),
    )
    .mutation(({ ctx, input }) =>
      overrideMentionSentiment({
        db: ctx.db,
        customerId: ctx.customer.id,
        userId: ctx.user.id,
        mentionId: input.mentionId,
        label: input.label,
      }),
    ),

  mappings: customerProcedure
    .input(z.object({ customerId: z.coerce.number().int().positive().optional() }).optional())
    .query(({ ctx }) => listMappings({ db: ctx.db, customerId: ctx.customer.id })),
});

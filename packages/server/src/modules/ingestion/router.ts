import { z } from 'zod';
import { DATASET_KINDS, MENTION_CHANNELS } from '../../db/schema/index';
import {
  authedProcedure,
  customerEditorProcedure,
  customerProcedure,
  router,
} from '../../trpc/trpc';
import { FIELDS } from './fields';
import {
  cancelImport,
  deleteMapping,
  deleteUpload,
  describeUpload,
  listUploads,
  saveMapping,
  startImport,
  uploadErrors,
  uploadProgress,
} from './service';

const ZUploadId = z.object({
  uploadId: z.coerce.number().int().positive(),
  customerId: z.coerce.number().int().positive().optional(),
});
const ZMapping = z
  .record(z.string().min(1).max(120), z.string().min(1).max(300))
  .refine((m) => Object.keys(m).length <= 300, 'Too many mapped columns');

export const ZImportOptions = z
  .object({
    scaleMin: z.coerce.number().int().min(0).max(1).default(1),
    scaleMax: z.coerce.number().int().min(2).max(10).default(7),
    dateFormat: z.enum(['dmy', 'mdy']).default('dmy'),
    defaultChannel: z.enum(MENTION_CHANNELS).optional(),
  })
  .refine((o) => ['1-5', '1-7', '0-10', '1-10', '0-5'].includes(`${o.scaleMin}-${o.scaleMax}`), {
    message: 'Rating scale must be 1-5, 1-7, 1-10, 0-5 or 0-10',
  });

export const ingestionRouter = router({
  /** The canonical fields per dataset kind, for the mapping step. */
  fields: authedProcedure.query(() =>
    Object.fromEntries(
      Object.entries(FIELDS).map(([kind, fields]) => [
        kind,
        fields.map((f) => ({ key: f.key, label: f.label, type: f.type, required: !!f.required })),
      ]),
    ),
  ),

  /** Used by the multipart REST route: the same access rule as every other change. */
  authorizeUpload: customerEditorProcedure.query(({ ctx }) => ({
    customerId: ctx.customer.id,
    userId: ctx.user.id,
  })),

  uploads: customerProcedure
    .input(z.object({ customerId: z.coerce.number().int().positive().optional() }).optional())
    .query(({ ctx }) => listUploads({ db: ctx.db, customerId: ctx.customer.id })),

  upload: customerProcedure
    .input(ZUploadId)
    .query(({ ctx, input }) =>
      describeUpload({ db: ctx.db, customerId: ctx.customer.id, uploadId: input.uploadId }),
    ),

  progress: customerProcedure
    .input(ZUploadId)
    .query(({ ctx, input }) =>
      uploadProgress({ db: ctx.db, customerId: ctx.customer.id, uploadId: input.uploadId }),
    ),

  errors: customerProcedure
    .input(ZUploadId)
    .query(({ ctx, input }) =>
      uploadErrors({ db: ctx.db, customerId: ctx.customer.id, uploadId: input.uploadId }),
    ),

  startImport: customerEditorProcedure
    .input(
      ZUploadId.extend({
        kind: z.enum(DATASET_KINDS),
        mapping: ZMapping,
        options: ZImportOptions.default({ scaleMin: 1, scaleMax: 7, dateFormat: 'dmy' }),
        datasetName: z.string().trim().min(1, 'Dataset name is required').max(200),
        saveMappingAs: z.string().trim().min(1).max(120).optional(),
      }),
    )
    .mutation(({ ctx, input }) => {
      const { uploadId, datasetId } = startImport({
        db: ctx.db,
        config: ctx.config,
        customerId: ctx.customer.id,
        userId: ctx.user.id,
        input,
      });
      return { uploadId, datasetId };
    }),

  cancel: customerEditorProcedure
    .input(ZUploadId)
    .mutation(({ ctx, input }) =>
      cancelImport({ db: ctx.db, customerId: ctx.customer.id, uploadId: input.uploadId }),
    ),

  deleteUpload: customerEditorProcedure.input(ZUploadId).mutation(({ ctx, input }) =>
    deleteUpload({
      db: ctx.db,
      config: ctx.config,
      customerId: ctx.customer.id,
      uploadId: input.uploadId,
    }),
  ),

  saveMapping: customerEditorProcedure
    .input(
      z.object({
        name: z.string().trim().min(1, 'Mapping name is required').max(120),
        kind: z.enum(DATASET_KINDS),
        mapping: ZMapping,
        options: z.record(z.string(), z.unknown()).default({}),
        headers: z.array(z.string().max(300)).max(500).default([]),
      }),
    )
    .mutation(({ ctx, input }) =>
      saveMapping({ db: ctx.db, customerId: ctx.customer.id, userId: ctx.user.id, ...input }),
    ),

  deleteMapping: customerEditorProcedure
    .input(z.object({ mappingId: z.coerce.number().int().positive() }))
    .mutation(({ ctx, input }) =>
      deleteMapping({ db: ctx.db, customerId: ctx.customer.id, mappingId: input.mappingId }),
    ),
});

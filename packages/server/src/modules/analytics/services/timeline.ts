import type { TimelineEventOut, TimelineSeries } from '@repute/shared/analytics';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { ZAddEventInput } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function series(_args: AnalyticsArgs): TimelineSeries {
  return { surveyDataset: null, mediaDataset: null, brand: null, months: [], events: [] };
}

export function addEvent(
  args: Omit<AnalyticsArgs, 'filter'> & { userId: number; input: z.output<typeof ZAddEventInput> },
): TimelineEventOut {
  void args;
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Not yet available' });
}

export function deleteEvent(args: Omit<AnalyticsArgs, 'filter'> & { id: number }): {
  deleted: true;
} {
  void args;
  throw new TRPCError({ code: 'NOT_FOUND', message: 'Event not found' });
}

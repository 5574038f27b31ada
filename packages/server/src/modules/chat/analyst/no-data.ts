import type { DatasetKind } from '../../../db/schema/index';
import type { ToolContext } from '../tool-types';
import { periodLabel } from './format';
import type { ToolQuery } from './tools';
import { analytics } from './tools';

const KIND_WORDS: Record<string, string> = {
  survey: 'survey',
  media: 'media or social',
};

/**
 * Says plainly why there is no answer: no data of that kind at all, or data that has no
 * figures for this question and period (too few respondents, nothing in those months).
 */
export function cannotAnswer(
  ctx: ToolContext,
  what: string,
  q: ToolQuery,
  kinds: readonly DatasetKind[],
): string {
  const have = analytics
    .datasets(ctx)
    .filter((d) => kinds.includes(d.kind as DatasetKind) && d.rows > 0);
  const kindWord = KIND_WORDS[kinds[0] ?? 'survey'] ?? kinds.join(' or ');
  if (have.length === 0) {
    return `I can't answer that from the data: ${ctx.customer.name} has no ${kindWord} data yet to measure ${what}. Connect or import a ${kindWord} dataset under **Connect** and ask again.`;
  }
  const when = q.from ? ` for ${periodLabel({ from: q.from, to: q.to ?? q.from })}` : '';
  const names = have.map((d) => `**${d.name}**`).join(', ');
  return `I can't answer that from the data: the analytics return no figures for ${what}${when} from ${names}. It may be outside the dates covered, or the base is too small to report. Try another period or question.`;
}

import type { ThemeSource, ThemesResult, ThemeTexts } from '@repute/shared/analytics';
import type { AnalyticsArgs } from './types';

export function listThemes(
  args: AnalyticsArgs & { source: ThemeSource; limit: number },
): ThemesResult {
  return { source: args.source, totalTexts: 0, themes: [] };
}

export function themeTexts(
  args: AnalyticsArgs & { source: ThemeSource; theme: string; page: number; pageSize: number },
): ThemeTexts {
  return { theme: args.theme, total: 0, page: args.page, pageSize: args.pageSize, items: [] };
}

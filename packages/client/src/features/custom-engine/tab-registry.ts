import type { ComponentType } from 'react';

type TabModule = { default: ComponentType };

/** The /custom-engine?tab=... contents, each owned by its feature folder. */
export const CUSTOM_ENGINE_TABS: Record<string, { title: string; load: () => Promise<TabModule> }> =
  {
    home: { title: 'Chat', load: () => import('../chat/chat-page') },
    summary: { title: 'Summary', load: () => import('../summary/summary-page') },
    notifications: { title: 'Notifications', load: () => import('../monitor/notifications-page') },
    'connect-sources': { title: 'Connect', load: () => import('../data/connect-data-page') },
    themes: { title: 'Themes', load: () => import('../themes/themes-page') },
    brand: { title: 'Brand', load: () => import('../brand/brand-dashboard-page') },
    reputation: {
      title: 'Reputation',
      load: () => import('../reputation/reputation-dashboard-page'),
    },
    timeline: { title: 'Timeline', load: () => import('../timeline/timeline-page') },
    media: { title: 'Media', load: () => import('../media/media-intelligence-page') },
    social: { title: 'Social', load: () => import('../media/social-intelligence-page') },
    reports: { title: 'Reports', load: () => import('../reports/instant-report-page') },
    monitor: { title: 'Monitor', load: () => import('../monitor/alerts-page') },
    strategy: { title: 'Strategy', load: () => import('../monitor/strategy-page') },
    stakeholders: {
      title: 'Stakeholders',
      load: () => import('../stakeholders/relationships-page'),
    },
    advanced: { title: 'Advanced', load: () => import('../summary/master-dashboard-page') },
    optimisation: { title: 'Optimisation', load: () => import('../monitor/mix-modelling-page') },
  };

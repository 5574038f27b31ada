import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from './components/page-loader';
import RouteErrorPage from './features/system/route-error-page';

type PageModule = { default: ComponentType };

const cache = new Map<() => Promise<PageModule>, LazyExoticComponent<ComponentType>>();

/** Every page loads lazily behind the 'Loading...' spinner. */
function page(load: () => Promise<PageModule>): RouteObject['element'] {
  let Component = cache.get(load);
  if (!Component) {
    Component = lazy(load);
    cache.set(load, Component);
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

const pages = {
  admin_customer_management_page: () => import('./features/admin/customer-management-page'),
  admin_demo_requests_page: () => import('./features/admin/demo-requests-page'),
  auth_login_page: () => import('./features/auth/login-page'),
  auth_register_page: () => import('./features/auth/register-page'),
  auth_reset_password_page: () => import('./features/auth/reset-password-page'),
  auth_verify_email_page: () => import('./features/auth/verify-email-page'),
  benchmark_benchmarking_page: () => import('./features/benchmark/benchmarking-page'),
  benchmark_geographic_page: () => import('./features/benchmark/geographic-page'),
  brand_brand_dashboard_page: () => import('./features/brand/brand-dashboard-page'),
  brand_brand_demographics_page: () => import('./features/brand/brand-demographics-page'),
  brand_brand_funnel_page: () => import('./features/brand/brand-funnel-page'),
  brand_brand_imagery_page: () => import('./features/brand/brand-imagery-page'),
  brand_brand_scorecard_page: () => import('./features/brand/brand-scorecard-page'),
  brand_brand_timeline_page: () => import('./features/brand/brand-timeline-page'),
  chat_ai_insights_page: () => import('./features/chat/ai-insights-page'),
  chat_chat_page: () => import('./features/chat/chat-page'),
  custom_engine_custom_engine_page: () => import('./features/custom-engine/custom-engine-page'),
  data_connect_data_page: () => import('./features/data/connect-data-page'),
  data_data_overview_page: () => import('./features/data/data-overview-page'),
  data_data_quality_page: () => import('./features/data/data-quality-page'),
  data_dataset_test_page: () => import('./features/data/dataset-test-page'),
  data_file_management_page: () => import('./features/data/file-management-page'),
  data_typeform_management_page: () => import('./features/data/typeform-management-page'),
  drivers_drivers_page: () => import('./features/drivers/drivers-page'),
  media_media_intelligence_page: () => import('./features/media/media-intelligence-page'),
  media_social_intelligence_page: () => import('./features/media/social-intelligence-page'),
  monitor_alerts_page: () => import('./features/monitor/alerts-page'),
  monitor_channel_performance_page: () => import('./features/monitor/channel-performance-page'),
  monitor_custom_analytics_page: () => import('./features/monitor/custom-analytics-page'),
  monitor_financial_linkage_page: () => import('./features/monitor/financial-linkage-page'),
  monitor_issues_page: () => import('./features/monitor/issues-page'),
  monitor_mix_modelling_page: () => import('./features/monitor/mix-modelling-page'),
  monitor_narrative_page: () => import('./features/monitor/narrative-page'),
  monitor_notifications_page: () => import('./features/monitor/notifications-page'),
  monitor_strategy_page: () => import('./features/monitor/strategy-page'),
  public_cover_page: () => import('./features/public/cover-page'),
  public_generic_landing_page: () => import('./features/public/generic-landing-page'),
  public_investment_memorandum_page: () => import('./features/public/investment-memorandum-page'),
  public_landing_page: () => import('./features/public/landing-page'),
  public_pilot_program_page: () => import('./features/public/pilot-program-page'),
  public_product_overview_page: () => import('./features/public/product-overview-page'),
  reports_downloads_page: () => import('./features/reports/downloads-page'),
  reports_instant_report_page: () => import('./features/reports/instant-report-page'),
  reports_pdf_export_page: () => import('./features/reports/pdf-export-page'),
  reports_reputation_report_page: () => import('./features/reports/reputation-report-page'),
  reputation_realtime_dashboard_page: () => import('./features/reputation/realtime-dashboard-page'),
  reputation_reputation_dashboard_page: () =>
    import('./features/reputation/reputation-dashboard-page'),
  stakeholders_relationships_page: () => import('./features/stakeholders/relationships-page'),
  summary_home_page: () => import('./features/summary/home-page'),
  summary_landing_page: () => import('./features/summary/landing-page'),
  summary_master_dashboard_page: () => import('./features/summary/master-dashboard-page'),
  summary_summary_page: () => import('./features/summary/summary-page'),
  themes_themes_page: () => import('./features/themes/themes-page'),
  timeline_timeline_page: () => import('./features/timeline/timeline-page'),
};

/** SPEC section 2: reachable without signing in. */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: page(pages.public_landing_page) },
  { path: '/branded-landing', element: page(pages.public_landing_page) },
  { path: '/generic-landing', element: page(pages.public_generic_landing_page) },
  { path: '/public/product-overview', element: page(pages.public_product_overview_page) },
  { path: '/product-overview-pdf', element: page(pages.public_product_overview_page) },
  { path: '/product-overview-print', element: page(pages.public_product_overview_page) },
  { path: '/marketing/overview-pdf', element: page(pages.public_product_overview_page) },
  { path: '/pilot-program-print', element: page(pages.public_pilot_program_page) },
  { path: '/investment-memorandum-print', element: page(pages.public_investment_memorandum_page) },
  { path: '/login', element: page(pages.auth_login_page) },
  { path: '/register', element: page(pages.auth_register_page) },
  { path: '/verify-email', element: page(pages.auth_verify_email_page) },
  { path: '/reset-password', element: page(pages.auth_reset_password_page) },
];

/** SPEC section 2: only for signed-in users, inside the application shell. */
export const authenticatedRoutes: RouteObject[] = [
  { path: '/dashboard', element: page(pages.reputation_realtime_dashboard_page) },
  { path: '/platform', element: page(pages.reputation_realtime_dashboard_page) },
  { path: '/realtime-dashboard', element: page(pages.reputation_realtime_dashboard_page) },
  { path: '/home', element: page(pages.summary_home_page) },
  { path: '/notifications', element: page(pages.monitor_notifications_page) },
  { path: '/connect-data', element: page(pages.data_connect_data_page) },
  { path: '/summary', element: page(pages.summary_summary_page) },
  { path: '/timeline', element: page(pages.timeline_timeline_page) },
  { path: '/media-intelligence', element: page(pages.media_media_intelligence_page) },
  { path: '/media-sentiment-analysis', element: page(pages.drivers_drivers_page) },
  { path: '/landing', element: page(pages.summary_landing_page) },
  { path: '/social-intelligence', element: page(pages.media_social_intelligence_page) },
  { path: '/chat', element: page(pages.chat_chat_page) },
  { path: '/insights-assistant', element: page(pages.chat_chat_page) },
  { path: '/custom-engine-chat', element: page(pages.chat_chat_page) },
  { path: '/ai-insights', element: page(pages.chat_ai_insights_page) },
  { path: '/master-dashboard', element: page(pages.summary_master_dashboard_page) },
  { path: '/comprehensive-dashboard', element: page(pages.summary_master_dashboard_page) },
  { path: '/communications-mix-modelling', element: page(pages.monitor_mix_modelling_page) },
  { path: '/custom-analytics', element: page(pages.monitor_custom_analytics_page) },
  { path: '/data', element: page(pages.data_data_overview_page) },
  { path: '/themes', element: page(pages.themes_themes_page) },
  { path: '/custom-engine', element: page(pages.custom_engine_custom_engine_page) },
  { path: '/data-quality', element: page(pages.data_data_quality_page) },
  { path: '/alerts', element: page(pages.monitor_alerts_page) },
  { path: '/financial-linkage', element: page(pages.monitor_financial_linkage_page) },
  { path: '/geographic-analysis', element: page(pages.benchmark_geographic_page) },
  { path: '/benchmarking', element: page(pages.benchmark_benchmarking_page) },
  { path: '/communications-strategy', element: page(pages.monitor_strategy_page) },
  { path: '/channel-performance', element: page(pages.monitor_channel_performance_page) },
  { path: '/narrative-development', element: page(pages.monitor_narrative_page) },
  { path: '/channels', element: page(pages.monitor_channel_performance_page) },
  { path: '/issues', element: page(pages.monitor_issues_page) },
  { path: '/reputation-dashboard', element: page(pages.reputation_reputation_dashboard_page) },
  { path: '/reputation-drivers', element: page(pages.drivers_drivers_page) },
  { path: '/drivers-analysis', element: page(pages.drivers_drivers_page) },
  { path: '/dataset-test', element: page(pages.data_dataset_test_page) },
  { path: '/file-management', element: page(pages.data_file_management_page) },
  { path: '/customer-management', element: page(pages.admin_customer_management_page) },
  { path: '/typeform-management', element: page(pages.data_typeform_management_page) },
  { path: '/instant-report', element: page(pages.reports_instant_report_page) },
  { path: '/brand-dashboard', element: page(pages.brand_brand_dashboard_page) },
  { path: '/brand-demographics', element: page(pages.brand_brand_demographics_page) },
  { path: '/brand-funnel', element: page(pages.brand_brand_funnel_page) },
  { path: '/brand-imagery', element: page(pages.brand_brand_imagery_page) },
  { path: '/brand-timeline', element: page(pages.brand_brand_timeline_page) },
  { path: '/brand-scorecard', element: page(pages.brand_brand_scorecard_page) },
  { path: '/reputation-report', element: page(pages.reports_reputation_report_page) },
  { path: '/downloads', element: page(pages.reports_downloads_page) },
  { path: '/pdf-export', element: page(pages.reports_pdf_export_page) },
  { path: '/demo-requests-admin', element: page(pages.admin_demo_requests_page) },
  { path: '/product-overview', element: page(pages.public_product_overview_page) },
  { path: '/branded-overview', element: page(pages.public_product_overview_page) },
  { path: '/branded-overview-v2', element: page(pages.public_product_overview_page) },
  { path: '/relationships', element: page(pages.stakeholders_relationships_page) },
  { path: '/pilot-program', element: page(pages.public_pilot_program_page) },
  { path: '/pilot-program-dark', element: page(pages.public_pilot_program_page) },
  { path: '/pilot-program-portrait', element: page(pages.public_pilot_program_page) },
  { path: '/pilot-program-a4', element: page(pages.public_pilot_program_page) },
  { path: '/linkedin-cover', element: page(pages.public_cover_page) },
  { path: '/im-cover', element: page(pages.public_cover_page) },
  { path: '/custom-engine-analytics', element: page(pages.summary_master_dashboard_page) },
  { path: '/custom-engine-connect-data', element: page(pages.data_connect_data_page) },
  { path: '/custom-engine-dashboard', element: page(pages.reputation_realtime_dashboard_page) },
];

/** SPEC section 2: a title followed by 'coming soon...'. */
export const placeholderRoutes: { path: string; title: string }[] = [
  { path: '/engagement-plan', title: 'Engagement Plan' },
  { path: '/marketing-mix-modelling', title: 'Marketing Mix Modelling' },
  { path: '/messaging', title: 'Messaging' },
  { path: '/library', title: 'Library' },
  { path: '/explore', title: 'Explore' },
  { path: '/search', title: 'Search' },
  { path: '/news', title: 'News Feed' },
  { path: '/saved', title: 'Saved Searches' },
  { path: '/overview', title: 'Overview' },
  { path: '/manage', title: 'Manage' },
  { path: '/content', title: 'Content' },
  { path: '/social', title: 'Social' },
  { path: '/people', title: 'People' },
  { path: '/stakeholders', title: 'Stakeholders' },
  { path: '/optimisation', title: 'Optimisation' },
];

const placeholderPage = () => import('./features/shell/placeholder-page');
const authGate = () => import('./features/shell/authenticated-layout');
const notFound = () => import('./features/system/not-found-page');

/** Every route shares one error screen, so a failed page never leaves a blank window. */
export const routes: RouteObject[] = [
  {
    // Imported eagerly: when lazy pages fail to load, a lazy error page would fail too.
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes,
      {
        element: page(authGate),
        children: [
          ...authenticatedRoutes,
          ...placeholderRoutes.map(({ path, title }) => ({
            path,
            element: page(placeholderPage),
            handle: { title },
          })),
        ],
      },
      { path: '*', element: page(notFound) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

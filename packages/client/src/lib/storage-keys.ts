/** Every browser-storage key of SPEC section 3, in one place. */
export const STORAGE_KEYS = {
  selectedCustomerId: 'selectedCustomerId',
  selectedDatasetPrefix: 'selectedDatasetId_',
  legacySelectedCustomerCode: 'selectedCustomerCode',
  legacySelectedDataset: 'selectedDataset',
  reputationDataSource: 'reputation-data-source',
  uiTheme: 'vite-ui-theme',
  chatCollapsed: 'chat-collapsed',
  chatPanelWidth: 'chat-panel-width',
  shellTheme: 'shell-theme',
  chatHistoryPrefix: 'chat-history-',
  chatHistoryDefault: 'chat-history-default',
} as const;

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

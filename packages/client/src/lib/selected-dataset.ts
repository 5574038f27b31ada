import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import {
  readDataSource,
  readStorage,
  removeStorage,
  writeDataSource,
  writeStorage,
} from './storage';

/**
 * SPEC section 3: the selected dataset per customer (selectedDatasetId_<customerId>) and the
 * data source ('survey' by default). Dashboards read these to know which dataset to show;
 * every hook instance stays in step through one in-page event and the cross-tab storage event.
 */
const CHANGE_EVENT = 'repute:data-selection';

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

const notify = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function selectedDatasetKey(customerId: number): string {
  return `${STORAGE_KEYS.selectedDatasetPrefix}${customerId}`;
}

/** The stored dataset id for a customer, or null when none (or not a valid id) is stored. */
export function readSelectedDatasetId(customerId: number | null | undefined): number | null {
  if (!customerId) return null;
  const value = readStorage(selectedDatasetKey(customerId));
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function writeSelectedDatasetId(customerId: number, datasetId: number | null): void {
  if (datasetId === null) removeStorage(selectedDatasetKey(customerId));
  else writeStorage(selectedDatasetKey(customerId), String(datasetId));
  notify();
}

/** [selected dataset id or null, setter]. Pass null to clear the selection. */
export function useSelectedDataset(
  customerId: number | null | undefined,
): [number | null, (datasetId: number | null) => void] {
  const datasetId = useSyncExternalStore(
    subscribe,
    () => readSelectedDatasetId(customerId),
    () => null,
  );
  const setDatasetId = useCallback(
    (next: number | null) => {
      if (customerId) writeSelectedDatasetId(customerId, next);
    },
    [customerId],
  );
  return [datasetId, setDatasetId];
}

/** [data source ('survey' by default, persisted), setter]. */
export function useReputationDataSource(): [string, (source: string) => void] {
  const source = useSyncExternalStore(subscribe, readDataSource, () => 'survey');
  const setSource = useCallback((next: string) => {
    writeDataSource(next);
    notify();
  }, []);
  return [source, setSource];
}

/**
 * In-memory result cache for heavy analytics. Keys include each dataset's version
 * (id, updated_at, row_count), so a re-import, append or edit that touches the dataset row
 * makes old entries unreachable; they then age out of the LRU. invalidateAnalytics() clears a
 * customer's entries at once for writers that change rows without touching their dataset.
 */
const MAX_ENTRIES = 500;
const entries = new Map<string, unknown>();

export function cached<T>(customerId: number, parts: unknown[], compute: () => T): T {
  const key = `${customerId}|${JSON.stringify(parts)}`;
  if (entries.has(key)) {
    const value = entries.get(key) as T;
    // Re-insert to mark as recently used.
    entries.delete(key);
    entries.set(key, value);
    return value;
  }
  const value = compute();
  entries.set(key, value);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}

export function invalidateAnalytics(customerId?: number): void {
  if (customerId === undefined) {
    entries.clear();
    return;
  }
  for (const key of [...entries.keys()]) if (key.startsWith(`${customerId}|`)) entries.delete(key);
}

export function cacheSize(): number {
  return entries.size;
}

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatasetSelections } from './current-customer';
import {
  readSelectedDatasetId,
  useReputationDataSource,
  useSelectedDataset,
} from './selected-dataset';

beforeEach(() => window.localStorage.clear());

describe('useSelectedDataset', () => {
  it('reads and writes selectedDatasetId_<customerId> and keeps hooks in step', () => {
    window.localStorage.setItem('selectedDatasetId_7', '42');
    const first = renderHook(() => useSelectedDataset(7));
    const second = renderHook(() => useSelectedDataset(7));
    expect(first.result.current[0]).toBe(42);
    act(() => first.result.current[1](99));
    expect(window.localStorage.getItem('selectedDatasetId_7')).toBe('99');
    expect(second.result.current[0]).toBe(99);
    act(() => first.result.current[1](null));
    expect(window.localStorage.getItem('selectedDatasetId_7')).toBeNull();
    expect(second.result.current[0]).toBeNull();
  });

  it('ignores other customers, garbage values and a missing customer', () => {
    window.localStorage.setItem('selectedDatasetId_8', '5');
    window.localStorage.setItem('selectedDatasetId_9', 'abc');
    expect(readSelectedDatasetId(7)).toBeNull();
    expect(readSelectedDatasetId(9)).toBeNull();
    expect(readSelectedDatasetId(null)).toBeNull();
    const { result } = renderHook(() => useSelectedDataset(undefined));
    act(() => result.current[1](3));
    expect(window.localStorage.length).toBe(2);
  });

  it('is cleared by a change of customer', () => {
    window.localStorage.setItem('selectedDatasetId_8', '5');
    clearDatasetSelections();
    expect(readSelectedDatasetId(8)).toBeNull();
  });
});

describe('useReputationDataSource', () => {
  it("defaults to 'survey', persists it, and stores a change", () => {
    const { result } = renderHook(() => useReputationDataSource());
    expect(result.current[0]).toBe('survey');
    expect(window.localStorage.getItem('reputation-data-source')).toBe('survey');
    act(() => result.current[1]('media'));
    expect(result.current[0]).toBe('media');
    expect(window.localStorage.getItem('reputation-data-source')).toBe('media');
  });
});

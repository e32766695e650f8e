import { act, renderHook } from '@testing-library/react';
import { useDebouncedQuery } from './use-search-answer.ts';

describe('useDebouncedQuery', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('takes a key after a pause at once, without waiting for the delay', () => {
    const { result, rerender } = renderHook(({ query }) => useDebouncedQuery(query, 50), {
      initialProps: { query: '' },
    });
    act(() => rerender({ query: 'n' }));
    expect(result.current).toBe('n');
    act(() => jest.advanceTimersByTime(150));
    act(() => rerender({ query: 'ni' }));
    expect(result.current).toBe('ni');
  });

  it('holds keys typed faster than the delay and sends the last one when typing pauses', () => {
    const { result, rerender } = renderHook(({ query }) => useDebouncedQuery(query, 50), {
      initialProps: { query: '' },
    });
    act(() => rerender({ query: 'n' }));
    act(() => jest.advanceTimersByTime(10));
    act(() => rerender({ query: 'ni' }));
    act(() => jest.advanceTimersByTime(10));
    act(() => rerender({ query: 'nig' }));
    expect(result.current).toBe('n');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('nig');
  });
});

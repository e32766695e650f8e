/**
 * A stand-in for `whenPageIdle` or `SlotActivity.whenSettled` whose moment the test chooses:
 * `wait` is what the code under test gets, `arrive()` runs everything waiting then.
 */
export function chosenMoments() {
  const waiting = new Set<() => void>();
  return {
    wait: (callback: () => void) => {
      waiting.add(callback);
      return () => waiting.delete(callback);
    },
    arrive: () => {
      const now = [...waiting];
      waiting.clear();
      now.forEach((callback) => callback());
    },
    waiting: () => waiting.size,
  };
}

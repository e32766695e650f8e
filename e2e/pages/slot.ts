/** The host's slots, which every team's page objects stand in (team @inkpot/shell). */
import { expect, type Locator, type Page } from '@playwright/test';

export type SlotState = 'loading' | 'mounted' | 'fallback';

/** A layout slot of the host, filled by one remote parcel or its fallback. */
export class Slot {
  readonly root: Locator;
  constructor(page: Page, name: string) {
    this.root = page.locator(`[data-slot="${name}"]`).first();
  }
  /** A fallback must show within 5 s (the fault matrix); a cold first load may take longer to mount. */
  async expectState(state: SlotState, timeout = state === 'fallback' ? 5_000 : 10_000) {
    await expect(this.root).toHaveAttribute('data-state', state, { timeout });
  }
}

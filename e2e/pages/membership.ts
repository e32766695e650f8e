/** Page objects of the membership remote's banner stack (team @inkpot/membership). */
import { expect, type Page } from '@playwright/test';
import { readLayoutShifts, recordLayoutShifts } from '../fixtures/layout-shifts.ts';
import { Slot } from './slot.ts';

export class BannerStack {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'banner-area');
  }
  /** The one banner shown, if any (a region named by its text). */
  get banner() {
    return this.page.locator('[data-slot="banner-area"] section.ink-banner');
  }
  /** Resolves once the stack has decided (its parcel mounted and its facts arrived or none needed). */
  async expectVariant(variant: string | null) {
    await this.slot.expectState('mounted');
    if (variant === null) {
      // The stack marks its area pending until the API's facts arrive; once decided, none shows.
      const area = this.page.locator('[data-slot="banner-area"] [data-testid="banner-area"]');
      await expect(area).toHaveCount(1);
      await expect(area).not.toHaveAttribute('data-banner-pending', /.*/);
      await expect(area).toHaveAttribute('data-banner', '');
      await expect(this.banner).toHaveCount(0);
    } else {
      await expect(this.banner).toHaveAttribute('data-variant', variant);
    }
  }
  dismiss() {
    return this.banner.getByRole('button', { name: 'Dismiss' });
  }
  /**
   * Before the first navigation: records layout shifts that move the top bar or the page body,
   * which only the banner area above them can cause (banners must cause no layout shift).
   */
  async watchLayoutShifts() {
    await this.page.addInitScript(recordLayoutShifts);
  }
  /** The page's layout shift so far: all of it, and the part that moved the page under the banner area. */
  layoutShifts() {
    return this.page.evaluate(readLayoutShifts);
  }

  /** The banner has the box the host held for it before paint: 48 px wide, 85 px below 728 px. */
  async expectBannerBox() {
    const width = this.page.viewportSize()?.width ?? 1280;
    const box = await this.slot.root.boundingBox();
    expect(box?.height).toBe(width <= 727 ? 85 : 48);
  }
}

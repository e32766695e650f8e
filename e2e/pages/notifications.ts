/** Page objects of the notifications remote's surfaces: toasts, the follow button, the post menu and the newsletter button (team @inkpot/notifications). */
import { expect, type Locator, type Page } from '@playwright/test';
import { Slot } from './slot.ts';

export class ToastStack {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'toast-root');
  }
  /** A toast by its text, in the polite (status) or the assertive (alert) live region. */
  toast(message: string) {
    return this.page
      .getByRole('status')
      .filter({ hasText: message })
      .or(this.page.getByRole('alert').filter({ hasText: message }))
      .first();
  }
  /** The toast element itself (the stack's live regions exist before any toast). */
  item(message: string) {
    return this.page.locator('.ink-toast').filter({ hasText: message });
  }
  close(message: string) {
    return this.item(message).getByRole('button', { name: 'Close' });
  }
  action(message: string, label: string) {
    return this.item(message).getByRole('button', { name: label });
  }
  /** Publishes on the page's bus through the QA devtool (INKPOT_FLAGS=enable_devtool). */
  async showFrom(sender: string, message: string) {
    await this.publish(sender, { message });
  }
  async publish(sender: string, payload: Record<string, unknown>) {
    await this.page.waitForFunction(() => '__INKPOT_DEVTOOL__' in window);
    return this.page.evaluate(
      ([from, toast]) =>
        (
          window as unknown as { __INKPOT_DEVTOOL__: { publish: (t: string, p: unknown, s: string) => boolean } }
        ).__INKPOT_DEVTOOL__.publish('toast/show', toast, from),
      [sender, payload] as const,
    );
  }
}

/** The notifications remote's follow button on a profile or a publication home. */
export class FollowButton {
  readonly slot: Slot;
  readonly button: Locator;
  constructor(page: Page) {
    this.slot = new Slot(page, 'follow-button');
    this.button = page.getByTestId('follow-button');
  }
  async expectFollowing(following: boolean) {
    await expect(this.button).toHaveAttribute('data-following', String(following));
    await expect(this.button).toHaveText(following ? /^(Following|Unfollow)$/ : 'Follow');
  }
}

/** The notifications remote's menu on a post page (mute and unmute the writer or publication). */
export class PostMenu {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'post-menu');
  }
  button() {
    return this.page.locator('[data-slot="post-menu"]').getByRole('button', { name: 'More actions' });
  }
  menu() {
    return this.page.getByRole('menu', { name: 'More actions' });
  }
  item(name: string) {
    return this.menu().getByRole('menuitem', { name, exact: true });
  }
  async choose(name: string) {
    await this.button().click();
    await this.item(name).click();
  }
  /** The confirmation Move to trash asks for. */
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Move this story to the trash?' });
  }
}

/** The notifications remote's newsletter control on a writer's profile. */
export class NewsletterButton {
  readonly slot: Slot;
  readonly button: Locator;
  constructor(page: Page) {
    this.slot = new Slot(page, 'newsletter-button');
    this.button = page.getByTestId('newsletter-button');
  }
}

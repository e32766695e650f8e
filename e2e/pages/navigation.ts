/** Page objects of the navigation remote's surfaces: the top bar, account menu, sidebar, footer and publication bar (team @inkpot/navigation). */
import { expect, type Locator, type Page } from '@playwright/test';
import { Slot } from './slot.ts';

export class TopBar {
  readonly slot: Slot;
  readonly banner: Locator;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'top-bar');
    // Once the bar's code answers: on a server-rendered page its links are plain links until the
    // parcel has hydrated (a click then follows the link to the sign-in page instead of the modal).
    this.banner = page.locator('[data-slot="top-bar"]:not([data-state="loading"])').getByRole('banner');
  }
  signIn() {
    return this.banner
      .getByRole('link', { name: 'Sign in' })
      .or(this.banner.getByRole('button', { name: 'Sign in' }))
      .first();
  }
  logo() {
    return this.banner.getByRole('link', { name: 'Inkpot' }).first();
  }
  write() {
    return this.banner.getByRole('link', { name: 'Write' });
  }
  signUp() {
    return this.banner.getByRole('link', { name: /^(Sign up|Get started)$/ });
  }
  /** The bell; its accessible name carries the unread count. */
  notifications() {
    return this.banner.getByRole('link', { name: /^Notifications/ });
  }
  unreadCount() {
    return this.banner.getByTestId('unread-count');
  }
  sidebarToggle() {
    return this.banner.getByRole('button', { name: /^Sidebar/ });
  }
  sidebarDot() {
    return this.banner.getByTestId('sidebar-dot');
  }
  fallback() {
    return this.page.getByTestId('top-bar-fallback');
  }
}

/** The account menu of the top bar (navigation remote): its trigger and the open menu. */
export class AccountMenu {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  trigger() {
    return this.page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
  }
  /** The open menu's main view. */
  menu() {
    return this.page.getByRole('navigation', { name: 'Account' });
  }
  moreView() {
    return this.page.getByRole('navigation', { name: 'More' });
  }
  entry(name: string | RegExp) {
    return this.menu().getByRole('link', { name }).or(this.menu().getByRole('button', { name })).first();
  }
  heading(name: string) {
    return this.menu().getByRole('heading', { name });
  }
  /**
   * Opens the menu and waits for its entries: a signed-in viewer's come from the API (until then
   * the menu holds only Sign out), a visitor's are there at once.
   */
  async open() {
    await this.trigger().click();
    await expect(this.menu()).toBeVisible();
    await expect(
      this.menu()
        .getByRole('link', { name: 'Settings' })
        .or(this.menu().getByRole('heading', { name: /^Get started on / })),
    ).toBeVisible();
  }
  /** The labels of every entry of the main view, in order. */
  async entryLabels(): Promise<string[]> {
    return this.menu()
      .locator('.ink-account-menu__item > span:first-child, .ink-account-menu__button')
      .allInnerTexts()
      .then((labels) => labels.map((label) => label.trim()));
  }
}

/** The signed-in sidebar (navigation remote) in the host's sidebar slot. */
export class Sidebar {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'sidebar');
  }
  nav() {
    return this.page.getByRole('navigation', { name: 'Sidebar' });
  }
  item(name: string) {
    return this.nav().getByRole('link', { name, exact: true });
  }
  /** The followed writers' and publications' names, in order. */
  following() {
    return this.nav().locator('.ink-sidebar__entity-name');
  }
  unreadDots() {
    return this.nav().getByTestId('unread-dot');
  }
  more() {
    return this.nav().getByRole('button', { name: 'More' });
  }
  endOfList() {
    return this.nav().getByText('Find writers and publications to follow.');
  }
  suggestions() {
    return this.nav().getByRole('link', { name: 'See suggestions' });
  }
  loadError() {
    return this.nav().getByRole('alert');
  }
  /** The dimmed page beside the overlay (narrow screens); a click on it closes the sidebar. */
  backdrop() {
    return this.page.locator('.ink-sidebar__backdrop');
  }
}

export class Footer {
  readonly slot: Slot;
  constructor(page: Page) {
    this.slot = new Slot(page, 'footer');
  }
}

/** The publication bar's parcels (navigation remote): the navigation and 'Manage publication'. */
export class PublicationNav {
  readonly slot: Slot;
  readonly manageSlot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'publication-nav');
    this.manageSlot = new Slot(page, 'publication-manage');
  }
  nav(publicationName: string) {
    return this.page.locator('[data-slot="publication-nav"]').getByRole('navigation', { name: publicationName });
  }
  /** The navigation items' titles, in order (the home link excluded). */
  itemTitles() {
    return this.page.locator('[data-slot="publication-nav"] .ink-pub-nav__items a').allInnerTexts();
  }
  divider() {
    return this.page.locator('[data-slot="publication-nav"] .ink-pub-nav__divider');
  }
  manageButton() {
    return this.page.getByRole('button', { name: 'Manage publication' });
  }
  /** The publication's colour along the top of its header. */
  tintStrip() {
    return this.page.locator('[data-slot="publication-nav"]').getByTestId('publication-tint');
  }
  manageMenu() {
    return this.page.getByRole('navigation', { name: 'Manage publication' });
  }
}

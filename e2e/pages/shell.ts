/** Page objects of the host's own pages (team @inkpot/shell). */
import { type Page } from '@playwright/test';

/** The host's /me/following/suggestions page: suggestions, each with the notifications remote's follow button. */
export class FollowSuggestionsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  goto() {
    return this.page.goto('/me/following/suggestions');
  }
  list() {
    return this.page.getByRole('list', { name: 'Suggestions' });
  }
  /** The suggestions that are writers (their second line says 'Writer'). */
  writers() {
    return this.list()
      .getByTestId('follow-suggestion')
      .filter({ has: this.page.getByText('Writer', { exact: true }) });
  }
  item(name: string) {
    return this.list()
      .getByTestId('follow-suggestion')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  followButton(name: string) {
    return this.item(name).getByTestId('follow-button');
  }
  /** The viewer's own 'N Following' count. */
  followingCount() {
    return this.page.getByTestId('account-counts').getByRole('link', { name: /^\d+ Following$/ });
  }
}

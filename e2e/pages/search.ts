/** Page objects of the search remote's surfaces: the search box and the results (team @inkpot/search). */
import { type Page } from '@playwright/test';
import { Slot } from './slot.ts';

export class SearchBox {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'search');
  }
  input() {
    return this.page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search' })
      .or(this.page.getByRole('banner').getByRole('combobox', { name: 'Search' }))
      .first();
  }
  /** The suggestion popover's list (hits, or recent searches for an empty query). */
  listbox() {
    return this.page.getByRole('banner').getByRole('listbox');
  }
  options() {
    return this.listbox().getByRole('option');
  }
  popover() {
    return this.page.getByTestId('search-popover');
  }
  /** Types a search and submits it with Enter. */
  async search(query: string) {
    await this.input().fill(query);
    await this.input().press('Enter');
  }
}

/** The search page's results, the search remote's `search-results` parcel in the host's slot. */
export class SearchResultsPage {
  /** The results' slot: its server-rendered links are plain links until the parcel has hydrated them. */
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'search-results');
  }
  region() {
    return this.page.getByRole('region', { name: 'Search results' });
  }
  items() {
    return this.region().getByRole('listitem');
  }
  tab(name: string) {
    return this.page.getByRole('navigation', { name: 'Search categories' }).getByRole('link', { name });
  }
}

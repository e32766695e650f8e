/** Page objects of the auth remote's sign-in modal (team @inkpot/identity); its steps are in fixtures/sign-in-steps.ts. */
import { type Page } from '@playwright/test';
import { Slot } from './slot.ts';

export class SignInModal {
  readonly slot: Slot;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.slot = new Slot(page, 'modal-root');
  }
  dialog() {
    return this.page.getByRole('dialog');
  }
}

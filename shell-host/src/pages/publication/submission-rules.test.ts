import { inboxAccess, panelView, type PanelFacts } from './submission-rules.ts';

describe('inboxAccess', () => {
  it('asks visitors to sign in and waits while the viewer or the inbox loads', () => {
    expect(inboxAccess('visitor', undefined)).toBe('sign-in');
    expect(inboxAccess('loading', { pending: [] })).toBe('loading');
    expect(inboxAccess('signed-in', undefined)).toBe('loading');
  });

  it("shows the inbox to the publication's editors only: an unknown publication or no submissions is not found", () => {
    expect(inboxAccess('signed-in', { pending: [] })).toBe('inbox');
    expect(inboxAccess('signed-in', { pending: null })).toBe('not-found');
    expect(inboxAccess('signed-in', null)).toBe('not-found');
  });
});

describe('panelView', () => {
  const margin = { id: 'p1', name: 'The Long Margin', slug: 'the-long-margin' };
  const ledger = { id: 'p2', name: 'Open Ledger', slug: 'open-ledger' };
  const facts = (values: Partial<PanelFacts> = {}): PanelFacts => ({
    publications: [margin, ledger],
    statusForCollection: null,
    collection: null,
    latest: null,
    ...values,
  });

  it('offers the publications the writer writes for, again after a decline or a withdrawal', () => {
    expect(panelView(facts())).toEqual({ kind: 'submit', publications: [margin, ledger] });
    expect(panelView(facts({ latest: { state: 'REJECTED', publication: margin } })).kind).toBe('submit');
    expect(panelView(facts({ latest: { state: 'CANCELLED', publication: margin } })).kind).toBe('submit');
  });

  it('waits while a submission is open, and names the publication once the story is in one', () => {
    expect(panelView(facts({ latest: { state: 'OPEN', publication: margin } }))).toEqual({ kind: 'waiting' });
    expect(panelView(facts({ latest: { state: 'ACCEPTED', publication: margin } }))).toEqual({
      kind: 'in-publication',
      publication: margin,
    });
    expect(panelView(facts({ collection: ledger, statusForCollection: 'APPROVED' }))).toEqual({
      kind: 'in-publication',
      publication: ledger,
    });
    // A story placed in a publication but not approved there is not in it.
    expect(panelView(facts({ collection: ledger, statusForCollection: 'PENDING' })).kind).toBe('submit');
  });

  it('shows nothing to a writer of no publication whose story was never submitted', () => {
    expect(panelView(facts({ publications: [] }))).toEqual({ kind: 'hidden' });
    expect(panelView(facts({ publications: [], latest: { state: 'REJECTED', publication: margin } }))).toEqual({
      kind: 'submit',
      publications: [],
    });
  });
});

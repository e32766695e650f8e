import {
  followButtonLabel,
  PENDING_FOLLOW_KEY,
  PENDING_FOLLOW_MAX_AGE_MS,
  savePendingFollow,
  takePendingFollow,
} from './pending-follow.ts';

const writer = { type: 'user', id: 'u1' } as const;

describe('pending follow', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once, for its own target only', () => {
    savePendingFollow(sessionStorage, writer, 1000);
    expect(takePendingFollow(sessionStorage, { type: 'collection', id: 'u1' }, 2000)).toBe(false);
    expect(takePendingFollow(sessionStorage, { type: 'user', id: 'u2' }, 2000)).toBe(false);
    expect(takePendingFollow(sessionStorage, writer, 2000)).toBe(true);
    expect(takePendingFollow(sessionStorage, writer, 2000)).toBe(false);
  });

  it('is dropped when stale or unreadable', () => {
    savePendingFollow(sessionStorage, writer, 1000);
    expect(takePendingFollow(sessionStorage, writer, 1001 + PENDING_FOLLOW_MAX_AGE_MS)).toBe(false);
    expect(sessionStorage.getItem(PENDING_FOLLOW_KEY)).toBeNull();
    sessionStorage.setItem(PENDING_FOLLOW_KEY, '{not json');
    expect(takePendingFollow(sessionStorage, writer, 1000)).toBe(false);
    expect(sessionStorage.getItem(PENDING_FOLLOW_KEY)).toBeNull();
  });
});

describe('follow button label', () => {
  it('says Follow, Following, and Unfollow on hover of a followed target', () => {
    expect(followButtonLabel(false, false)).toBe('Follow');
    expect(followButtonLabel(false, true)).toBe('Follow');
    expect(followButtonLabel(true, false)).toBe('Following');
    expect(followButtonLabel(true, true)).toBe('Unfollow');
  });
});

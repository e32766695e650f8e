/** What a newsletter control (a writer's on their profile, a publication's on its newsletter page) does for this viewer. */
export type NewsletterControl =
  | { action: 'sign-in'; label: string }
  | { action: 'export'; label: string }
  | { action: 'subscribe'; label: string }
  | { action: 'unsubscribe'; label: string };

/**
 * A writer's newsletter: a visitor is asked to sign in; the writer themselves can have their subscriber list emailed;
 * anyone else subscribes or unsubscribes.
 */
export function newsletterControlOf(
  viewerId: string | null,
  writerId: string,
  isSubscribed: boolean,
): NewsletterControl {
  if (viewerId === null) return { action: 'sign-in', label: 'Subscribe' };
  if (viewerId === writerId) return { action: 'export', label: 'Email me my subscriber list' };
  return isSubscribed ? { action: 'unsubscribe', label: 'Unsubscribe' } : { action: 'subscribe', label: 'Subscribe' };
}

/**
 * A publication's newsletter: a visitor is asked to sign in, anyone signed in (its staff too)
 * subscribes or unsubscribes; the subscriber export is a writer's only.
 */
export function publicationNewsletterControlOf(viewerId: string | null, isSubscribed: boolean): NewsletterControl {
  if (viewerId === null) return { action: 'sign-in', label: 'Subscribe' };
  return isSubscribed ? { action: 'unsubscribe', label: 'Unsubscribe' } : { action: 'subscribe', label: 'Subscribe' };
}

/** The accessible name says whose newsletter it is. */
export function newsletterControlName(control: NewsletterControl, writerName: string): string {
  switch (control.action) {
    case 'sign-in':
    case 'subscribe':
      return `Subscribe to ${writerName}'s newsletter`;
    case 'unsubscribe':
      return `Unsubscribe from ${writerName}'s newsletter`;
    case 'export':
      return 'Email me my subscriber list';
  }
}

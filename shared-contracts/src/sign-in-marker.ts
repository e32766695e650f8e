/**
 * How the page after a sign-in knows it is that page (for the confirmation toast,
 * susi.clientSuccess, login tracking). Every way in (the code's callback, a magic link opened in
 * another tab, a social provider's callback) ends at the API, which signs the browser in and sets
 * this short-lived cookie beside the session. It is readable by the page (not HttpOnly) and
 * carries nothing but "just now": the auth remote reads it once, then deletes it.
 */
export const JUST_SIGNED_IN_COOKIE = 'inkpot_just_signed_in';
/** Seconds the marker lives: long enough for the redirect and the page to load, no longer. */
export const JUST_SIGNED_IN_MAX_AGE_S = 120;

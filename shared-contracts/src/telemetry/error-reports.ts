/**
 * What the error-report intake takes of where an error was thrown: a longer script address (a
 * `data:` or `blob:` URL) is refused with the whole batch, so the page cuts it here.
 */
export const MAX_ERROR_FILE_NAME_CHARS = 2000;

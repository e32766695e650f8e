/**
 * Resolves in a new task of the browser's event loop: work after it is a separate task, so a slow
 * phone's main thread is free in between (input, paint) and Lighthouse counts two short tasks
 * instead of one long one. A promise alone would continue in the same task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A request the search endpoint refuses; the route answers `{message, status}` with this status. */
export class SearchRequestError extends Error {
  readonly status: number;

  constructor(status: 400 | 403 | 404, message: string) {
    super(message);
    this.name = 'SearchRequestError';
    this.status = status;
  }
}

/**
 * Thrown by an engine when part of the index a query needs (a term shard or a
 * document chunk, issue 24) could not be fetched or was malformed: the panel
 * shows the index failure, and the next query fetches that part again. A
 * module of its own: the search worker needs it, not the rest of searcher.ts.
 */
export class IndexPartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexPartError';
  }
}

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';

/**
 * A route's `handle` (returned by its lazy import): the queries its page makes, with the same arguments. The server
 * renderer starts them together with the session's, before its first render, instead of finding them in that render
 * and rendering again. The browser does not use it.
 */
export interface PageData {
  /** Starts the queries; a promise when it needs an answer first (which category an address names). */
  prefetch(dispatch: PageDispatch, at: { params: Params; search: URLSearchParams }): void | Promise<void>;
}

export type PageDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

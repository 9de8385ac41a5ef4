import type { Arranged, OwnRecords, SharedRecords } from '../arrange';
import type { Caller } from '../stack';

export interface RequestContext {
  caller: Caller;
  /** The caller's own records (for anonymous and the outsider: the target's, in the demo). */
  own: OwnRecords;
  shared: SharedRecords;
  files: Arranged['files'];
  /** A fresh impersonation token that opens a session on the caller's host. */
  token: () => Promise<string>;
}

export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  multipart?: { payload: Buffer; contentType: string };
  /** The caller's session is an impersonation by a master. */
  impersonated?: boolean;
}

export interface RequestSpec {
  /**
   * Whether the request names records of the caller's promotion (an id, the promotion): a
   * caller of another promotion sends the demo's, and must be told they do not exist (404).
   */
  names: boolean;
  /** A request that succeeds for every caller the access table admits. */
  build: (context: RequestContext) => MatrixRequest | Promise<MatrixRequest>;
}

export type RequestTable = Record<string, RequestSpec>;

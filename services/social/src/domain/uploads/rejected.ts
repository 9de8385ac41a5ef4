/**
 * An upload the rules refuse, with the spec's message. A warning is refused only until the
 * caller retries with ?override_warnings=true.
 */
export class UploadRejected extends Error {
  readonly warning: boolean;
  constructor(message: string, { warning = false } = {}) {
    super(message);
    this.warning = warning;
  }
}

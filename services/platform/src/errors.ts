/** An error whose message may be shown to the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [message],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} could not be found`);
export const unprocessable = (message: string) => new HttpError(422, message);

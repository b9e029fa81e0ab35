export { Mailwright, Emails, Templates, Usage } from './client.js';
export type { ClientOptions, RequestOptions } from './client.js';
export {
  MailwrightError,
  APIError,
  InvalidRequestError,
  NotFoundError,
  AuthenticationError,
  PermissionDeniedError,
  InsufficientCreditsError,
  RateLimitError,
  APIConnectionError,
  APITimeoutError,
} from './errors.js';
export type { ErrorDetail } from './errors.js';
export { GenerateStream } from './streaming.js';
export type { GenerateStreamEvent, DeltaEvent, DoneEvent } from './streaming.js';
export type * from './types.js';
export { VERSION } from './version.js';
export { Mailwright as default } from './client.js';

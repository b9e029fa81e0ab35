/**
 * Domain errors: what the service's own modules (usage reports, templates, stores,
 * engines) throw, with no HTTP in them. src/http/middleware/errors.ts is the one place
 * that turns each into a status and the error envelope. (Stores throw
 * StateUnavailableError from store/store.ts; provider engines the errors in
 * engine/provider/errors.ts.)
 */

/** Input that passed the spec's schema but makes no sense together (400 invalid_parameter). */
export class InvalidInputError extends Error {
  constructor(
    /** The parameter at fault, as the API names it. */
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

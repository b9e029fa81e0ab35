/**
 * The process project's tests each start at least one service process, and a start loads
 * the builtin engine's language models: seconds, many more on a loaded two-core machine.
 * One allowance for all of them here, instead of a raised timeout in each file.
 */
import { jest } from '@jest/globals';

jest.setTimeout(90_000);

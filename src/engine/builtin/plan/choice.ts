/**
 * Deterministic variety: the same input always picks the same variants, and different
 * inputs spread across them. Each pick hashes the input's seed with the name of the slot
 * being filled, so adding a slot does not shift the choices of the others.
 */
import { createHash } from 'node:crypto';

export type Chooser = <T>(slot: string, options: readonly T[]) => T;

export function seedOf(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function chooser(seed: string): Chooser {
  return <T>(slot: string, options: readonly T[]): T => {
    if (options.length === 0) throw new Error(`no options for ${slot}`);
    const digest = createHash('sha256').update(`${seed}\u0000${slot}`).digest();
    return options[digest.readUInt32BE(0) % options.length] as T;
  };
}

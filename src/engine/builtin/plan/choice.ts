/**
 * Deterministic variety: the same input always picks the same variants, and different
 * inputs spread across them. Each pick hashes the input's seed with the name of the slot
 * being filled, so adding a slot does not shift the choices of the others.
 *
 * `hash` is the one-shot form of `createHash(…).update(…).digest(…)`: the same digest
 * without a Hash object per pick (an email makes dozens of picks).
 */
import { hash } from 'node:crypto';

export type Chooser = <T>(slot: string, options: readonly T[]) => T;

export function seedOf(...parts: unknown[]): string {
  return hash('sha256', JSON.stringify(parts), 'hex');
}

export function chooser(seed: string): Chooser {
  return <T>(slot: string, options: readonly T[]): T => {
    if (options.length === 0) throw new Error(`no options for ${slot}`);
    const digest = hash('sha256', `${seed}\u0000${slot}`, 'buffer');
    return options[digest.readUInt32BE(0) % options.length] as T;
  };
}

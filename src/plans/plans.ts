/** Plans are data (content/plans.yaml); this module loads and validates them. */
import * as z from 'zod';
import { contentPath } from '../paths.js';
import { readYamlFile } from '../yaml.js';

export const PLAN_IDS = ['free', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  rateLimit: RateLimit;
  monthlyCredits: number;
}

export type PlanCatalog = Record<PlanId, Plan>;

const WINDOWS = { minute: 60, hour: 3600, day: 86400 } as const;
export type WindowName = keyof typeof WINDOWS;

const planSchema = z.object({
  name: z.string().min(1),
  rate_limit: z.object({
    requests: z.number().int().positive(),
    window: z.enum(Object.keys(WINDOWS) as [WindowName, ...WindowName[]]),
  }),
  monthly_credits: z.number().int().nonnegative(),
});

const catalogSchema = z.object(
  Object.fromEntries(PLAN_IDS.map((id) => [id, planSchema])) as Record<PlanId, typeof planSchema>,
);

export function loadPlans(file: string = contentPath('plans.yaml')): PlanCatalog {
  const raw = catalogSchema.parse(readYamlFile(file));
  return Object.fromEntries(
    PLAN_IDS.map((id) => {
      const p = raw[id];
      return [
        id,
        {
          id,
          name: p.name,
          rateLimit: {
            requests: p.rate_limit.requests,
            windowSeconds: WINDOWS[p.rate_limit.window],
          },
          monthlyCredits: p.monthly_credits,
        },
      ];
    }),
  ) as PlanCatalog;
}

/** Parses `5000/hour` (also `/minute`, `/day`). */
export function parseRateLimit(text: string): RateLimit {
  const m = /^(\d+)\s*\/\s*(minute|hour|day)$/.exec(text.trim());
  if (!m) throw new Error(`limit must look like 5000/hour (minute, hour or day), got "${text}"`);
  const requests = Number(m[1]);
  if (!Number.isSafeInteger(requests) || requests < 1) throw new Error('limit must be at least 1');
  return { requests, windowSeconds: WINDOWS[m[2] as WindowName] };
}

export function formatRateLimit(limit: RateLimit): string {
  const entry = Object.entries(WINDOWS).find(([, s]) => s === limit.windowSeconds);
  return entry ? `${limit.requests}/${entry[0]}` : `${limit.requests}/${limit.windowSeconds}s`;
}

export function effectiveLimit(
  plans: PlanCatalog,
  plan: PlanId,
  override: RateLimit | null,
): RateLimit {
  return override ?? plans[plan].rateLimit;
}

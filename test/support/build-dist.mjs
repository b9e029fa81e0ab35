/**
 * Global set-up of the process tests: they run the service and the admin CLI the way an
 * operator does, `node dist/src/main.js`, so `dist/` is built first, by the build
 * `npm run build` runs (scripts/build-service.mjs: esbuild, in a few seconds); type
 * checking is `npm run typecheck`'s job.
 */
import { buildService } from '../../scripts/build-service.mjs';
import globalSetup from './global-setup.mjs';

export default async function buildDist() {
  globalSetup();
  await buildService();
}

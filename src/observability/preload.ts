/**
 * Imported first by src/main.ts: reads `.env`, then starts tracing when it is configured,
 * before Express and node:http are loaded (their instrumentation patches them on load).
 */
import 'dotenv/config';
import { startTracing } from './tracing.js';

startTracing();

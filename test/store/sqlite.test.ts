import { join } from 'node:path';
import { openSqliteState } from '../../src/store/sqlite/index.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';
import { CONFORMANCE_PLANS, describeStateConformance } from './conformance.js';

const dir = makeTempDir('sqlite-conformance');

describeStateConformance(
  'sqlite',
  async () => openSqliteState({ file: join(dir, 'state.db'), plans: CONFORMANCE_PLANS }),
  async () => removeTempDir(dir),
);

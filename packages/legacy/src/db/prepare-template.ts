// Makes the seeded template that in-memory test catalogues start from (db/template.ts), once, before test workers
// start side by side: otherwise each of them would find none and run initdb, the migrations and the seed itself.
import { startLegacy } from '../start.js';

const running = await startLegacy({ logLevel: 'silent' });
await running.close();

// The worker process's entry point: the allocator settings first (mallocEnv.ts), then the
// worker itself (run.ts), loaded only once the process will not be replaced.
import { withMallocDefaults } from './mallocEnv.ts';

withMallocDefaults();
await import('./run.ts');

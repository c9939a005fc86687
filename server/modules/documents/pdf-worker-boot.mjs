// Starts the PDF worker (pdf-worker.ts) through tsx's API, so it runs the same TypeScript under
// `tsx server/main.ts`, plain node and vitest alike (an `--import tsx` flag is not honoured in every one).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);

// Generated bad input against share 1 of 3 of every route (generatedBadInput.ts says what is checked).
import { vi } from 'vitest';
import { fuzzShareOfRoutes } from './generatedBadInput.ts';

vi.mock('fastify', async () => (await import('./routeRecorder.ts')).recordRoutes());

fuzzShareOfRoutes(1, 3);

import { defineConfig } from 'orval';
import { callsApart } from './scripts/calls-apart.ts';

const contract = '../openapi.yaml';
const input = { target: contract, override: { transformer: callsApart } };

// Orval hands the hook every file it wrote; prettier makes the output readable and stays deterministic.
const hooks = {
  afterAllFilesWrite: 'prettier --write --log-level warn --no-error-on-unmatched-pattern',
};

export default defineConfig({
  shop: {
    input,
    hooks,
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/shop.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      // Header parameters (an add's Idempotency-Key) are arguments of the calls and hooks.
      headers: true,
      clean: true,
      mock: { type: 'msw', delay: false },
      override: {
        mutator: { path: 'src/api/fetcher.ts', name: 'shopFetch' },
        // Hooks hand screens the body itself; the fetcher throws ApiError for every non-2xx answer.
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
  shopZod: {
    input,
    hooks,
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/zod/shop.ts',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:8080';

export default defineConfig({
  root: here,
  // Each built file also as .br and .gz beside it: the server sends the smallest the browser
  // accepts (plugins/web-app.ts), about a quarter of the bytes on a farm's slow connection.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    // The domain package is consumed from source so the web build never waits for its dist.
    alias: { '@barnboard/domain': path.resolve(here, '../../packages/domain/src/index.ts') },
  },
  server: {
    proxy: { '/api': backend, '/feed': backend, '/realms': backend },
  },
  preview: {
    proxy: { '/api': backend, '/feed': backend, '/realms': backend },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle.mjs measures the first load from.
    manifest: true,
    // Two chunks are large on purpose, each loaded only when needed: pdfmake (with pdfkit, its
    // fonts' parser and SVG drawing) ~980 kB minified when a PDF is written, and the trimmed
    // ECharts core ~540 kB when a chart opens. The other chunks stay far below.
    chunkSizeWarningLimit: 1000,
  },
});

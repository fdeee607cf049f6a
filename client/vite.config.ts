import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: the gateway reads it to preload each route's screen chunk from the HTML.
    manifest: true,
    rollupOptions: {
      // The playground is its own page: public pages never load GraphiQL.
      input: { main: 'index.html', playground: 'playground.html' },
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
      '/uploads': gateway,
    },
  },
});

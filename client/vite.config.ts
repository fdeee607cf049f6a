import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // rxjs (under Apollo Client) publishes an ES2015 build beside its ES5 default: native classes instead of tslib's
    // helpers, about 2 kB gzip less on every page.
    conditions: isSsrBuild ? undefined : ['es2015', ...defaultClientConditions],
    // The contract package (routes, paths, titles, image rules shared with the gateway), from its sources: Vite
    // compiles them with the client's, so the client needs no build of the package first.
    alias: [{ find: /^@garage\/contract\/(.+)$/, replacement: path.join(import.meta.dirname, '../contract/src/$1') }],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: the gateway reads it to preload each route's screen chunk from the HTML.
    manifest: !isSsrBuild,
    // public/ is served from the browser build only.
    copyPublicDir: !isSsrBuild,
    // The server build (src/entry-server.tsx, for the gateway) takes its input from `--ssr`; dependencies stay
    // imports of node_modules there.
    rollupOptions: isSsrBuild
      ? {}
      : {
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
}));

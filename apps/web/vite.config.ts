import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The browser build also writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside each text file of 1 KB or more
 * (skipped where compressing does not shrink it): the API server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing every response at a fast, weaker setting.
 */
const precompress = compression({
  include: /\.(js|css|html|svg|json|txt|webmanifest|xml)$/,
  threshold: 1024,
  algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

/**
 * The HTML loads a small entry (src/boot.ts) that imports the app (src/main.tsx): at once on a page the browser
 * draws, after the first paint on a page the server drew (decision 019). For the first, the HTML modulepreloads the
 * app's chunk and the chunks it imports, as it would an entry's static imports; the server removes these links
 * (`data-app-preload`) from the pages it draws, whose paint must not share the network with the app's download.
 */
function preloadApp(): Plugin {
  return {
    name: 'safari:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const app = chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
        if (!app) throw new Error('preloadApp: no chunk for src/main.tsx (is it still imported by src/boot.ts?)');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((c) => c.fileName === file)?.imports.forEach(visit);
        };
        visit(app.fileName);
        const already = (file: string) => html.includes(`/${file}"`);
        return [...files]
          .filter((file) => !already(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app-preload': true }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [preloadApp(), precompress])],
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@safari/contract': path.resolve(__dirname, '../../packages/contract/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  // The server-rendering bundle (dist/server, built after the browser's) carries its dependencies, so the API server
  // can import it from any working directory without resolving the web app's packages.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The browser's code by Terser rather than esbuild: 3 % smaller after brotli (the app's chunk 99.7 KB instead of
    // 103.0), which kept the first views within their budgets (bundle-budget.test.ts) when React Router's security
    // releases grew it. The rendering bundle stays unminified, as Vite leaves it by default.
    minify: isSsrBuild ? false : 'terser',
    reportCompressedSize: false,
    rollupOptions: {
      // react-is only defines exports, but as a CommonJS package it is kept wherever it is imported, used or not:
      // Downshift imports it for a development-only check, which left 0.6 KB (brotli) of it in the search box.
      treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]react-is[\\/]/.test(id) },
    },
  },
}));

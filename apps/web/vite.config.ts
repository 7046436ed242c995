import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '8080';
// The support address shown in the footer comes from SUPPORT_EMAIL at build time (validated in src/env.ts).
const supportEmail = process.env.VITE_SUPPORT_EMAIL ?? process.env.SUPPORT_EMAIL ?? '';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/trpc': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', sourcemap: false },
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(supportEmail) },
});

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/trpc': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', sourcemap: false },
});

import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildTimeDefines } from './scripts/build-env.ts';

export default defineConfig({
  plugins: [vike(), react()],
  define: buildTimeDefines(process.env),
  build: {
    target: 'es2022',
  },
});

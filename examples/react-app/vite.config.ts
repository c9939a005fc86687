import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Three pages: the host app routed with React Router (index.html), the same portal routed with wouter
// (wouter/index.html, served for every path under /wouter/) and a page mounting the FAQ screen
// alone (faq-only.html), whose startup JavaScript is the library's smallest cost to a host.
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    rollupOptions: { input: { app: 'index.html', wouter: 'wouter/index.html', faq: 'faq-only.html' } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

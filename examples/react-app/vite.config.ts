import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages: the host app (index.html) and a page mounting the FAQ screen alone (faq-only.html),
// whose startup JavaScript is the library's smallest cost to a host.
export default defineConfig({
  plugins: [react()],
  build: { manifest: true, rollupOptions: { input: { app: 'index.html', faq: 'faq-only.html' } } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

import { defineConfig } from 'tsup';

// The npm library: ESM + declarations, React and every runtime dependency left external
// so the host app's bundler dedupes them; the CSS is emitted as lib/index.css for the host to import.
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/shared/api/contract/index.ts' },
  format: ['esm'],
  outDir: 'lib',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // SVG assets become data URLs: separate files referenced by relative paths would break in a host app.
  loader: { '.css': 'css', '.svg': 'dataurl' },
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's source folder, for tests that read the code itself. */
export const WEB_SRC = path.resolve(__dirname, '..');

/** Every TypeScript source file under `dir`, tests left out. */
export const sourceFiles = (dir: string = WEB_SRC): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : [],
  );

/** The stylesheets of the web build (`WEB_DIST`, or apps/web/dist), joined; fails with a hint when there is no build. */
export function builtCss(): string {
  const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(WEB_SRC, '../dist');
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`No web build at ${dist}: run "npm run build -w apps/web" first.`);
  return readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

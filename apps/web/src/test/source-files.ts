import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The web app's source folder, for tests that read the code itself. */
export const WEB_SRC = path.resolve(__dirname, '..');

/** Every TypeScript source file under `dir`, tests left out. */
export const sourceFiles = (dir: string = WEB_SRC): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : [],
  );

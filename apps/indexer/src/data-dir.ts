import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository's bundled `data/` folder. */
export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data');

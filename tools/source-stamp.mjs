import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a build depends on: the sources, the build tools and the locked packages. */
const INPUTS = ['src', 'tools', 'webpack.config.ts', 'package-lock.json', 'tsconfig.json'];

/**
 * A hash of every build input's path and content (tests and stories excluded: they are not built).
 * Content, not modification times: a fresh clone, a `git checkout` or a copied tree all agree.
 */
export function sourceStamp(root) {
  const hash = crypto.createHash('sha256');
  const files = [];
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) files.push(input);
    else for (const rel of fs.readdirSync(full, { recursive: true })) {
      const file = path.join(input, String(rel));
      if (/\.(test|stories)\.[jt]sx?$/.test(file) || !fs.statSync(path.join(root, file)).isFile()) continue;
      files.push(file);
    }
  }
  for (const file of files.sort()) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

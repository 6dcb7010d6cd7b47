import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { ConfigError, loadConfig } from './config';
import { repositoryUrl } from './source-code';

describe('where the source code is (AGPL-3.0 section 13)', () => {
  it('reads package.json’s "repository" in every form npm accepts as an https page', () => {
    const cases: [unknown, string | undefined][] = [
      ['github:city/cleanquest', 'https://github.com/city/cleanquest'],
      ['city/cleanquest', 'https://github.com/city/cleanquest'],
      ['gitlab:city/cleanquest', 'https://gitlab.com/city/cleanquest'],
      [{ type: 'git', url: 'git+https://codeberg.org/city/cleanquest.git' }, 'https://codeberg.org/city/cleanquest'],
      [{ url: 'git://github.com/city/cleanquest.git' }, 'https://github.com/city/cleanquest'],
      ['git+ssh://git@git.example.org:2222/city/cleanquest.git', 'https://git.example.org/city/cleanquest'],
      ['git@github.com:city/cleanquest.git', 'https://github.com/city/cleanquest'],
      ['https://user:secret@git.example.org:8443/city/cleanquest/', 'https://git.example.org:8443/city/cleanquest'],
      [undefined, undefined],
      [{ type: 'git' }, undefined],
      ['  ', undefined],
      ['file:///home/me/cleanquest', undefined],
      ['not a url', undefined],
    ];
    for (const [input, expected] of cases) expect(repositoryUrl(input), JSON.stringify(input)).toBe(expected);
  });

  it('takes SOURCE_CODE_URL first, else package.json’s repository, and refuses a value that is not an http(s) URL', () => {
    expect(loadConfig({ SOURCE_CODE_URL: 'https://git.example.org/city/cleanquest' }).sourceCodeUrl).toBe('https://git.example.org/city/cleanquest');
    expect(loadConfig({}).sourceCodeUrl).toBe(repositoryUrl((packageJson as { repository?: unknown }).repository));
    expect(() => loadConfig({ SOURCE_CODE_URL: 'ftp://example.org/src.tar' })).toThrow(ConfigError);
    expect(() => loadConfig({ SOURCE_CODE_URL: 'ftp://example.org/src.tar' })).toThrow('SOURCE_CODE_URL must be a http: or https: URL, got "ftp://example.org/src.tar"');
  });
});

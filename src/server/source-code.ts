/**
 * Where the app's source code is (AGPL-3.0 section 13: a server running a modified version offers its
 * users the source). SOURCE_CODE_URL names it; unset, package.json's "repository" does, written as a
 * browsable https address; with neither, the app shows no source link (README, "Licence").
 */

const SHORTHAND_HOSTS: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' };

/**
 * package.json's "repository" (a string or `{ url }`, in any form npm accepts: `github:owner/name`,
 * `owner/name`, `git+https://host/owner/name.git`, `git://...`, `git@host:owner/name.git`) as an https
 * page a browser opens; undefined when it is missing or not one of those forms.
 */
export function repositoryUrl(repository: unknown): string | undefined {
  const raw = typeof repository === 'string' ? repository : typeof repository === 'object' && repository !== null ? (repository as { url?: unknown }).url : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = raw.trim();
  const short = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(value);
  if (short) return `https://${SHORTHAND_HOSTS[short[1] ?? 'github']}/${short[2]!.replace(/\.git$/, '')}`;
  const scp = /^(?:[\w.-]+@)?([\w.-]+\.[a-z]{2,}):(?!\/\/)([\w./-]+)$/i.exec(value);
  const plain = value.replace(/^git\+/, '');
  // git:// and ssh:// name the same host's web pages over https, not on the git or ssh port.
  const gitPort = /^(git|ssh):\/\//.test(plain);
  const href = scp ? `https://${scp[1]}/${scp[2]}` : plain.replace(/^(git|ssh):\/\//, 'https://');
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.protocol = 'https:';
  url.username = '';
  url.password = '';
  if (gitPort) url.port = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\.git$/, '').replace(/\/$/, '');
  return url.href.replace(/\/$/, '');
}

// The docs stay true and the repository stands alone: the README is short, every link in the docs
// leads to a file of the repository, and the configuration page names exactly what the server reads.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from '#server/config';
import { agencyEnvOverrides } from '#shared/agency';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
// The site's own articles (content/) link to the site's pages, not to files.
const markdown = tracked.filter(
  (file) =>
    file.endsWith('.md') && !file.startsWith('content/') && existsSync(path.join(root, file)),
);

/** The relative targets of a Markdown file's links (`[text](target)`), anchors and URLs left out. */
function relativeLinks(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!.split('#', 1)[0]!;
    if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
  }
  return links;
}

describe('the docs', () => {
  it('keep the README to what a newcomer reads in five minutes (at most 8 KB)', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(8 * 1024);
  });

  it('link only to files of the repository', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      for (const target of relativeLinks(readFileSync(path.join(root, file), 'utf8'))) {
        const resolved = path.resolve(path.dirname(path.join(root, file)), target);
        const inside = !path.relative(root, resolved).startsWith('..');
        if (!inside || !existsSync(resolved)) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('find a link that leaves the repository or leads nowhere', () => {
    expect(
      relativeLinks('see [the notes](../elsewhere/notes.md) and [x](https://example.com)'),
    ).toEqual(['../elsewhere/notes.md']);
  });

  it('list in docs/configuration.md exactly the environment variables the server reads', () => {
    const page = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const section = page.slice(
      page.indexOf('## Configuration'),
      page.indexOf('\n## ', page.indexOf('## Configuration') + 1),
    );
    const documented = new Set<string>();
    for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
      const firstCell = row.split('|')[1]!;
      for (const name of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(name[1]!);
    }
    // NODE_ENV is Node's own; the agency's facts are read where the profile is built.
    const read = [
      ...environmentVariables.filter((name) => name !== 'NODE_ENV'),
      ...Object.keys(agencyEnvOverrides),
    ];
    expect(
      [...read].filter((name) => !documented.has(name)),
      'read but not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((name) => !read.includes(name)),
      'documented but not read',
    ).toEqual([]);
  });
});
